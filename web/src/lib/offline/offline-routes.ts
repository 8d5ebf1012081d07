/**
 * Which requests the service worker (web/service-worker/sw.ts) keeps for
 * offline reading, and which addresses are never app pages. Plain data, so
 * the page's tests can check them too.
 */

/** Whose data the caches hold: the service worker compares its user with the previous one. */
export const SESSION_PATH = '/api/session';

/**
 * The signed-in user's own lists and what opening them reads: My albums (its
 * pages, all of it at once for searching on the device, its folders, and each
 * album opened with the user's copies), the wishlist, the barcodes of the
 * user's own albums and wishlist (the scan page's answer without a
 * connection), the collections (list and each one opened), the conversations
 * and the messages of those opened, plus the session and the menu's counts that
 * every signed-in page needs. Any query string (filters, pages) is its own entry.
 */
const OFFLINE_READABLE: readonly RegExp[] = [
  /^\/api\/session$/,
  /^\/api\/me\/counts$/,
  /^\/api\/me\/albums$/,
  /^\/api\/me\/albums\/all$/,
  /^\/api\/me\/albums\/[^/]+\/copies$/,
  /^\/api\/me\/folders$/,
  /^\/api\/albums\/[^/]+$/,
  /^\/api\/me\/wishlist$/,
  /^\/api\/me\/barcodes$/,
  /^\/api\/me\/collections$/,
  /^\/api\/collections\/[^/]+$/,
  /^\/api\/conversations$/,
  /^\/api\/conversations\/[^/]+$/,
  /^\/api\/conversations\/[^/]+\/messages$/,
];

export function isOfflineReadable(pathname: string): boolean {
  return OFFLINE_READABLE.some((pattern) => pattern.test(pathname));
}

/**
 * Addresses the server answers itself, never with the app's page: the API, the
 * live connection, covers, metrics, the health check, the mailed unsubscribe
 * link (one request that must reach the server), and any file (a name with an extension).
 */
export const NOT_APP_PAGES: readonly RegExp[] = [
  /^\/(api|socket\.io|covers|metrics|healthz|unsubscribe)(\/|$)/,
  /\/[^/]+\.[^/]+$/,
];
