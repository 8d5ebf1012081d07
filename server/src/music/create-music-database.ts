import { readFileSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Metrics } from '../plugins/metrics.ts';
import { createCatalog } from './catalog.ts';
import { createDiscogsClient } from './discogs-client.ts';
import type { MusicDatabase } from './music-database.ts';
import { withSearchCache } from './search-cache.ts';

// The same relative path from src/music and from dist/music.
const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** Discogs when a token is configured, else the bundled catalog; searches cached either way. */
export function createMusicDatabase(
  config: Config,
  log: FastifyBaseLogger,
  metrics?: Pick<Metrics, 'musicRequest'>,
): MusicDatabase {
  if (!config.discogsToken) {
    log.info('no DISCOGS_TOKEN: albums come from the bundled catalog');
    return withSearchCache(createCatalog());
  }
  return withSearchCache(
    createDiscogsClient({
      baseUrl: config.discogsBaseUrl,
      token: config.discogsToken,
      userAgent: `Surcos/${version} +${config.publicUrl}`,
      log,
      onAcquire: metrics?.musicRequest,
      ...config.discogs,
    }),
  );
}
