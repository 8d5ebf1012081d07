/**
 * Whether the server is out of reach: the browser says it is offline, or the
 * last API request failed for network reasons (or was answered from the
 * service worker's cache). Kept tiny: the API client, in the entry chunk, reports here.
 */
let apiUnreachable = false;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function reportApiReachable(reachable: boolean): void {
  if (apiUnreachable !== reachable) return;
  apiUnreachable = !reachable;
  notify();
}

export function isBrowserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

export function isOffline(): boolean {
  return apiUnreachable || isBrowserOffline();
}

/** For useSyncExternalStore: calls back on the browser's online/offline events and on API reports. */
export function subscribeToNetworkStatus(listener: () => void): () => void {
  // Back online: the next request tells whether the server answers again.
  const onOnline = () => {
    apiUnreachable = false;
    listener();
  };
  listeners.add(listener);
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', listener);
  };
}
