/**
 * Names shared by the page and the service worker (web/service-worker/sw.ts).
 * Every cache that holds a signed-in user's data starts with USER_DATA_CACHE_PREFIX,
 * so one call empties them all and leaves the app shell (the precache) alone.
 */
export const USER_DATA_CACHE_PREFIX = 'surcos-user-';
export const API_CACHE = `${USER_DATA_CACHE_PREFIX}api`;
export const COVERS_CACHE = `${USER_DATA_CACHE_PREFIX}covers`;

/** Set by the service worker on an API answer it took from its cache because the network failed. */
export const FROM_CACHE_HEADER = 'x-surcos-from-cache';

/** Empties every cache of user data; a browser without Cache Storage (or a test) has none. */
export async function clearOfflineData(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => name.startsWith(USER_DATA_CACHE_PREFIX)).map((name) => caches.delete(name)),
  );
}
