import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlbumPage } from '@surcos/contracts/albums';
import { LIST_PAGE_SIZE } from '@surcos/contracts/limits';
import { TEXT_INDEX_MAX_MATCHES } from '../src/db/album-text-search.ts';
import { migrateTo, migrateToLatest } from '../src/db/migrate.ts';
import { foldForSearch } from '../src/music/normalize.ts';
import { albumRow } from './helpers/albums.ts';
import { type TestContext, createTestContext } from './helpers/app.ts';
import { type TestUser, createUser } from './helpers/users.ts';
import { as } from './helpers/requests.ts';

/*
 * Explorar's search finds the albums whose artist and title contain the query,
 * whatever its case and accents, in the list's order and page by page, on
 * both databases. The text index (migration 018) only changes how the rows
 * are found: every answer here is checked against the plain rule, worked out
 * from the albums themselves.
 */

let ctx: TestContext;
let ana: TestUser;

interface Fixture {
  id: string;
  artist: string;
  name: string;
  year: number | null;
  /** When its latest owner added it: distinct, so the newest-first order needs no tie-break. */
  addedAt: number;
  owned: boolean;
}

const T0 = 1_700_000_000_000;
const NAMED: Fixture[] = [
  ['Héroes del Silencio', 'Senderos de traición', 1990],
  ['HÉROES DEL SILENCIO', 'Avalancha', 1995],
  ['Camarón de la Isla', 'La leyenda del tiempo', 1979],
  ['Zzyzx Quartet', 'Zzzz', 2001],
  ['Rosalía', 'El mal querer', 2018],
  ['Rosalia Tribute', 'Canción de cuna', null],
  ['AC/DC', 'Back in Black', 1980],
  ['Say "Hi"', '100%_Pure', 2005],
  ['Los Planetas', 'Una semana en el motor de un autobús', 1998],
  ['Nadie', 'Disco que nadie tiene: zzzz', 2010],
].map(([artist, name, year], index) => ({
  id: String(800_000 + index),
  artist: artist as string,
  name: name as string,
  year: year as number | null,
  addedAt: T0 + index * 1000,
  owned: index !== 9,
}));

/** More matches of one word than the text index reads, so the search walks the list's order instead. */
const MANY = 5 * TEXT_INDEX_MAX_MATCHES + 2 * LIST_PAGE_SIZE;
const BULK: Fixture[] = Array.from({ length: MANY }, (_, index) => ({
  id: String(900_000 + index),
  artist: index % 3 === 0 ? 'Luna Llena' : 'Lúna Nueva',
  name: `Noche ${index}`,
  year: index % 7 === 0 ? null : 1950 + (index % 60),
  addedAt: T0 - 1_000_000 + index * 10,
  owned: true,
}));

/**
 * Albums before all of BULK by artist, none matching 'luna': a stretch of that order without a match,
 * longer than a search walks before it sorts the matches instead.
 */
const FILLER: Fixture[] = Array.from({ length: 4100 }, (_, index) => ({
  id: String(600_000 + index),
  artist: 'Aaa Relleno',
  name: `Pista ${index}`,
  year: 1990,
  addedAt: T0 - 2_000_000 + index * 10,
  owned: true,
}));

/** The stored row of a fixture. */
const rowOf = (album: Fixture) => albumRow({ ...album, lastAddedAt: album.owned ? album.addedAt : null });

async function insertAlbums(albums: readonly Fixture[]) {
  for (let start = 0; start < albums.length; start += 500) {
    await ctx.app.db
      .insertInto('album')
      .values(albums.slice(start, start + 500).map(rowOf))
      .execute();
  }
}

const all = (): Fixture[] => [...NAMED, ...BULK, ...FILLER];

/** The rule itself: the folded artist and title contain the folded query; owned albums only. */
const expected = (q: string, albums: readonly Fixture[] = all()) =>
  albums
    .filter((album) => album.owned)
    .filter((album) => foldForSearch(`${album.artist} ${album.name}`).includes(foldForSearch(q)))
    .sort((a, b) => b.addedAt - a.addedAt)
    .map((album) => album.id);

async function page(path: string): Promise<AlbumPage> {
  const response = await as(ctx.app, ana).get(path);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AlbumPage>();
}

/** Every page of a search, or the first `pages` of them; the ids in the order they came. */
async function walk(q: string, sort = 'dateAddedDesc', pages = Infinity): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let index = 0; index < pages; index += 1) {
    const body = await page(
      `/api/albums?q=${encodeURIComponent(q)}&sort=${sort}${cursor === null ? '' : `&cursor=${cursor}`}`,
    );
    ids.push(...body.items.map((item) => item.id));
    if (body.nextCursor === null) break;
    cursor = body.nextCursor;
  }
  return ids;
}

beforeAll(async () => {
  ctx = await createTestContext();
  ana = await createUser(ctx.app, { name: 'Ana Buscadora' });
  await insertAlbums(all());
}, 120_000);
afterAll(() => ctx.close());

describe('Explorar search', () => {
  it('finds a rare word, whole or within a word, and nothing for what no album has', async () => {
    expect(await walk('zzzz')).toEqual(['800003']);
    expect(await walk('ZZYZX QUARTET ZZ')).toEqual(['800003']);
    expect(await walk('leyenda del tiem')).toEqual(['800002']);
    expect(await walk('motor de un autob')).toEqual(['800008']);
    expect(await walk('no album says this')).toEqual([]);
  });

  it('ignores case and accents on either side, and runs of spaces', async () => {
    expect(await walk('heroes del silencio')).toEqual(['800001', '800000']);
    expect(await walk('HÉRÓES')).toEqual(['800001', '800000']);
    expect(await walk('traicion')).toEqual(['800000']);
    expect(await walk('Camaron  de   la')).toEqual(['800002']);
    expect(await walk('rosalía')).toEqual(expected('rosalía'));
    expect(await walk('rosalía')).toEqual(['800005', '800004']);
    expect(await walk('CANCIÓN DE CUNA')).toEqual(['800005']);
  });

  it('takes every character literally: wildcards, quotes, slashes', async () => {
    expect(await walk('100%_pure')).toEqual(['800007']);
    expect(await walk('%_')).toEqual(['800007']);
    expect(await walk('say "hi"')).toEqual(['800007']);
    expect(await walk('"')).toEqual(['800007']);
    expect(await walk('ac/dc')).toEqual(['800006']);
    expect(await walk('c/d')).toEqual(['800006']);
    expect(await walk('a*b')).toEqual([]);
    expect(await walk('black OR back')).toEqual([]);
  });

  it('answers queries of one or two characters by the same rule', async () => {
    expect(await walk('zz')).toEqual(expected('zz'));
    expect(await walk('Ý')).toEqual(expected('y'));
    expect(await walk('/')).toEqual(['800006']);
  });

  it('pages through few results, in each order, each album once', async () => {
    const ids = await walk('heroes');
    expect(ids).toEqual(['800001', '800000']);
    const byYear = await walk('de', 'yearAsc');
    expect(new Set(byYear).size).toBe(byYear.length);
    expect([...byYear].sort()).toEqual([...expected('de')].sort());
  });

  it('pages through many results in the order asked, each album once', async () => {
    const few = expected('noche 12');
    expect(few.length).toBeLessThan(TEXT_INDEX_MAX_MATCHES);
    expect(few.length).toBeGreaterThan(3 * LIST_PAGE_SIZE);
    expect(await walk('noche 12')).toEqual(few);

    const many = expected('luna');
    expect(many.length).toBeGreaterThan(TEXT_INDEX_MAX_MATCHES);
    expect(await walk('LUNA', 'dateAddedDesc', 4)).toEqual(many.slice(0, 4 * LIST_PAGE_SIZE));

    // By artist, every match lies past thousands of albums that do not match.
    const lunas = new Set(many);
    const byArtist = all()
      .filter((album) => lunas.has(album.id))
      .map((album) => ({ id: album.id, artist: foldForSearch(album.artist) }))
      .sort((a, b) => (a.artist === b.artist ? a.id.localeCompare(b.id) : a.artist < b.artist ? -1 : 1))
      .map((album) => album.id);
    expect(await walk('luna', 'artistAsc', 3)).toEqual(byArtist.slice(0, 3 * LIST_PAGE_SIZE));

    const byYear = await walk('noche 2', 'yearAsc');
    expect(new Set(byYear).size).toBe(byYear.length);
    expect([...byYear].sort()).toEqual([...expected('noche 2')].sort());
    const years = byYear.map((id) => BULK.find((album) => album.id === id)?.year ?? 9999);
    expect(years).toEqual([...years].sort((a, b) => a - b));
  });

  it('follows albums as they gain and lose owners and change their text', async () => {
    const bruno = await createUser(ctx.app, { name: 'Bruno' });
    const hidden = NAMED[9] as Fixture;
    expect(await walk('que nadie tiene')).toEqual([]);
    expect((await as(ctx.app, bruno).put(`/api/me/albums/${hidden.id}`)).statusCode).toBeLessThan(300);
    expect(await walk('que nadie tiene')).toEqual([hidden.id]);

    await ctx.app.db
      .updateTable('album')
      .set({ name: 'Disco renombrado', search_text: foldForSearch(`${hidden.artist} Disco renombrado`) })
      .where('id', '=', hidden.id)
      .execute();
    expect(await walk('que nadie tiene')).toEqual([]);
    expect(await walk('disco renombrado')).toEqual([hidden.id]);

    expect((await as(ctx.app, bruno).delete(`/api/me/albums/${hidden.id}`)).statusCode).toBeLessThan(300);
    expect(await walk('disco renombrado')).toEqual([]);

    await ctx.app.db.deleteFrom('album').where('id', '=', '800003').execute();
    expect(await walk('zzyzx')).toEqual([]);
    const restored = NAMED[3] as Fixture;
    await insertAlbums([restored]);
    expect(await walk('zzyzx')).toEqual([restored.id]);
  });

  it('finds the albums owned before the text index existed', async () => {
    const other = await createTestContext();
    try {
      await migrateTo(other.app.db, '016-feed-indexes');
      const before: Fixture = { ...(NAMED[3] as Fixture), id: '700000' };
      await other.app.db.insertInto('album').values(rowOf(before)).execute();
      await migrateToLatest(other.app.db);
      const reader = await createUser(other.app, { name: 'Lectora' });
      const response = await as(other.app, reader).get('/api/albums?q=zzyzx');
      expect(response.json<AlbumPage>().items.map((item) => item.id)).toEqual(['700000']);
      // The index serves the search on SQLite; on PostgreSQL pg_trgm's index exists where the server has it.
      const indexed =
        ctx.config.database.dialect === 'sqlite'
          ? await sql<{ n: number }>`select count(*) as n from album_search`.execute(other.app.db)
          : await sql<{
              n: number;
            }>`select count(*) as n from pg_indexes where indexname = 'album_explore_search'`.execute(
              other.app.db,
            );
      expect(Number(indexed.rows[0]?.n)).toBe(1);
    } finally {
      await other.close();
    }
  });
});

describe("Explorar's first page", () => {
  it('shows an add, a removal and a changed title at once, in every order', async () => {
    const carla = await createUser(ctx.app, { name: 'Carla' });
    const newest = (sort: string) => page(`/api/albums?sort=${sort}`).then((body) => body.items[0]);
    const album = NAMED[9] as Fixture;
    // Kept pages first, then the writes.
    await newest('dateAddedDesc');
    await newest('nameAsc');
    expect((await as(ctx.app, carla).put(`/api/me/albums/${album.id}`)).statusCode).toBeLessThan(300);
    expect((await newest('dateAddedDesc'))?.id).toBe(album.id);

    await ctx.app.db
      .updateTable('album')
      .set({ name: '0 Primero', name_sort: '0 primero' })
      .where('id', '=', album.id)
      .execute();
    expect(await newest('nameAsc')).toMatchObject({ id: album.id, name: '0 Primero' });

    expect((await as(ctx.app, carla).delete(`/api/me/albums/${album.id}`)).statusCode).toBeLessThan(300);
    expect((await newest('dateAddedDesc'))?.id).not.toBe(album.id);
    expect((await newest('nameAsc'))?.id).not.toBe(album.id);
  });

  it('answers the same JSON as a page read afresh', async () => {
    const kept = await as(ctx.app, ana).get('/api/albums?sort=yearDesc');
    const again = await as(ctx.app, ana).get('/api/albums?sort=yearDesc');
    expect(kept.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.body).toBe(kept.body);
    const body = kept.json<AlbumPage>();
    expect(body.items).toHaveLength(LIST_PAGE_SIZE);
    const next = await page(`/api/albums?sort=yearDesc&cursor=${body.nextCursor}`);
    expect(next.items.map((item) => item.id)).not.toContain(body.items[0]?.id);
  });
});
