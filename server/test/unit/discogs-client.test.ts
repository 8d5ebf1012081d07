import type { MusicCaller } from '../../src/music/music-database.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DISCOGS_DEFAULTS,
  createDiscogsClient,
  type DiscogsOptions,
} from '../../src/music/discogs-client.ts';
import { MusicDatabaseError, MusicDatabaseRateLimitedError } from '../../src/music/music-database.ts';
import { withSearchCache } from '../../src/music/search-cache.ts';
import { startFakeDiscogs } from '../helpers/fake-discogs.ts';

const TEST_CALLER: MusicCaller = { kind: 'member', userId: 'test-user' };

let fake: Awaited<ReturnType<typeof startFakeDiscogs>>;
beforeAll(async () => {
  fake = await startFakeDiscogs();
});
afterAll(() => fake.close());

const client = (options: Partial<DiscogsOptions> = {}) =>
  createDiscogsClient({
    baseUrl: fake.url,
    token: 'secreto',
    userAgent: 'Surcos/0.1.0 +http://localhost:3000',
    log: { warn: () => undefined, error: () => undefined },
    retryDelayMs: 50,
    ...options,
  });

describe('Discogs client', () => {
  it('waits 5 seconds before retrying a 429 by default, as SPEC.md says', () => {
    expect(DISCOGS_DEFAULTS.retryDelayMs).toBe(5000);
    expect(DISCOGS_DEFAULTS.timeoutMs).toBeGreaterThan(0);
  });

  it('sends the token and a User-Agent naming Surcos; one search is one request', async () => {
    const before = fake.requests.length;
    const page = await client().search('nirvana nevermind', 1, TEST_CALLER);
    expect(fake.requests.length - before).toBe(1);
    const request = fake.requests.at(-1)!;
    expect(request.path).toBe('/database/search?q=nirvana+nevermind&type=release&page=1&per_page=10');
    expect(request.headers.authorization).toBe('Discogs token=secreto');
    expect(request.headers['user-agent']).toMatch(/^Surcos\//);
    expect(page.results[0]).toMatchObject({ name: 'Nevermind', artist: 'Nirvana' });
    expect(page.hasMore).toBe(true);
  });

  it('fetches and maps a release', async () => {
    expect(await client().release('249504', TEST_CALLER)).toMatchObject({ name: 'Never Gonna Give You Up' });
  });

  it('answers null for an unknown or non-numeric release, without asking for the latter', async () => {
    expect(await client().release('999999999', TEST_CALLER)).toBeNull();
    const before = fake.requests.length;
    expect(await client().release('../users/me', TEST_CALLER)).toBeNull();
    expect(fake.requests.length).toBe(before);
  });

  it('retries a 429 after the delay and then succeeds', async () => {
    fake.failNext('429');
    const started = Date.now();
    expect(await client({ retryDelayMs: 300 }).release('249504', TEST_CALLER)).not.toBeNull();
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
  });

  it('gives up after a few 429s with a rate-limit error', async () => {
    fake.failNext('429', '429', '429', '429');
    await expect(client({ maxRetries: 2 }).search('nirvana', 1, TEST_CALLER)).rejects.toBeInstanceOf(
      MusicDatabaseRateLimitedError,
    );
    fake.failNext(); // leave no fault behind
  });

  it('turns a 500, malformed JSON and a hang into a music-database error', async () => {
    fake.failNext('500');
    await expect(client().release('249504', TEST_CALLER)).rejects.toBeInstanceOf(MusicDatabaseError);
    fake.failNext('malformed');
    await expect(client().release('249504', TEST_CALLER)).rejects.toBeInstanceOf(MusicDatabaseError);
    fake.failNext('hang');
    await expect(client({ timeoutMs: 200 }).release('249504', TEST_CALLER)).rejects.toThrow(
      /TimeoutError|aborted/i,
    );
  });

  it('slows down when Discogs says the budget is spent, and tells the user when the wait is too long', async () => {
    fake.setRemaining(0);
    const paced = client({ maxQueueWaitMs: 100 });
    try {
      await paced.release('249504', TEST_CALLER);
      await expect(paced.release('249504', TEST_CALLER)).rejects.toBeInstanceOf(
        MusicDatabaseRateLimitedError,
      );
    } finally {
      fake.setRemaining(59);
    }
  });

  it('never sends more than the per-minute budget', async () => {
    const paced = client({ requestsPerMinute: 3, maxQueueWaitMs: 50 });
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => paced.release('249504', TEST_CALLER)),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(2);
    expect(results.filter((result) => result.status === 'rejected')).toHaveLength(3);
  });
});

describe('search cache', () => {
  it('asks once for the same query and page, however it is typed, even at the same moment', async () => {
    const cached = withSearchCache(client());
    const before = fake.requests.length;
    await Promise.all([
      cached.search('Nirvana', 1, TEST_CALLER),
      cached.search('nirvana', 1, TEST_CALLER),
      cached.search(' NIRVANA ', 1, TEST_CALLER),
    ]);
    await cached.search('nirvana', 1, TEST_CALLER);
    expect(fake.requests.length - before).toBe(1);
    await cached.search('nirvana', 2, TEST_CALLER);
    expect(fake.requests.length - before).toBe(2);
  });

  it('does not keep failures', async () => {
    const cached = withSearchCache(client());
    fake.failNext('500');
    await expect(cached.search('moonblood', 1, TEST_CALLER)).rejects.toBeInstanceOf(MusicDatabaseError);
    expect((await cached.search('moonblood', 1, TEST_CALLER)).results.length).toBeGreaterThan(0);
  });
});
