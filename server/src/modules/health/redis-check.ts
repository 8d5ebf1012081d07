import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { createLogThrottle } from '../../lib/log-throttle.ts';

const CHECK_TIMEOUT_MS = 1_000;

/**
 * One small connection of its own for health checks: a PING on an open
 * connection is cheap, and while Redis is down the check answers at once from
 * the connection's state instead of queueing (ioredis reconnects by itself).
 */
export function createRedisCheck(url: string, log: FastifyBaseLogger) {
  const client = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: CHECK_TIMEOUT_MS,
    retryStrategy: (times) => Math.min(times * 500, 5_000),
  });
  const throttle = createLogThrottle();
  client.on('error', (error) =>
    throttle('redis', (suppressed) =>
      log.warn({ err: error, suppressed }, 'health check: redis unreachable'),
    ),
  );

  return {
    async isReachable(): Promise<boolean> {
      try {
        if (client.status === 'wait') await withTimeout(client.connect());
        if (client.status !== 'ready') return false;
        return (await withTimeout(client.ping())) === 'PONG';
      } catch {
        return false;
      }
    },
    close: (): void => client.disconnect(),
  };
}

async function withTimeout<T>(promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('redis check timed out')), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
