import { randomBytes } from 'node:crypto';
import type { KvStore } from '@fedify/fedify';
import { Temporal } from '@js-temporal/polyfill';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDatabaseKvStore } from '../src/modules/federation/kv-store.repository.ts';
import {
  createDatabaseMessageQueue,
  type QueueSettings,
} from '../src/modules/federation/message-queue.repository.ts';
import type { SurcosMessageQueue } from '../src/modules/federation/queue-listener.ts';
import { createRedisKvStore } from '../src/modules/federation/redis-kv-store.ts';
import { createRedisMessageQueue } from '../src/modules/federation/redis-message-queue.ts';
import { type TestContext, createTestContext } from './helpers/app.ts';
import { testDialect } from './helpers/database.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A clock the tests move by hand: no test waits for time to pass. */
const clock = { current: Date.now(), now: () => clock.current };

interface Backend {
  name: string;
  kv: () => KvStore & { cas: NonNullable<KvStore['cas']> };
  /** Queues over one shared storage, like two instances of the server. */
  queue: (settings?: Partial<QueueSettings>) => SurcosMessageQueue;
  /** Proves a value set with `ttlMs` is gone once that time has passed. */
  expectExpires: (store: KvStore, key: readonly [string, ...string[]], ttlMs: number) => Promise<void>;
}

const errors: unknown[] = [];
const settings = (more: Partial<QueueSettings> = {}): QueueSettings => ({
  pollIntervalMs: 60_000,
  leaseMs: 30_000,
  clock,
  onError: (error) => errors.push(error),
  ...more,
});

let ctx: TestContext;
let redis: Redis;
const redisPrefix = `surcos-test:${randomBytes(4).toString('hex')}:`;

beforeAll(async () => {
  ctx = await createTestContext();
  redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
});

afterAll(async () => {
  const left = await redis.keys(`${redisPrefix}*`);
  if (left.length > 0) await redis.del(...left);
  await redis.quit();
  await ctx.close();
});

const allBackends: Backend[] = [
  {
    name: 'the database',
    kv: () => createDatabaseKvStore(ctx.app.db, clock),
    queue: (more) => createDatabaseMessageQueue(ctx.app.db, ctx.app.dialect, settings(more)),
    expectExpires: async (store, key, ttlMs) => {
      clock.current += ttlMs - 1;
      expect(await store.get(key)).toBeDefined();
      clock.current += 1;
      expect(await store.get(key)).toBeUndefined();
      const swept = await createDatabaseKvStore(ctx.app.db, clock).sweep();
      expect(swept).toBeGreaterThanOrEqual(1);
    },
  },
  {
    name: 'Redis',
    kv: () => createRedisKvStore(redis, `${redisPrefix}kv:`),
    queue: (more) => createRedisMessageQueue(redis, `${redisPrefix}mq:`, settings(more)),
    // Redis expires keys itself, on its own clock.
    expectExpires: async (_store, key, ttlMs) => {
      const left = await redis.pttl(`${redisPrefix}kv:${JSON.stringify(key)}`);
      expect(left).toBeGreaterThan(0);
      expect(left).toBeLessThanOrEqual(ttlMs);
    },
  },
];

// Redis is the same in both projects: tested once, beside SQLite.
const backends = allBackends.filter((backend) => backend.name !== 'Redis' || testDialect() === 'sqlite');

describe.each(backends)('Fedify storage on $name', (backend) => {
  describe('key–value store', () => {
    it('gets what was set, replaces it and deletes it', async () => {
      const store = backend.kv();
      const key = [
        '_fedify',
        'remoteDocument',
        `https://example.com/${randomBytes(3).toString('hex')}`,
      ] as const;
      expect(await store.get(key)).toBeUndefined();
      await store.set(key, { document: { id: 'x', n: 1 }, list: [1, 'two', null] });
      expect(await store.get(key)).toEqual({ document: { id: 'x', n: 1 }, list: [1, 'two', null] });
      await store.set(key, 'second');
      expect(await store.get(key)).toBe('second');
      await store.delete(key);
      expect(await store.get(key)).toBeUndefined();
      await store.delete(key);
    });

    it('forgets a value once its time to live has passed', async () => {
      const store = backend.kv();
      const key = ['ttl', randomBytes(3).toString('hex')] as const;
      await store.set(key, true, { ttl: Temporal.Duration.from({ seconds: 30 }) });
      expect(await store.get(key)).toBe(true);
      await backend.expectExpires(store, key, 30_000);
    });

    it('swaps only from the expected value, whatever the order of its fields', async () => {
      const store = backend.kv();
      const key = ['cas', randomBytes(3).toString('hex')] as const;
      expect(await store.cas(key, undefined, { state: 'closed', failures: 0 })).toBe(true);
      expect(await store.cas(key, undefined, { state: 'open' })).toBe(false);
      expect(await store.cas(key, { state: 'open' }, { state: 'half-open' })).toBe(false);
      expect(await store.cas(key, { failures: 0, state: 'closed' }, { state: 'open', failures: 5 })).toBe(
        true,
      );
      expect(await store.get(key)).toEqual({ state: 'open', failures: 5 });
    });

    it('lists the entries under a prefix, and only those', async () => {
      const store = backend.kv();
      const root = randomBytes(3).toString('hex');
      await store.set([root, 'b'], 1);
      await store.set([root, 'b', 'c'], 2);
      await store.set([root, 'bc'], 3);
      await store.set([root, 'b%_*?[', 'd'], 4);
      await store.set([`${root}x`, 'b'], 5);
      const listed = async (prefix?: readonly [string, ...string[]]) => {
        const entries = [];
        for await (const entry of store.list(prefix)) entries.push(entry);
        return entries;
      };
      const byValue = (entries: Array<{ value: unknown }>) =>
        entries.sort((a, b) => Number(a.value) - Number(b.value));
      expect(byValue(await listed([root, 'b']))).toEqual([
        { key: [root, 'b'], value: 1 },
        { key: [root, 'b', 'c'], value: 2 },
      ]);
      expect((await listed([root])).map((entry) => entry.value).sort()).toEqual([1, 2, 3, 4]);
      expect(await listed([root, 'b%_*?['])).toEqual([{ key: [root, 'b%_*?[', 'd'], value: 4 }]);
      const all = (await listed()).map((entry) => entry.key[0]);
      expect(all).toContain(root);
      expect(all).toContain(`${root}x`);
    });
  });

  describe('message queue', () => {
    it('hands each message to exactly one of two listening instances', async () => {
      const [first, second] = [backend.queue(), backend.queue()];
      const controller = new AbortController();
      const received: string[] = [];
      const listening = [first, second].map((queue, index) =>
        queue.listen(
          (message: string) => {
            received.push(`${index}:${message}`);
          },
          { signal: controller.signal },
        ),
      );
      for (let n = 0; n < 20; n++) await first.enqueue(`m${n}`);
      await second.enqueueMany(['a', 'b', 'c']);
      await vi.waitFor(() => expect(received).toHaveLength(23), { interval: 5 });
      const messages = received.map((each) => each.split(':')[1]).sort();
      expect(messages).toEqual([...Array.from({ length: 20 }, (_, n) => `m${n}`), 'a', 'b', 'c'].sort());
      controller.abort();
      await Promise.all(listening);
      expect(await first.getDepth()).toEqual({ queued: 0, ready: 0, delayed: 0 });
    });

    it('keeps a delayed message until its time', async () => {
      const queue = backend.queue();
      const controller = new AbortController();
      const received: string[] = [];
      const listening = queue.listen((message: string) => void received.push(message), {
        signal: controller.signal,
      });
      await queue.enqueue('later', { delay: Temporal.Duration.from({ seconds: 3 }) });
      await queue.enqueue('now');
      await vi.waitFor(() => expect(received).toEqual(['now']), { interval: 5 });
      expect(await queue.getDepth()).toEqual({ queued: 1, ready: 0, delayed: 1 });
      clock.current += 3_000;
      await queue.enqueueMany(['after'], { delay: Temporal.Duration.from({ seconds: 0 }) });
      await vi.waitFor(() => expect(received).toEqual(['now', 'later', 'after']), { interval: 5 });
      controller.abort();
      await listening;
    });

    it('runs messages sharing an ordering key one at a time, in order', async () => {
      const [first, second] = [backend.queue(), backend.queue()];
      const controller = new AbortController();
      const events: string[] = [];
      const handle = async (message: { key: string | null; n: number }) => {
        events.push(`${message.key}${message.n}+`);
        for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setImmediate(resolve));
        events.push(`${message.key}${message.n}-`);
      };
      const listening = [first, second].map((queue) => queue.listen(handle, { signal: controller.signal }));
      for (let n = 1; n <= 3; n++) {
        await first.enqueue({ key: 'A', n }, { orderingKey: 'A' });
        await first.enqueue({ key: 'B', n }, { orderingKey: 'B' });
      }
      await first.enqueue({ key: null, n: 1 });
      await vi.waitFor(() => expect(events).toHaveLength(14), { interval: 5 });
      for (const key of ['A', 'B']) {
        expect(events.filter((event) => event.startsWith(key))).toEqual([
          `${key}1+`,
          `${key}1-`,
          `${key}2+`,
          `${key}2-`,
          `${key}3+`,
          `${key}3-`,
        ]);
      }
      controller.abort();
      await Promise.all(listening);
    });

    it('hands a message on when the worker holding it stops answering, and survives a failing handler', async () => {
      const [stuck, healthy] = [backend.queue({ leaseMs: 10_000 }), backend.queue({ leaseMs: 10_000 })];
      const controller = new AbortController();
      const received: string[] = [];
      let release = () => undefined as void;
      const hang = new Promise<void>((resolve) => (release = resolve));
      const stuckListening = stuck.listen(
        async (message: string) => {
          received.push(`stuck:${message}`);
          await hang;
        },
        { signal: controller.signal },
      );
      await stuck.enqueue('job');
      await vi.waitFor(() => expect(received).toEqual(['stuck:job']), { interval: 5 });
      const failuresBefore = errors.length;
      const healthyListening = healthy.listen(
        (message: string) => {
          received.push(`healthy:${message}`);
          if (message === 'poison') throw new Error('handler failed');
        },
        { signal: controller.signal },
      );
      clock.current += 10_001;
      await healthy.enqueue('poison');
      await vi.waitFor(() => expect(received).toContain('healthy:job'), { interval: 5 });
      await vi.waitFor(() => expect(received).toContain('healthy:poison'), { interval: 5 });
      expect(errors.length).toBe(failuresBefore + 1);
      release();
      controller.abort();
      await Promise.all([stuckListening, healthyListening]);
      expect((await healthy.getDepth()).queued).toBe(0);
    });

    it('stops listening when aborted, leaving later messages queued', async () => {
      const queue = backend.queue();
      const controller = new AbortController();
      const listening = queue.listen(() => undefined, { signal: controller.signal });
      controller.abort();
      await listening;
      await queue.enqueue('left');
      expect(await queue.getDepth()).toEqual({ queued: 1, ready: 1, delayed: 0 });
      const drain = new AbortController();
      const drained: string[] = [];
      const draining = queue.listen((message: string) => void drained.push(message), {
        signal: drain.signal,
      });
      await vi.waitFor(() => expect(drained).toEqual(['left']), { interval: 5 });
      drain.abort();
      await draining;
    });
  });
});
