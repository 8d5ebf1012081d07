import type { FastifyBaseLogger } from 'fastify';
import type { Release, SearchPage } from '@surcos/contracts/albums';
import { SEARCH_PAGE_SIZE } from '@surcos/contracts/limits';
import { mapDiscogsRelease, mapDiscogsSearchResult } from './discogs-mapping.ts';
import { type MusicDatabase, MusicDatabaseError, MusicDatabaseRateLimitedError } from './music-database.ts';
import { RequestPacer } from './request-pacer.ts';

export interface DiscogsOptions {
  baseUrl: string;
  token: string;
  userAgent: string;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** Per request, including the response body. */
  timeoutMs?: number;
  /** SPEC.md: a 429 is retried after 5 s. */
  retryDelayMs?: number;
  maxRetries?: number;
  requestsPerMinute?: number;
  /** Longest a request may queue for a free slot before the user is told to try again. */
  maxQueueWaitMs?: number;
}

export const DISCOGS_DEFAULTS = {
  timeoutMs: 10_000,
  retryDelayMs: 5_000,
  maxRetries: 2,
  requestsPerMinute: 60,
  maxQueueWaitMs: 8_000,
} as const;

type Outcome = { status: 'ok'; body: unknown } | { status: 'not-found' };

export function createDiscogsClient(options: DiscogsOptions): MusicDatabase {
  const settings = { ...DISCOGS_DEFAULTS, ...options };
  const pacer = new RequestPacer(settings.requestsPerMinute, 60_000, settings.maxQueueWaitMs);
  const headers = {
    authorization: `Discogs token=${settings.token}`,
    'user-agent': settings.userAgent,
    accept: 'application/json',
  };

  async function get(path: string): Promise<Outcome> {
    for (let attempt = 0; ; attempt += 1) {
      if (!(await pacer.acquire())) throw new MusicDatabaseRateLimitedError('request budget exhausted');
      let response: Response;
      let body: unknown;
      try {
        response = await fetch(`${settings.baseUrl}${path}`, {
          headers,
          signal: AbortSignal.timeout(settings.timeoutMs),
        });
        pacer.observe(response.headers);
        if (response.status === 429) {
          await response.body?.cancel();
        } else if (response.status === 404) {
          await response.body?.cancel();
          return { status: 'not-found' };
        } else if (!response.ok) {
          await response.body?.cancel();
          throw new MusicDatabaseError(`Discogs answered ${response.status} for ${path}`);
        } else {
          body = await response.json();
          return { status: 'ok', body };
        }
      } catch (error) {
        if (error instanceof MusicDatabaseError) throw error;
        const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
        throw new MusicDatabaseError(`Discogs request ${path} failed: ${reason}`);
      }
      // 429: wait as SPEC.md says, a bounded number of times.
      if (attempt >= settings.maxRetries)
        throw new MusicDatabaseRateLimitedError(`Discogs kept answering 429 for ${path}`);
      settings.log.warn({ path, attempt }, 'Discogs answered 429; retrying');
      pacer.pauseFor(settings.retryDelayMs);
      await new Promise((resolve) => setTimeout(resolve, settings.retryDelayMs));
    }
  }

  return {
    source: 'discogs',

    async search(query, page): Promise<SearchPage> {
      const params = new URLSearchParams({
        q: query,
        type: 'release',
        page: String(page),
        per_page: String(SEARCH_PAGE_SIZE),
      });
      try {
        const outcome = await get(`/database/search?${params.toString()}`);
        if (outcome.status === 'not-found') return { results: [], page, hasMore: false };
        const body = outcome.body as { results?: unknown; pagination?: { pages?: unknown } };
        const results = Array.isArray(body.results) ? body.results : [];
        const pages = typeof body.pagination?.pages === 'number' ? body.pagination.pages : page;
        return {
          results: results.flatMap((result) => mapDiscogsSearchResult(result) ?? []),
          page,
          hasMore: page < pages,
        };
      } catch (error) {
        settings.log.error({ err: error, query, page }, 'Discogs search failed');
        throw error;
      }
    },

    async release(id): Promise<Release | null> {
      if (!/^[1-9]\d*$/.test(id)) return null;
      try {
        const outcome = await get(`/releases/${id}`);
        if (outcome.status === 'not-found') return null;
        const release = mapDiscogsRelease(outcome.body);
        if (!release) throw new MusicDatabaseError(`Discogs sent an unreadable release ${id}`);
        return release;
      } catch (error) {
        settings.log.error({ err: error, id }, 'Discogs release lookup failed');
        throw error;
      }
    },
  };
}
