import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AlbumMatchesList, MatchesPage } from '@surcos/contracts/matches';
import { type DatabaseHandle, openDatabase } from '../src/db/database.ts';
import { createAlbumsRepository } from '../src/modules/albums/albums.repository.ts';
import {
  createMatchesRepository,
  type MatchesRepository,
} from '../src/modules/matches/matches.repository.ts';
import {
  createMatchesService,
  keptAnswersMaxAge,
  type MatchesService,
} from '../src/modules/matches/matches.service.ts';
import { createWishlistRepository } from '../src/modules/wishlist/wishlist.repository.ts';
import { follow, own, wish } from './helpers/acts.ts';
import { albumRow } from './helpers/albums.ts';
import { type TestContext, createTestContext } from './helpers/app.ts';
import { testDialect } from './helpers/database.ts';
import { as } from './helpers/requests.ts';
import { type TestUser, createUser } from './helpers/users.ts';

/*
 * Coincidencias' first page and the matches of a page of cards are kept per
 * viewer (and cards) until something they show is written
 * (docs/decisions/068-kept-first-pages.md). The service here runs on
 * a second opening of the app's database: its writes are this server's own,
 * the app's are another server's (or an `npm run` tool's) on the same database.
 */

let ctx: TestContext;
let handle: DatabaseHandle;
let service: MatchesService;
let repository: MatchesRepository;
/** The lists, written through this server's own repositories. */
let wishes: ReturnType<typeof createWishlistRepository>;
let owners: ReturnType<typeof createAlbumsRepository>;
let reads = 0;
let albumReads = 0;
let ana: TestUser;
let bea: TestUser;

const ALBUMS = ['880001', '880002', '880003', '880004'];
const serialize = (page: MatchesPage) => JSON.stringify(page);
const firstPage = () => service.firstPageJson(ana.id, serialize);
/** What the page is now, read afresh. */
const uncached = async () => serialize(await service.list(ana.id, undefined));
const ofCards = () => service.ofAlbumsJson(ana.id, ALBUMS, JSON.stringify);
const ofCardsUncached = async () => JSON.stringify(await service.ofAlbums(ana.id, ALBUMS));

beforeAll(async () => {
  ctx = await createTestContext();
  handle = await openDatabase(ctx.config.database);
  wishes = createWishlistRepository(handle.db, handle.dialect);
  owners = createAlbumsRepository(handle.db, handle.dialect);
  const real = createMatchesRepository(handle.db, handle.dialect);
  repository = {
    ...real,
    page: (...args) => {
      reads += 1;
      return real.page(...args);
    },
    ofAlbums: (...args) => {
      albumReads += 1;
      return real.ofAlbums(...args);
    },
  };
  service = createMatchesService({
    matches: repository,
    matchWrites: handle.matchWrites,
    keptMaxAgeMs: keptAnswersMaxAge(handle.dialect),
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

describe('kept matches', () => {
  it("answers a viewer's first page again without reading, and each viewer their own page", async () => {
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

  it('answers the matches of the same cards again without reading; other cards are read', async () => {
    const first = await ofCards();
    expect(JSON.parse(first)).toMatchObject({
      albums: [{ albumId: ALBUMS[0], owners: [{ name: 'Bea' }] }, {}, {}, {}],
    });
    const readsBefore = albumReads;
    expect(await ofCards()).toBe(first);
    expect(albumReads).toBe(readsBefore);
    await service.ofAlbumsJson(ana.id, ALBUMS.slice(1), JSON.stringify);
    await service.ofAlbumsJson(bea.id, ALBUMS, JSON.stringify);
    expect(albumReads).toBe(readsBefore + 2);
  });

  it('shares one read between requests that miss together', async () => {
    await handle.db.updateTable('album').set({ label: 'Otro sello' }).where('id', '=', ALBUMS[0]!).execute();
    const readsBefore = reads;
    const [one, two] = await Promise.all([firstPage(), firstPage()]);
    expect(one).toBe(two);
    expect(reads).toBe(readsBefore + 1);
  });

  // Each change this server writes shows at the next request: both answers are read again and are what a
  // fresh read gives. The matches of cards name people, not cards: a card's change leaves them as they were;
  // an album Bea adds that Ana does not wish for is no match, but Bea owns it.
  it.each<[string, () => Promise<unknown>, 'changes both' | 'not the cards matches' | 'not the first page']>([
    [
      'a new match',
      async () => {
        await wishes.add(ana.id, ALBUMS[1]!, 2);
        await owners.addOwnership(bea.id, ALBUMS[1]!, 2);
      },
      'changes both',
    ],
    [
      'an album a followed member adds',
      () => owners.addOwnership(bea.id, ALBUMS[2]!, 2),
      'not the first page',
    ],
    [
      'a rename (the trigger rewrites the matches)',
      () => handle.db.updateTable('user').set({ name: 'Beatriz' }).where('id', '=', bea.id).execute(),
      'changes both',
    ],
    [
      "a card's change",
      () =>
        handle.db.updateTable('album').set({ name: 'Disco nuevo' }).where('id', '=', ALBUMS[0]!).execute(),
      'not the cards matches',
    ],
    [
      'a block',
      () =>
        handle.db
          .insertInto('user_block')
          .values({ user_id: ana.id, blocked_id: bea.id, created_at: 1 })
          .execute(),
      'changes both',
    ],
    [
      'its end',
      () => handle.db.deleteFrom('user_block').where('user_id', '=', ana.id).execute(),
      'changes both',
    ],
    [
      'a suspension',
      () => handle.db.updateTable('user').set({ suspendedAt: 1 }).where('id', '=', bea.id).execute(),
      'changes both',
    ],
    [
      'its end',
      () => handle.db.updateTable('user').set({ suspendedAt: null }).where('id', '=', bea.id).execute(),
      'changes both',
    ],
  ])('shows %s at once', async (_, change, changes) => {
    const before = await firstPage();
    const cardsBefore = await ofCards();
    const readsBefore = reads;
    const albumReadsBefore = albumReads;
    await change();
    const after = await firstPage();
    expect(reads).toBe(readsBefore + 1);
    expect(after).toBe(await uncached());
    if (changes !== 'not the first page') expect(after).not.toBe(before);
    const cardsAfter = await ofCards();
    expect(albumReads).toBe(albumReadsBefore + 1);
    expect(cardsAfter).toBe(await ofCardsUncached());
    if (changes !== 'not the cards matches') expect(cardsAfter).not.toBe(cardsBefore);
  });

  it.runIf(testDialect() === 'sqlite')("shows another connection's change at once on SQLite", async () => {
    const before = await firstPage();
    const cardsBefore = await ofCards();
    await own(ctx.app, bea, ALBUMS[3]!);
    await wish(ctx.app, ana, ALBUMS[3]!);
    const after = await firstPage();
    expect(after).not.toBe(before);
    expect(after).toBe(await uncached());
    const cardsAfter = await ofCards();
    expect(cardsAfter).not.toBe(cardsBefore);
    expect(cardsAfter).toBe(await ofCardsUncached());
  });

  it.runIf(testDialect() === 'postgres')(
    "shows another connection's change within a second on PostgreSQL, where a server alone keeps answers a second",
    async () => {
      await firstPage();
      await ofCards();
      await own(ctx.app, bea, ALBUMS[3]!);
      await wish(ctx.app, ana, ALBUMS[3]!);
      const fresh = await uncached();
      const freshCards = await ofCardsUncached();
      await vi.waitFor(
        async () => {
          expect(await firstPage()).toBe(fresh);
          expect(await ofCards()).toBe(freshCards);
        },
        { timeout: 3_000, interval: 100 },
      );
    },
  );

  it('keeps an answer a second at most on PostgreSQL, and on SQLite until a write', () => {
    expect(keptAnswersMaxAge('postgres')).toBe(1_000);
    expect(keptAnswersMaxAge('sqlite')).toBe(Infinity);
  });

  it('reads every time when nothing may be kept', async () => {
    const unkept = createMatchesService({
      matches: repository,
      matchWrites: handle.matchWrites,
      keptMaxAgeMs: 0,
    });
    const readsBefore = reads;
    await unkept.firstPageJson(ana.id, serialize);
    await unkept.firstPageJson(ana.id, serialize);
    expect(reads).toBe(readsBefore + 2);
  });

  it('is what the routes answer, as JSON', async () => {
    const response = await as(ctx.app, ana).get('/api/me/matches');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json<MatchesPage>()).toEqual(JSON.parse(await uncached()));
    const cards = await as(ctx.app, ana).get(`/api/me/matches/albums?ids=${ALBUMS.join(',')}`);
    expect(cards.statusCode).toBe(200);
    expect(cards.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(cards.json<AlbumMatchesList>()).toEqual(JSON.parse(await ofCardsUncached()));
  });
});
