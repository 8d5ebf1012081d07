import { readFileSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Metrics } from '../plugins/metrics.ts';
import { createCatalog } from './catalog.ts';
import { type DiscogsRequests, createDiscogsClient, createDiscogsRequests } from './discogs-client.ts';
import type { MusicDatabase } from './music-database.ts';
import { withSearchCache } from './search-cache.ts';

// The same relative path from src/music and from dist/music.
const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

export interface MusicSources {
  music: MusicDatabase;
  /**
   * Paced requests to Discogs itself, for account imports: the same budget
   * and lanes as the music database's, so an import never gets ahead of
   * people. They carry the person's own token or none, never the server's
   * (it opens its owner's private collection), and the pacer follows the
   * smaller limit Discogs reports for unauthenticated requests.
   */
  discogs: DiscogsRequests;
}

/** Discogs when a token is configured, else the bundled catalog; searches cached either way. */
export function createMusicDatabase(
  config: Config,
  log: FastifyBaseLogger,
  metrics?: Pick<Metrics, 'musicRequest'>,
): MusicSources {
  const options = {
    baseUrl: config.discogsBaseUrl,
    userAgent: `Surcos/${version} +${config.publicUrl}`,
    log,
    onAcquire: metrics?.musicRequest,
    ...config.discogs,
  };
  const discogs = createDiscogsRequests({ ...options, token: config.discogsToken });
  if (!config.discogsToken) {
    log.info('no DISCOGS_TOKEN: albums come from the bundled catalog');
    return { music: withSearchCache(createCatalog()), discogs };
  }
  const client = createDiscogsClient({ ...options, token: config.discogsToken }, discogs);
  return { music: withSearchCache(client), discogs };
}
