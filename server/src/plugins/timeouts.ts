import type { FastifyServerOptions } from 'fastify';

/**
 * Server timeouts against slow clients: a request (headers and body) must
 * arrive within `requestTimeoutMs` or the connection gets 408 and is closed,
 * so connections trickling bytes cannot pile up when Surcos faces the
 * internet without a proxy. Node checks pending requests on an interval;
 * checking at a fraction of the timeout keeps the real limit close to the
 * configured one.
 */
export function connectionTimeouts(requestTimeoutMs: number): Pick<
  FastifyServerOptions,
  'requestTimeout' | 'connectionTimeout'
> & {
  http: { headersTimeout: number; connectionsCheckingInterval: number };
} {
  return {
    requestTimeout: requestTimeoutMs,
    // An idle socket is closed after twice that; Socket.IO pings every 25 s, so live sockets are never idle that long.
    connectionTimeout: Math.max(requestTimeoutMs * 2, 60_000),
    http: {
      headersTimeout: Math.min(requestTimeoutMs, 60_000),
      connectionsCheckingInterval: Math.min(Math.max(Math.floor(requestTimeoutMs / 4), 100), 5_000),
    },
  };
}
