/**
 * PostgreSQL connection failures: the server went away, restarts, refuses new
 * connections or cannot be reached. None of them is the request's fault, and
 * all of them pass by themselves, so they are answered as "try again", not as
 * a bug.
 */
const UNAVAILABLE_CODES = new Set([
  '57P01', // admin_shutdown: pg_terminate_backend, a restart
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '53300', // too_many_connections
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

const UNAVAILABLE_MESSAGES = [
  /Connection terminated/i,
  /is not queryable/i,
  /timeout exceeded when trying to connect/i,
  /not currently accepting connections/i,
  /Client was closed and is not queryable/i,
];

/** A short, stable name for the failure (for log throttling); null when it is not a connection failure. */
export function databaseUnavailableKind(error: unknown, depth = 0): string | null {
  if (!(error instanceof Error) || depth > 4) return null;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (UNAVAILABLE_CODES.has(code) || code.startsWith('08')) return code;
  }
  const message = UNAVAILABLE_MESSAGES.find((pattern) => pattern.test(error.message));
  if (message) return message.source;
  if (error instanceof AggregateError) {
    for (const inner of error.errors) {
      const kind = databaseUnavailableKind(inner, depth + 1);
      if (kind) return kind;
    }
  }
  return databaseUnavailableKind(error.cause, depth + 1);
}
