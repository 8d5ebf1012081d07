import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MY_ALBUM_SORTS,
  type MyAlbumCard,
  MyAlbumsAllSchema,
  type MyAlbumPage,
} from '@surcos/contracts/albums';
import { listOnDevice } from '@surcos/contracts/my-albums-on-device';
import { LIST_PAGE_SIZE } from '@surcos/contracts/limits';
import { MEDIA_CONDITIONS } from '@surcos/contracts/copies';
import { foldForSearch } from '../src/music/normalize.ts';
import { type TestContext, createTestContext } from './helpers/app.ts';
import { type TestUser, createUser } from './helpers/users.ts';
import { as } from './helpers/requests.ts';
import { own } from './helpers/acts.ts';

/*
 * My albums for collectors: the copy filters hold of one same copy, the
 * first page counts what matches, and the collector's orders (oldest first,
 * artist without 'The'/'Los'/'Las', label, best grade, best rating) page by
 * cursor each album once, in order, on both databases.
 */

let ctx: TestContext;
let marta: TestUser;

const albumId = (index: number) => `sc-${String(index + 101).padStart(4, '0')}`;
/** More than a page, so every order's walk crosses a cursor. */
const COUNT = LIST_PAGE_SIZE + 7;
const PREFIXES = ['The ', 'Los ', 'Las ', '', 'Theo'];
const WORDS = [
  'beatles',
  'cramps',
  'doors',
  'eels',
  'faces',
  'kinks',
  'pixies',
  'ramones',
  'smiths',
  'zombies',
];
const LABELS = ['Atlantic', 'columbia', 'Decca', 'EMI', 'impulse'];

interface Fixture {
  id: string;
  artist: string;
  label: string;
  addedAt: number;
  /** Each copy's media condition (null: not graded) and rating. */
  copies: Array<{ condition: (typeof MEDIA_CONDITIONS)[number] | null; rating: number }>;
}

const FIXTURES: Fixture[] = Array.from({ length: COUNT }, (_, index) => ({
  id: albumId(index),
  artist: `${PREFIXES[index % PREFIXES.length]}${WORDS[(index * 7) % WORDS.length]}${index}`,
  label: LABELS[(index * 3) % LABELS.length] as string,
  // Some share an add time, so the id decides between them.
  addedAt: 1_600_000_000_000 + ((index * 11) % 17) * 1000,
  copies: [
    {
      condition: index % 4 === 0 ? null : (MEDIA_CONDITIONS[(index * 5) % 8] ?? null),
      rating: (index * 2) % 6,
    },
    ...(index % 3 === 0 ? [{ condition: MEDIA_CONDITIONS[index % 8] ?? null, rating: index % 4 }] : []),
  ],
}));

beforeAll(async () => {
  ctx = await createTestContext();
  marta = await createUser(ctx.app, { name: 'Marta' });
  for (const album of FIXTURES) {
    await own(ctx.app, marta, album.id);
    await ctx.app.db
      .updateTable('album')
      .set({ artist: album.artist, artist_sort: foldForSearch(album.artist), label: album.label })
      .where('id', '=', album.id)
      .execute();
    await ctx.app.db.deleteFrom('album_copy').where('album_id', '=', album.id).execute();
    for (const [copy, { condition, rating }] of album.copies.entries()) {
      const response = await as(ctx.app, marta).post(`/api/me/albums/${album.id}/copies`, {
        mediaCondition: condition,
        rating,
        folder: copy === 0 ? 'Estantería' : 'Primeras ediciones',
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    await ctx.app.db
      .updateTable('album_owner')
      .set({ added_at: album.addedAt })
      .where('album_id', '=', album.id)
      .where('user_id', '=', marta.id)
      .execute();
  }
}, 120_000);
afterAll(() => ctx.close());

async function walk(query: string): Promise<MyAlbumCard[]> {
  const items: MyAlbumCard[] = [];
  let cursor: string | null = null;
  for (let index = 0; index < 100; index += 1) {
    const response = await as(ctx.app, marta).get(
      `/api/me/albums?${query}${cursor === null ? '' : `&cursor=${cursor}`}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<MyAlbumPage>();
    items.push(...page.items);
    if (page.nextCursor === null) return items;
    cursor = page.nextCursor;
  }
  throw new Error(`${query} never ended`);
}

const fold = (fixture: Fixture) => foldForSearch(fixture.artist);
const noArticle = (fixture: Fixture) =>
  ['the ', 'los ', 'las '].includes(fold(fixture).slice(0, 4)) ? fold(fixture).slice(4) : fold(fixture);
const gradeRank = (fixture: Fixture) =>
  Math.min(
    MEDIA_CONDITIONS.length,
    ...fixture.copies.map((copy) => (copy.condition ? MEDIA_CONDITIONS.indexOf(copy.condition) : 99)),
  );
const bestRating = (fixture: Fixture) => Math.max(...fixture.copies.map((copy) => copy.rating));
const compare = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);

/** Each new order as the server should give it: its keys, then the id. */
const EXPECTED: Record<string, (a: Fixture, b: Fixture) => number> = {
  dateAddedAsc: (a, b) => compare(a.addedAt, b.addedAt) || compare(a.id, b.id),
  artistNoArticleAsc: (a, b) => compare(noArticle(a), noArticle(b)) || compare(a.id, b.id),
  labelAsc: (a, b) =>
    compare(a.label.toLowerCase(), b.label.toLowerCase()) || compare(fold(a), fold(b)) || compare(a.id, b.id),
  gradeDesc: (a, b) =>
    compare(gradeRank(a), gradeRank(b)) || compare(fold(a), fold(b)) || compare(a.id, b.id),
  ratingDesc: (a, b) =>
    compare(bestRating(b), bestRating(a)) || compare(fold(a), fold(b)) || compare(a.id, b.id),
};

describe('GET /api/me/albums, a collector’s orders', () => {
  it.each(Object.keys(EXPECTED))('%s walks every album once, in order, across pages', async (sort) => {
    expect(MY_ALBUM_SORTS).toContain(sort);
    const walked = await walk(`sort=${sort}`);
    expect(walked.map((item) => item.id)).toEqual(
      [...FIXTURES].sort(EXPECTED[sort]).map((fixture) => fixture.id),
    );
  });

  it('a leading The, Los or Las is skipped, not the start of a word (Theo stays)', async () => {
    const walked = await walk('sort=artistNoArticleAsc');
    const theo = walked.filter((item) => item.artist.startsWith('Theo'));
    expect(theo.length).toBeGreaterThan(0);
    for (const item of theo) {
      const before = walked.slice(0, walked.indexOf(item));
      // 'Theo…' sorts under t: every album after it has a key from 'theo' on.
      expect(before.some((other) => /^(the |los |las )?[u-z]/i.test(other.artist))).toBe(false);
    }
  });

  it('each row carries the best grade, catalogue number and format for the table', async () => {
    const [first] = await walk('sort=gradeDesc');
    expect(first?.grade).toBe('Mint (M)');
    const ungraded = FIXTURES.find((fixture) => gradeRank(fixture) === MEDIA_CONDITIONS.length);
    const row = (await walk('sort=gradeDesc')).find((item) => item.id === ungraded?.id);
    expect(row?.grade).toBeNull();
    expect(typeof row?.catalogNumber).toBe('string');
    expect(row?.format).toMatch(/\S/);
  });

  it('refuses a sort it does not know and a cursor of another order', async () => {
    expect((await as(ctx.app, marta).get('/api/me/albums?sort=gradeAsc')).statusCode).toBe(400);
    const first = (await as(ctx.app, marta).get('/api/me/albums?sort=labelAsc')).json<MyAlbumPage>();
    const mixed = await as(ctx.app, marta).get(`/api/me/albums?sort=gradeDesc&cursor=${first.nextCursor}`);
    expect(mixed.statusCode).toBe(400);
  });
});

describe('GET /api/me/albums, copy filters and count', () => {
  it('folder and grade match within one copy, and the first page counts the matches', async () => {
    const folder = encodeURIComponent('Primeras ediciones');
    for (const condition of MEDIA_CONDITIONS) {
      const expected = FIXTURES.filter((fixture) =>
        fixture.copies.some((copy, index) => index === 1 && copy.condition === condition),
      ).map((fixture) => fixture.id);
      const page = (
        await as(ctx.app, marta).get(
          `/api/me/albums?folder=${folder}&condition=${encodeURIComponent(condition)}`,
        )
      ).json<MyAlbumPage>();
      expect(page.items.map((item) => item.id).sort(), condition).toEqual(expected.sort());
      expect(page.total).toBe(expected.length);
    }
    const all = (await as(ctx.app, marta).get('/api/me/albums')).json<MyAlbumPage>();
    expect(all.total).toBe(COUNT);
    expect(all.nextCursor).not.toBeNull();
    const next = (
      await as(ctx.app, marta).get(`/api/me/albums?cursor=${all.nextCursor}`)
    ).json<MyAlbumPage>();
    expect(next.total).toBeNull();
  });
});

describe('GET /api/me/albums/all, what the device answers from offline', () => {
  const queries = [
    ...MY_ALBUM_SORTS.map((sort) => ({ sort })),
    { sort: 'artistAsc', q: 'THE' },
    { sort: 'gradeDesc', q: 'ramónes' },
    { sort: 'dateAddedDesc', folder: 'Primeras ediciones', condition: 'Near Mint (NM or M-)' },
    { sort: 'labelAsc', folder: 'Estantería' },
    { sort: 'nameAsc', format: 'LP' },
    { sort: 'ratingDesc', format: 'Vinyl', condition: 'Mint (M)' },
  ] as const;

  beforeAll(async () => {
    // The fixtures rename artists: their search text follows, as storing a release writes it.
    const rows = await ctx.app.db.selectFrom('album').select(['id', 'artist', 'name']).execute();
    for (const row of rows) {
      await ctx.app.db
        .updateTable('album')
        .set({ search_text: foldForSearch(`${row.artist} ${row.name}`) })
        .where('id', '=', row.id)
        .execute();
    }
  });

  it('holds every album with every format and copy, and the device lists them as the server does', async () => {
    const response = await as(ctx.app, marta).get('/api/me/albums/all');
    expect(response.statusCode, response.body).toBe(200);
    const { items } = MyAlbumsAllSchema.parse(response.json());
    expect(items).toHaveLength(COUNT);
    expect(items.flatMap((album) => album.copies)).toHaveLength(
      FIXTURES.reduce((sum, fixture) => sum + fixture.copies.length, 0),
    );
    for (const query of queries) {
      const served = await walk(new URLSearchParams(query).toString());
      expect(served.length, JSON.stringify(query)).toBeGreaterThan(0);
      const onDevice = listOnDevice(items, { q: '', ...query });
      expect(
        onDevice.map((album) => album.id),
        JSON.stringify(query),
      ).toEqual(served.map((album) => album.id));
    }
  });
});
