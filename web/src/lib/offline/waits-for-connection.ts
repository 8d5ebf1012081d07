import { type FetchStatus, onlineManager } from '@tanstack/react-query';
import { isApiError } from '../api-client.ts';
import { isBrowserOffline } from './network-status.ts';

/**
 * TanStack Query waits for the connection by the browser's word: offline from the start too (its
 * own listener assumes online until an event says otherwise, so a page opened offline never heard
 * it come back). Its queries then pause their retries, and go on by themselves once it is back.
 */
export function followBrowserConnection(): void {
  if (typeof window === 'undefined') return;
  onlineManager.setEventListener((setOnline) => {
    const update = () => setOnline(!isBrowserOffline());
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  });
}

/** The request never reached the server, and the device says it is offline. */
export const failedOffline = (error: unknown): boolean =>
  isApiError(error) && error.code === 'NETWORK_ERROR' && !onlineManager.isOnline();

/** The request never reached the server, online or not. */
export const isNetworkFailure = (error: unknown): boolean =>
  isApiError(error) && error.code === 'NETWORK_ERROR';

/**
 * A read that failed offline is asked again, at once: the query pauses right away (nothing spins)
 * until the connection returns, then asks again by itself. Other failures follow `retry`.
 */
export const retryAfterConnection =
  (retry: (failureCount: number, error: unknown) => boolean) =>
  (failureCount: number, error: unknown): boolean =>
    failedOffline(error) || retry(failureCount, error);

export const retryDelayAfterConnection =
  (delay: (failureCount: number) => number) =>
  (failureCount: number, error: unknown): number =>
    failedOffline(error) ? 0 : delay(failureCount);

/** Nothing to show yet, and the query waits for the connection to ask again. */
export const waitsForConnection = (query: { fetchStatus: FetchStatus; data?: unknown }): boolean =>
  query.fetchStatus === 'paused' && query.data === undefined;
