import { type Server, type Socket, connect, createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisCheck } from '../src/modules/health/redis-check.ts';
import { type TestContext, createTestContext } from './helpers/app.ts';

const REDIS_URL = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');

/** A TCP relay in front of Redis that the test can take down and bring back on the same port. */
async function startRelay() {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;
  const open = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(Number(REDIS_URL.port || 6379), REDIS_URL.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as AddressInfo).port;
        resolve();
      });
    });
  await open();
  return {
    url: () => `redis://127.0.0.1:${port}`,
    down: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server!.close(() => resolve()));
    },
    up: open,
  };
}

const health = (ctx: TestContext) => ctx.app.inject({ method: 'GET', url: '/healthz' });

describe('GET /healthz with Redis', () => {
  let relay: Awaited<ReturnType<typeof startRelay>>;
  let ctx: TestContext;

  beforeAll(async () => {
    relay = await startRelay();
    ctx = await createTestContext({ REDIS_URL: relay.url() });
  });

  afterAll(async () => {
    await ctx.close();
    await relay.down().catch(() => undefined);
  });

  it('reports Redis when REDIS_URL is set', async () => {
    const response = await health(ctx);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok', redis: 'ok' });
  });

  it('answers 503 while Redis is unreachable, and 200 once it is back', async () => {
    await relay.down();
    const started = Date.now();
    const down = await health(ctx);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({
      error: {
        code: 'SERVICE_UNAVAILABLE',
        message: 'Redis no responde: los avisos en tiempo real no llegan.',
      },
    });

    await relay.up();
    const deadline = Date.now() + 10_000;
    let again = await health(ctx);
    while (again.statusCode !== 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      again = await health(ctx);
    }
    expect(again.statusCode).toBe(200);
  });
});

describe('Redis health check', () => {
  it('answers false at once for a closed port', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const silent = { warn: () => undefined } as unknown as Parameters<typeof createRedisCheck>[1];
    const check = createRedisCheck(`redis://127.0.0.1:${port}`, silent);
    try {
      const started = Date.now();
      expect(await check.isReachable()).toBe(false);
      expect(await check.isReachable()).toBe(false);
      expect(Date.now() - started).toBeLessThan(2_500);
    } finally {
      check.close();
    }
  });
});
