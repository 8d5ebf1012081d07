import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/database.ts';
import { createKeptReads } from '../src/lib/kept-reads.ts';
import { shareWrites } from '../src/lib/shared-writes.ts';
import { albumRow } from './helpers/albums.ts';
import { type TestContext, createTestContext } from './helpers/app.ts';
import { testDialect } from './helpers/database.ts';
import { startRelay } from './helpers/redis-relay.ts';
import { type TestUser, createUser } from './helpers/users.ts';

/*
 * Several servers on one PostgreSQL database, with REDIS_URL, tell each other
 * the writes they commit (lib/shared-writes.ts), so what one keeps follows the
 * others' writes. Two openings of the test's database stand for two servers:
 * A talks to Redis directly, B through a relay the test can take down.
 */

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Redis answers in a millisecond; this is room for a busy machine. */
const HEARD_WITHIN = { timeout: 5_000, interval: 20 };

let ctx: TestContext;
let relay: Awaited<ReturnType<typeof startRelay>>;
let a: DatabaseHandle;
let b: DatabaseHandle;
let closers: Array<() => Promise<void>> = [];
let nextId = 770_000;
const newAlbum = () =>
  albumRow({ id: String((nextId += 1)), name: 'Compartido', artist: 'Nadie', year: 2001 });
/** Whether B's count for albums no longer moves between two reads: it hears Redis. */
const listening = () => b.albumWrites.generation === b.albumWrites.generation;

describe.skipIf(testDialect() !== 'postgres')('writes shared between servers through Redis', () => {
  let ana: TestUser;
  let bea: TestUser;

  beforeAll(async () => {
    ctx = await createTestContext();
    relay = await startRelay();
    a = await openDatabase(ctx.config.database);
    b = await openDatabase(ctx.config.database);
    const sharedA = await shareWrites([a.albumWrites, a.matchWrites], REDIS_URL, ctx.app.log);
    const sharedB = await shareWrites([b.albumWrites, b.matchWrites], relay.url(), ctx.app.log);
    closers = [sharedA.close, sharedB.close, a.close, b.close];
    [ana, bea] = await Promise.all([
      createUser(ctx.app, { name: 'Ana' }),
      createUser(ctx.app, { name: 'Bea' }),
    ]);
  });
  afterAll(async () => {
    for (const close of closers) await close();
    await relay.down().catch(() => undefined);
    await ctx.close();
  });

  it("moves B's count of the tables A committed a write of, and only theirs; A does not hear itself", async () => {
    const albums = b.albumWrites.generation;
    await a.db.insertInto('album').values(newAlbum()).execute();
    const ownCount = a.albumWrites.generation;
    await vi.waitFor(() => expect(b.albumWrites.generation).not.toBe(albums), HEARD_WITHIN);

    const albumsNow = b.albumWrites.generation;
    const matches = b.matchWrites.generation;
    await a.db
      .insertInto('user_block')
      .values({ user_id: ana.id, blocked_id: bea.id, created_at: 1 })
      .execute();
    await vi.waitFor(() => expect(b.matchWrites.generation).not.toBe(matches), HEARD_WITHIN);
    expect(b.albumWrites.generation).toBe(albumsNow);
    expect(a.albumWrites.generation).toBe(ownCount);
  });

  it('keeps nothing on B while it cannot hear the others, and reads again what it kept once it hears them', async () => {
    const kept = createKeptReads<string, string>(b.albumWrites, { maxAgeMs: Infinity, maxEntries: 10 });
    let reads = 0;
    const read = () => {
      reads += 1;
      return Promise.resolve(`lectura ${reads}`);
    };
    await kept('primera', read);
    await kept('primera', read);
    expect(reads).toBe(1);

    await relay.down();
    await vi.waitFor(() => expect(listening()).toBe(false), HEARD_WITHIN);
    await kept('primera', read);
    await kept('primera', read);
    expect(reads).toBe(3);

    await relay.up();
    await vi.waitFor(() => expect(listening()).toBe(true), { timeout: 15_000, interval: 50 });
    // What A commits meanwhile is heard again.
    const albums = b.albumWrites.generation;
    await kept('primera', read);
    await kept('primera', read);
    expect(reads).toBe(4);
    await a.db.insertInto('album').values(newAlbum()).execute();
    await vi.waitFor(() => expect(b.albumWrites.generation).not.toBe(albums), HEARD_WITHIN);
    await kept('primera', read);
    expect(reads).toBe(5);
  }, 30_000);
});
