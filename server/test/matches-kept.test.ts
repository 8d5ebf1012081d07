import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MatchesPage } from '@surcos/contracts/matches';
import { type DatabaseHandle, openDatabase } from '../src/db/database.ts';
import { refreshMatchesOfLists } from '../src/db/match-tables.ts';
import {
  createMatchesRepository,
  type MatchesRepository,
} from '../src/modules/matches/matches.repository.ts';
import { createMatchesService, type MatchesService } from '../src/modules/matches/matches.service.ts';
import { follow, own, wish } from './helpers/acts.ts';
import { albumRow } from './helpers/albums.ts';
import { type TestContext, createTestContext } from './helpers/app.ts';
import { testDialect } from './helpers/database.ts';
import { as } from './helpers/requests.ts';
import { type TestUser, createUser } from './helpers/users.ts';

/*
 * Coincidencias' first page is kept per viewer until something it shows is
 * written (docs/decisions/068-kept-first-pages.md). The service here runs on
 * a second opening of the app's database: its writes are this server's own,
 * the app's are another server's (or an `npm run` tool's) on the same database.
 */

let ctx: TestContext;
let handle: DatabaseHandle;
let service: MatchesService;
let repository: MatchesRepository;
let reads = 0;
let ana: TestUser;
let bea: TestUser;

const ALBUMS = ['880001', '880002', '880003'];
const serialize = (page: MatchesPage) => JSON.stringify(page);
const firstPage = () => service.firstPageJson(ana.id, serialize);
/** What the page is now, read afresh. */
const uncached = async () => serialize(await service.list(ana.id, undefined));

beforeAll(async () => {
  ctx = await createTestContext();
  handle = await openDatabase(ctx.config.database);
  const real = createMatchesRepository(handle.db, handle.dialect);
  repository = {
    ...real,
    page: (...args) => {
      reads += 1;
      return real.page(...args);
    },
  };
  service = createMatchesService({
    matches: repository,
    matchWrites: handle.matchWrites,
    dialect: handle.dialect,
  });
  await ctx.app.db
    .insertInto('album')
    .values(ALBUMS.map((id, index) => albumRow({ id, name: `Disco ${index}`, artist: 'Grupo', year: 1990 })))
    .execute();
  ana = await createUser(ctx.app, { name: 'Ana' });
  bea = await createUser(ctx.app, { name: 'Bea' });
  await follow(ctx.app, ana, bea);
  await wish(ctx.app, ana, ALBUMS[0]!);
  await own(ctx.app, bea, ALBUMS[0]!);
});
afterAll(async () => {
  await handle.close();
  await ctx.close();
});

describe("Coincidencias' kept first page", () => {
  it('answers the same viewer again without reading, and each viewer their own page', async () => {
    const first = await firstPage();
    expect(JSON.parse(first)).toMatchObject({ items: [{ user: { name: 'Bea' } }] });
    const readsBefore = reads;
    expect(await firstPage()).toBe(first);
    expect(await firstPage()).toBe(first);
    expect(reads).toBe(readsBefore);
    // Bea follows nobody: her page is her own, read for her.
    expect(JSON.parse(await service.firstPageJson(bea.id, serialize))).toMatchObject({ items: [] });
    expect(reads).toBe(readsBefore + 1);
  });

  it('shares one read between requests that miss together', async () => {
    await handle.db.updateTable('album').set({ label: 'Otro sello' }).where('id', '=', ALBUMS[0]!).execute();
    const readsBefore = reads;
    const [one, two] = await Promise.all([firstPage(), firstPage()]);
    expect(one).toBe(two);
    expect(reads).toBe(readsBefore + 1);
  });

  // Each change this server writes shows at the next request: the page is read again and is what a fresh read gives.
  it.each<[string, () => Promise<unknown>]>([
    ['a new match', () => wishThrough(handle, ana.id, ALBUMS[1]!, bea.id)],
    [
      'a rename (the trigger rewrites the matches)',
      () => handle.db.updateTable('user').set({ name: 'Beatriz' }).where('id', '=', bea.id).execute(),
    ],
    [
      "a card's change",
      () =>
        handle.db.updateTable('album').set({ name: 'Disco nuevo' }).where('id', '=', ALBUMS[0]!).execute(),
    ],
    [
      'a block',
      () =>
        handle.db
          .insertInto('user_block')
          .values({ user_id: ana.id, blocked_id: bea.id, created_at: 1 })
          .execute(),
    ],
    ['its end', () => handle.db.deleteFrom('user_block').where('user_id', '=', ana.id).execute()],
    [
      'a suspension',
      () => handle.db.updateTable('user').set({ suspendedAt: 1 }).where('id', '=', bea.id).execute(),
    ],
    [
      'its end',
      () => handle.db.updateTable('user').set({ suspendedAt: null }).where('id', '=', bea.id).execute(),
    ],
  ])('shows %s at once', async (_, change) => {
    const before = await firstPage();
    const readsBefore = reads;
    await change();
    const after = await firstPage();
    expect(reads).toBe(readsBefore + 1);
    expect(after).not.toBe(before);
    expect(after).toBe(await uncached());
  });

  it.runIf(testDialect() === 'sqlite')("shows another connection's change at once on SQLite", async () => {
    const before = await firstPage();
    await own(ctx.app, bea, ALBUMS[2]!);
    await wish(ctx.app, ana, ALBUMS[2]!);
    const after = await firstPage();
    expect(after).not.toBe(before);
    expect(after).toBe(await uncached());
  });

  it.runIf(testDialect() === 'postgres')(
    "shows another server's change within a second on PostgreSQL",
    async () => {
      await firstPage();
      await own(ctx.app, bea, ALBUMS[2]!);
      await wish(ctx.app, ana, ALBUMS[2]!);
      const fresh = await uncached();
      await vi.waitFor(async () => expect(await firstPage()).toBe(fresh), { timeout: 3_000, interval: 100 });
    },
  );

  it('is what the route answers: the first page from the kept JSON, a later one read as ever', async () => {
    const response = await as(ctx.app, ana).get('/api/me/matches');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json<MatchesPage>()).toEqual(JSON.parse(await uncached()));
  });
});

/** Ana wishes for an album Bea holds, written as the app writes lists: then the match tables, in one transaction. */
async function wishThrough(database: DatabaseHandle, userId: string, albumId: string, holderId: string) {
  await database.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('wishlist_entry')
      .values({ user_id: userId, album_id: albumId, added_at: 2 })
      .execute();
    await trx
      .insertInto('album_owner')
      .values({ user_id: holderId, album_id: albumId, added_at: 2 })
      .execute();
    await refreshMatchesOfLists(trx, database.dialect, userId, [albumId]);
    await refreshMatchesOfLists(trx, database.dialect, holderId, [albumId]);
  });
}
