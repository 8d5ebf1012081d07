import type { WorkboxPlugin } from 'workbox-core';
import { USER_DATA_CACHE_PREFIX } from './offline-caches.ts';

/**
 * One life of the offline caches, between two clears. Its mark lives in a cache of user data of
 * its own, so every clear (the page's at sign-out, the service worker's when the session changes
 * hands) deletes it with the rest, whoever clears: an answer whose request began in an earlier
 * life belonged to whoever was signed in then, and is never kept.
 */
export const OFFLINE_EPOCH_CACHE = `${USER_DATA_CACHE_PREFIX}epoch`;
const EPOCH_KEY = '/__offline-epoch';

/** The mark being written, so requests that start together share one life. */
let starting: Promise<string> | null = null;

async function readEpoch(): Promise<string | null> {
  const cache = await caches.open(OFFLINE_EPOCH_CACHE);
  const mark = await cache.match(EPOCH_KEY);
  return mark ? mark.text() : null;
}

/** The current life's mark, starting one when the caches were just cleared. */
export async function currentEpoch(): Promise<string> {
  const existing = await readEpoch();
  if (existing !== null) return existing;
  starting ??= (async () => {
    const epoch = crypto.randomUUID();
    const cache = await caches.open(OFFLINE_EPOCH_CACHE);
    await cache.put(EPOCH_KEY, new Response(epoch));
    return epoch;
  })().finally(() => {
    starting = null;
  });
  return starting;
}

/** What the session route decides about its own answer, which may clear the caches itself. */
export type AdmitAnswer = (options: {
  request: Request;
  response: Response;
}) => Promise<{ response: Response | null; cleared: boolean }>;

interface EpochState {
  epoch?: string;
}

/**
 * Keeps an answer only if the caches were not cleared since its request began, checked before it
 * is written and again after (a clear may land while it is written, and then it is taken out).
 * `admit` is the session route's own say; when it clears the caches for this very answer, the
 * answer starts the new life.
 */
export function sameEpochOnly(admit?: AdmitAnswer): WorkboxPlugin {
  const unchanged = async (state: EpochState | undefined) =>
    state?.epoch !== undefined && (await readEpoch()) === state.epoch;
  return {
    handlerWillStart: async ({ state }) => {
      (state as EpochState).epoch = await currentEpoch();
    },
    cacheWillUpdate: async ({ request, response, state }) => {
      if (!(await unchanged(state))) return null;
      if (!admit) return response;
      const decided = await admit({ request, response });
      if (decided.cleared) (state as EpochState).epoch = await currentEpoch();
      return decided.response;
    },
    cacheDidUpdate: async ({ cacheName, request, state }) => {
      if (await unchanged(state)) return;
      const cache = await caches.open(cacheName);
      await cache.delete(request);
    },
  };
}
