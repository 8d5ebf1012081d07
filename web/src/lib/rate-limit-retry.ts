import { isApiError } from './api-client.ts';
import { retryAfterConnection, retryDelayAfterConnection } from './offline/waits-for-connection.ts';

/** SPEC.md §9: after a rate limit, ask again in 5 s. */
export const RATE_LIMIT_RETRY_DELAY_MS = 5000;
/** Bounded, so a music database that keeps refusing does not get asked forever. */
const RATE_LIMIT_MAX_RETRIES = 5;

export function isRateLimited(error: unknown): boolean {
  return isApiError(error) && error.code === 'MUSIC_DATABASE_RATE_LIMITED';
}

/**
 * Query options for requests that reach the music database: a 429 is retried
 * by itself after 5 s (the screen shows the message meanwhile, from
 * `failureReason`); a read made offline waits for the connection; any other
 * failure is shown at once with a retry button.
 */
export const rateLimitRetry = {
  retry: retryAfterConnection(
    (failureCount: number, error: unknown) => isRateLimited(error) && failureCount < RATE_LIMIT_MAX_RETRIES,
  ),
  retryDelay: retryDelayAfterConnection(() => RATE_LIMIT_RETRY_DELAY_MS),
} as const;
