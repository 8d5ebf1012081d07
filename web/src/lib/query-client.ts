import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client.ts';
import {
  followBrowserConnection,
  isNetworkFailure,
  retryAfterConnection,
  retryDelayAfterConnection,
} from './offline/waits-for-connection.ts';

interface QueryClientOptions {
  /** Called when any query answers 401, e.g. to re-check the session after it expired. */
  onUnauthenticated?: () => void;
  /** Tests turn retries off so failures show at once (a read made offline still waits for the connection). */
  retry?: boolean;
}

const MAX_RETRIES = 2;
/** TanStack Query's own backoff: 1 s, 2 s, 4 s… up to 30 s. */
const backoff = (failureCount: number) => Math.min(1000 * 2 ** failureCount, 30_000);
/** A server out of reach while the browser says it is online: asked again now and then, without a click. */
const UNREACHABLE_RETRY_MS = 15_000;

followBrowserConnection();

export function createQueryClient({ onUnauthenticated, retry = true }: QueryClientOptions = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (isApiError(error) && error.status === 401) onUnauthenticated?.();
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Offline, a read still goes out once: the service worker may answer it from its cache.
        networkMode: 'offlineFirst',
        // A 4xx answer will not change by asking again; network and 5xx failures may.
        retry: retryAfterConnection(
          retry
            ? (failureCount, error) =>
                !(isApiError(error) && error.status >= 400 && error.status < 500) &&
                failureCount < MAX_RETRIES
            : () => false,
        ),
        retryDelay: retryDelayAfterConnection(backoff),
        refetchInterval: (query) =>
          query.state.status === 'error' && isNetworkFailure(query.state.error)
            ? UNREACHABLE_RETRY_MS
            : false,
      },
      // A change made offline is refused at once (lib/api-client.ts), never held back to be sent later.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
