import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client.ts';

interface QueryClientOptions {
  /** Called when any query answers 401, e.g. to re-check the session after it expired. */
  onUnauthenticated?: () => void;
  /** Tests turn retries off so failures show at once. */
  retry?: boolean;
}

const MAX_RETRIES = 2;

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
        // A 4xx answer will not change by asking again; network and 5xx failures may.
        retry: retry
          ? (failureCount, error) =>
              !(isApiError(error) && error.status >= 400 && error.status < 500) && failureCount < MAX_RETRIES
          : false,
      },
      mutations: { retry: false },
    },
  });
}
