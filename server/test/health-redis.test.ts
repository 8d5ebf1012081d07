import { type AddressInfo, createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisCheck } from '../src/modules/health/redis-check.ts';
import { type TestContext, createTestContext } from './helpers/app.ts';
import { startRelay } from './helpers/redis-relay.ts';

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
