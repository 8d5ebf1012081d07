import type { IncomingMessage } from 'node:http';

/**
 * PostgreSQL connection failures: the server went away, restarts, refuses new
 * connections or cannot be reached. None of them is the request's fault, and
 * all of them pass by themselves, so they are answered as "try again", not as
 * a bug.
 */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: pg_terminate_backend, a restart
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '53300', // too_many_connections
]);

/**
 * A socket's failures, as the driver's connection to the database meets them. They count only
 * with the system call that failed (`syscall`): Node gives the same ECONNRESET, without one, to a
 * request whose client hung up (see isClientAbort).
 */
const UNAVAILABLE_SOCKET_CODES = new Set([
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
  // A TLS connection to the database lost before its handshake (an ECONNRESET without a syscall).
  /socket disconnected before secure TLS connection/i,
];

/** A short, stable name for the failure (for log throttling); null when it is not a connection failure. */
export function databaseUnavailableKind(error: unknown, depth = 0): string | null {
  if (!(error instanceof Error) || depth > 4) return null;
  const { code, syscall } = error as { code?: unknown; syscall?: unknown };
  if (typeof code === 'string') {
    if (UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return code;
    if (UNAVAILABLE_SOCKET_CODES.has(code) && typeof syscall === 'string') return code;
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

/**
 * Whether the error is the request's own body failing because its client hung up before sending
 * it all (Node's 'aborted', code ECONNRESET): the client's doing, not an outage of anything.
 */
export function isClientAbort(error: unknown, request: IncomingMessage): boolean {
  return error instanceof Error && request.errored === error;
}
