import type { FastifyBaseLogger } from 'fastify';
import type { SearchPage } from '@surcos/contracts/albums';
import {
  BARCODE_SEARCH_PAGE_SIZE,
  MUSIC_INTERACTIVE_RESERVE_PER_MINUTE,
  SEARCH_MAX_PAGE,
  SEARCH_PAGE_SIZE,
} from '@surcos/contracts/limits';
import { CallerShares, type ShareLimits } from './caller-shares.ts';
import {
  mapDiscogsBarcodeHit,
  mapDiscogsMasterVersion,
  mapDiscogsRelease,
  mapDiscogsSearchResult,
} from './discogs-mapping.ts';
import {
  type BarcodeHits,
  type MasterVersions,
  type MusicCaller,
  type MusicDatabase,
  type MusicRelease,
  MusicDatabaseError,
  MusicDatabaseRateLimitedError,
  MusicShareSpentError,
} from './music-database.ts';
import { type PacerOptions, RequestPacer } from './request-pacer.ts';

export interface DiscogsOptions {
  baseUrl: string;
  token: string;
  userAgent: string;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** Told of each request let through or refused by the rate limit (the metrics). */
  onAcquire?: PacerOptions['onAcquire'];
  /** Per request, including the response body. */
  timeoutMs?: number;
  /** SPEC.md: a 429 is retried after 5 s. */
  retryDelayMs?: number;
  maxRetries?: number;
  requestsPerMinute?: number;
  /** Longest a request may queue for a free slot before the user is told to try again. */
  maxQueueWaitMs?: number;
  /**
   * Longest a person waits for one answer, queueing, retries and all: past it
   * they get an error they can act on rather than a spinner.
   */
  deadlineMs?: number;
  /** Per-person shares of the budget; tests use small ones. */
  shares?: ShareLimits;
}

export const DISCOGS_DEFAULTS = {
  timeoutMs: 8_000,
  retryDelayMs: 5_000,
  maxRetries: 2,
  requestsPerMinute: 60,
  maxQueueWaitMs: 8_000,
  deadlineMs: 8_000,
} as const;

/** What one paced GET answered: the body, or that the resource does not exist. */
export type DiscogsOutcome = { status: 'ok'; body: unknown } | { status: 'not-found' };

/** The pressings of a master asked for at once: one page, as many as 'Otras ediciones' lists. */
const MASTER_VERSIONS_PAGE_SIZE = 100;

/** A retry needs at least this long left before the deadline to be worth making. */
const MIN_ATTEMPT_MS = 1_000;

/** The queue for a free slot was too long: nothing was sent. */
class QueueFullError extends Error {}

export type DiscogsRequestOptions = Omit<DiscogsOptions, 'token'> & { token: string | undefined };

/**
 * Whose credentials a request carries: the instance's token (searches and releases, public
 * data), a member's own token (their private collection), or none. The instance's token opens
 * its owner's private collection, so a listing never falls back to it.
 */
export type DiscogsCredentials = 'instance' | 'anonymous' | { memberToken: string };

/**
 * Every request Surcos makes to Discogs, searches, releases and account
 * listings alike, goes through one of these: one budget, one pacer, the
 * caller's lane and share, and the 429 retries.
 */
export interface DiscogsRequests {
  /**
   * One GET for a caller, charged once to their share however many attempts
   * it takes, with the credentials named (the instance's when none are); a
   * member's token still spends this instance's budget.
   * Throws MusicDatabaseError, with Discogs' status when it answered.
   */
  get: (path: string, caller: MusicCaller, credentials?: DiscogsCredentials) => Promise<DiscogsOutcome>;
}

export function createDiscogsRequests(options: DiscogsRequestOptions): DiscogsRequests {
  const settings = { ...DISCOGS_DEFAULTS, ...options };
  const pacer = new RequestPacer(settings.requestsPerMinute, 60_000, settings.maxQueueWaitMs, {
    interactiveReserve: MUSIC_INTERACTIVE_RESERVE_PER_MINUTE,
    onAcquire: settings.onAcquire,
  });
  const shares = new CallerShares(settings.shares);
  const headersFor = (token: string | undefined): Record<string, string> => ({
    ...(token ? { authorization: `Discogs token=${token}` } : {}),
    'user-agent': settings.userAgent,
    accept: 'application/json',
  });

  async function sendWithRetries(
    path: string,
    isBackground: boolean,
    headers: Record<string, string>,
  ): Promise<DiscogsOutcome> {
    const deadline = isBackground ? Infinity : Date.now() + settings.deadlineMs;
    const remaining = () => deadline - Date.now();
    for (let attempt = 0; ; attempt += 1) {
      const granted = isBackground
        ? await pacer.acquire('background')
        : await pacer.acquire('interactive', Math.min(settings.maxQueueWaitMs, remaining()));
      if (!granted) {
        if (attempt === 0) throw new QueueFullError('request budget exhausted');
        throw new MusicDatabaseRateLimitedError(`no slot to retry ${path} in time`);
      }
      let response: Response;
      try {
        response = await fetch(`${settings.baseUrl}${path}`, {
          headers,
          signal: AbortSignal.timeout(Math.max(1, Math.min(settings.timeoutMs, remaining()))),
        });
        pacer.observe(response.headers);
        if (response.status === 429) {
          await response.body?.cancel();
        } else if (response.status === 404) {
          await response.body?.cancel();
          return { status: 'not-found' };
        } else if (!response.ok) {
          await response.body?.cancel();
          throw new MusicDatabaseError(`Discogs answered ${response.status} for ${path}`, response.status);
        } else {
          return { status: 'ok', body: await response.json() };
        }
      } catch (error) {
        if (error instanceof MusicDatabaseError) throw error;
        const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
        throw new MusicDatabaseError(`Discogs request ${path} failed: ${reason}`);
      }
      // 429: wait as SPEC.md says, a bounded number of times, and only while an answer can still come in time.
      if (attempt >= settings.maxRetries || remaining() < settings.retryDelayMs + MIN_ATTEMPT_MS)
        throw new MusicDatabaseRateLimitedError(`Discogs kept answering 429 for ${path}`);
      settings.log.warn({ path, attempt }, 'Discogs answered 429; retrying');
      pacer.pauseFor(settings.retryDelayMs);
      await new Promise((resolve) => setTimeout(resolve, settings.retryDelayMs));
    }
  }

  return {
    async get(path, caller, credentials = 'instance') {
      const token =
        credentials === 'instance'
          ? settings.token
          : credentials === 'anonymous'
            ? undefined
            : credentials.memberToken;
      const share = shares.take(caller);
      if (!share.granted) throw new MusicShareSpentError(Math.max(1, Math.ceil(share.retryAfterMs / 1000)));
      try {
        return await sendWithRetries(path, caller.kind === 'background', headersFor(token));
      } catch (error) {
        // Nothing reached the service: the person keeps that part of their share.
        if (error instanceof QueueFullError) share.refund();
        throw error instanceof QueueFullError ? new MusicDatabaseRateLimitedError(error.message) : error;
      }
    },
  };
}

/** Searches and releases from Discogs, through `requests` (shared with account imports when given). */
export function createDiscogsClient(
  options: DiscogsOptions,
  requests: DiscogsRequests = createDiscogsRequests(options),
): MusicDatabase {
  const settings = { ...DISCOGS_DEFAULTS, ...options };
  const get = (path: string, caller: MusicCaller) => requests.get(path, caller);

  return {
    source: 'discogs',

    async search(query, page, caller): Promise<SearchPage> {
      const params = new URLSearchParams({
        q: query,
        type: 'release',
        page: String(page),
        per_page: String(SEARCH_PAGE_SIZE),
      });
      try {
        const outcome = await get(`/database/search?${params.toString()}`, caller);
        if (outcome.status === 'not-found') return { results: [], page, hasMore: false };
        const body = outcome.body as { results?: unknown; pagination?: { pages?: unknown } };
        // Whatever the service sends, a page holds at most a page's worth.
        const results = Array.isArray(body.results) ? body.results.slice(0, SEARCH_PAGE_SIZE) : [];
        const pages = typeof body.pagination?.pages === 'number' ? body.pagination.pages : page;
        return {
          results: results.flatMap((result) => mapDiscogsSearchResult(result) ?? []),
          page,
          hasMore: page < Math.min(pages, SEARCH_MAX_PAGE),
        };
      } catch (error) {
        if (!(error instanceof MusicShareSpentError))
          settings.log.error({ err: error, query, page }, 'Discogs search failed');
        throw error;
      }
    },

    async searchBarcode(code, caller): Promise<BarcodeHits> {
      // One page, the first: a code shared by more pressings than it holds is answered as bounded.
      const params = new URLSearchParams({
        barcode: code,
        type: 'release',
        per_page: String(BARCODE_SEARCH_PAGE_SIZE),
      });
      try {
        const outcome = await get(`/database/search?${params.toString()}`, caller);
        if (outcome.status === 'not-found') return { hits: [], hasMore: false };
        const body = outcome.body as { results?: unknown; pagination?: { pages?: unknown } };
        const results = Array.isArray(body.results) ? body.results.slice(0, BARCODE_SEARCH_PAGE_SIZE) : [];
        const pages = typeof body.pagination?.pages === 'number' ? body.pagination.pages : 1;
        return { hits: results.flatMap((result) => mapDiscogsBarcodeHit(result) ?? []), hasMore: pages > 1 };
      } catch (error) {
        if (!(error instanceof MusicShareSpentError))
          settings.log.error({ err: error, code }, 'Discogs barcode search failed');
        throw error;
      }
    },

    async masterVersions(masterId, caller): Promise<MasterVersions> {
      if (!/^[1-9]\d*$/.test(masterId)) return { versions: [] };
      // One page, the first: 'Otras ediciones' shows at most this many anyway.
      const params = new URLSearchParams({ per_page: String(MASTER_VERSIONS_PAGE_SIZE) });
      try {
        const outcome = await get(`/masters/${masterId}/versions?${params.toString()}`, caller);
        if (outcome.status === 'not-found') return { versions: [] };
        const body = outcome.body as { versions?: unknown };
        const versions = Array.isArray(body.versions)
          ? body.versions.slice(0, MASTER_VERSIONS_PAGE_SIZE)
          : [];
        return { versions: versions.flatMap((version) => mapDiscogsMasterVersion(version) ?? []) };
      } catch (error) {
        if (!(error instanceof MusicShareSpentError))
          settings.log.error({ err: error, masterId }, 'Discogs master versions failed');
        throw error;
      }
    },

    async release(id, caller): Promise<MusicRelease | null> {
      if (!/^[1-9]\d*$/.test(id)) return null;
      try {
        const outcome = await get(`/releases/${id}`, caller);
        if (outcome.status === 'not-found') return null;
        const release = mapDiscogsRelease(outcome.body);
        if (!release) throw new MusicDatabaseError(`Discogs sent an unreadable release ${id}`);
        return release;
      } catch (error) {
        if (!(error instanceof MusicShareSpentError))
          settings.log.error({ err: error, id }, 'Discogs release lookup failed');
        throw error;
      }
    },
  };
}
