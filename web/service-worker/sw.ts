/**
 * Surcos' service worker (docs/decisions/024-installable-offline.md). Built by
 * vite-plugin-pwa (injectManifest), which writes the build's file list into
 * self.__WB_MANIFEST.
 *
 * - The app shell (HTML, scripts, styles, fonts, icons) is precached: a repeat
 *   visit paints from the cache, and a new build waits for the page's
 *   'Actualizar' (no skipWaiting of its own).
 * - Only the signed-in user's own lists (and the session that says whose they
 *   are) are kept for offline reading, network first; covers cache first.
 * - Nothing else of the server's is touched: other API answers, sockets,
 *   /metrics, /healthz and the mailed /unsubscribe links always go to the network.
 */
import { clientsClaim, copyResponse, setCacheNameDetails, type WorkboxPlugin } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  API_CACHE,
  clearOfflineData,
  COVERS_CACHE,
  FROM_CACHE_HEADER,
} from '../src/lib/offline/offline-caches.ts';
import { type AdmitAnswer, sameEpochOnly } from '../src/lib/offline/offline-epoch.ts';
import { isOfflineReadable, NOT_APP_PAGES, SESSION_PATH } from '../src/lib/offline/offline-routes.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

const DAY_SECONDS = 24 * 60 * 60;
/** Beyond this a slow connection counts as none, and the last answer kept is shown instead. */
const NETWORK_TIMEOUT_SECONDS = 4;

setCacheNameDetails({ prefix: 'surcos', suffix: '' });
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// The first install takes the open page at once, so that very visit is kept for offline reading.
// Later versions wait for the page to ask (SKIP_WAITING after 'Actualizar').
clientsClaim();
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [...NOT_APP_PAGES],
  }),
);

/** Tells the page an answer is the one kept from before, so it can say it is offline. */
const markFromCache: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) =>
    cachedResponse &&
    copyResponse(cachedResponse, (init) => {
      const headers = new Headers(init.headers);
      headers.set(FROM_CACHE_HEADER, '1');
      return { ...init, headers };
    }),
};

async function sessionUserId(response: Response | undefined): Promise<string | null> {
  if (!response) return null;
  try {
    const body = (await response.clone().json()) as { user?: { id?: unknown } | null };
    return typeof body.user?.id === 'string' ? body.user.id : null;
  } catch {
    return null;
  }
}

/**
 * The session answer says whose data the caches hold. When it names someone
 * else, or nobody (signed out, expired, signed out in another tab), everything
 * kept so far is dropped; a visitor's session is not kept at all. After a clear
 * (no session kept) there is nothing of anyone's to drop: answers that were in
 * flight across that clear are kept out by `sameEpochOnly`, and the new user's
 * first answers, requested meanwhile, are theirs to keep.
 */
const admitSessionAnswer: AdmitAnswer = async ({ request, response }) => {
  const userId = await sessionUserId(response);
  const cache = await caches.open(API_CACHE);
  const previousUserId = await sessionUserId(await cache.match(request));
  const cleared = userId === null || (previousUserId !== null && userId !== previousUserId);
  if (cleared) await clearOfflineData();
  return { response: userId === null ? null : response, cleared };
};

const apiExpiration = new ExpirationPlugin({
  maxEntries: 300,
  maxAgeSeconds: 30 * DAY_SECONDS,
  purgeOnQuotaError: true,
});
const onlyOk = new CacheableResponsePlugin({ statuses: [200] });

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname === SESSION_PATH,
  new NetworkFirst({
    cacheName: API_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    // An answer whose request began before a clear (a sign-out here or in the page) is never kept.
    plugins: [onlyOk, sameEpochOnly(admitSessionAnswer), markFromCache],
  }),
);

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname !== SESSION_PATH && isOfflineReadable(url.pathname),
  new NetworkFirst({
    cacheName: API_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [onlyOk, sameEpochOnly(), apiExpiration, markFromCache],
  }),
);

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/covers/'),
  new CacheFirst({
    cacheName: COVERS_CACHE,
    plugins: [
      onlyOk,
      sameEpochOnly(),
      new ExpirationPlugin({ maxEntries: 600, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true }),
    ],
  }),
);
