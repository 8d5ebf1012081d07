import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Stats } from '@surcos/contracts/stats';
import { type TestContext, TEST_ORIGIN, createTestContext } from './helpers/app.ts';
import { type TestUser, createUser } from './helpers/users.ts';

let ctx: TestContext;
let ana: TestUser;
let bruno: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  [ana, bruno] = await Promise.all([
    createUser(ctx.app, { name: 'Ana' }),
    createUser(ctx.app, { name: 'Bruno' }),
  ]);
  await seedAnasCollection();
});

afterAll(() => ctx.close());

const UTC = (iso: string) => Date.parse(iso);

interface SeedAlbum {
  id: string;
  artist: string;
  year: number | null;
  genre: string;
  label: string;
  country: string;
  formats: string[];
  styles: string[];
  price: number;
}

const ALBUMS: SeedAlbum[] = [
  {
    id: 'st-1',
    artist: 'Simon & Garfunkel',
    year: 1970,
    genre: 'Rock, Folk, World, & Country',
    label: 'Columbia, CBS',
    country: 'US',
    formats: ['Vinyl, LP, Album', 'Vinyl, 7", Single'],
    styles: ['Folk Rock', 'Soft Rock'],
    price: 10.5,
  },
  {
    id: 'st-2',
    artist: 'Simon & Garfunkel',
    year: 1966,
    genre: 'Rock',
    label: 'Columbia',
    country: 'US',
    formats: ['2×Vinyl, LP, Compilation', 'CD, Album'],
    styles: ['Folk Rock'],
    price: 0,
  },
  {
    id: 'st-3',
    artist: 'Rosalía',
    year: 2018,
    genre: 'Pop, Electronic',
    label: 'Sony Music',
    country: 'Spain',
    formats: ['CD, Album'],
    styles: ['Flamenco'],
    price: 20,
  },
  {
    id: 'st-4',
    artist: 'Desconocido',
    year: null,
    genre: 'Desconocido',
    label: 'Desconocido',
    country: 'Desconocido',
    formats: [],
    styles: [],
    price: 0,
  },
  // Only on Ana's wishlist: never counted.
  {
    id: 'st-5',
    artist: 'Wished Artist',
    year: 1999,
    genre: 'Jazz',
    label: 'Blue Note',
    country: 'UK',
    formats: ['Cassette'],
    styles: ['Bop'],
    price: 99,
  },
];

/** Ana owns st-1 (three copies), st-2 (one), st-3 (one) and st-4 (one), and wishes st-5. */
async function seedAnasCollection() {
  const db = ctx.app.db;
  await db
    .insertInto('album')
    .values(
      ALBUMS.map((album) => ({
        id: album.id,
        name: `Álbum ${album.id}`,
        artist: album.artist,
        year: album.year,
        genre: album.genre,
        label: album.label,
        country: album.country,
        released: 'Desconocido',
        notes: 'Sin notas',
        formats: JSON.stringify(album.formats),
        lowest_price: album.price,
        tracklist: '[]',
        styles: JSON.stringify(album.styles),
        rating: 0,
        rating_count: 0,
        credits: 'No disponible',
        discogs_url: null,
        videos: '[]',
        image: null,
        all_images: '[]',
        search_text: album.id,
        artist_sort: album.artist.toLowerCase(),
        name_sort: album.id,
        genre_sort: album.genre.toLowerCase(),
        fetched_at: 0,
      })),
    )
    .execute();
  const owned: Array<[albumId: string, copyDates: string[]]> = [
    ['st-1', ['2024-01-15T10:00:00Z', '2024-03-01T00:00:00Z', '2024-03-20T00:00:00Z']],
    ['st-2', ['2024-01-31T23:59:59Z']],
    ['st-3', ['2024-04-02T00:00:00Z']],
    ['st-4', ['2024-04-03T00:00:00Z']],
  ];
  for (const [albumId, dates] of owned) {
    await db
      .insertInto('album_owner')
      .values({ album_id: albumId, user_id: ana.id, added_at: UTC(dates[0]!) })
      .execute();
    await db
      .insertInto('album_copy')
      .values(
        dates.map((date) => ({
          id: randomUUID(),
          user_id: ana.id,
          album_id: albumId,
          added_at: UTC(date),
          notes: 'Mi nota privada',
        })),
      )
      .execute();
  }
  await db
    .insertInto('wishlist_entry')
    .values({ user_id: ana.id, album_id: 'st-5', added_at: UTC('2024-02-01T00:00:00Z') })
    .execute();
}

const get = (url: string, user?: TestUser) =>
  ctx.app.inject({ method: 'GET', url, headers: user ? { cookie: user.cookie } : {} });

describe('GET /api/me/stats', () => {
  it('requires a session', async () => {
    expect((await get('/api/me/stats')).statusCode).toBe(401);
  });

  it("counts the owner's albums, and their copies where the shelf matters", async () => {
    const response = await get('/api/me/stats', ana);
    expect(response.statusCode).toBe(200);
    const stats = response.json<Stats>();
    expect(stats).toMatchObject({ scope: 'own', albums: 4, copies: 6 });
    // Three copies of st-1 at 10.50 and one of st-3 at 20; st-2 and st-4 have no price.
    expect(stats.value).toEqual({ total: 51.5, currency: 'USD', pricedAlbums: 2, pricedCopies: 4 });
    // What the charts leave out, for the page's footnotes: st-4 knows nothing.
    expect(stats.missing).toEqual({ genre: 1, style: 1, year: 1, country: 1, label: 1 });
    expect(stats.genres).toEqual([
      { name: 'Rock', count: 2 },
      { name: 'Electronic', count: 1 },
      { name: 'Folk, World, & Country', count: 1 },
      { name: 'Pop', count: 1 },
    ]);
    expect(stats.styles).toEqual([
      { name: 'Folk Rock', count: 2 },
      { name: 'Flamenco', count: 1 },
      { name: 'Soft Rock', count: 1 },
    ]);
    // Copies: st-1's three vinyls, st-2's one copy (both vinyl and CD), st-3's CD.
    expect(stats.formats).toEqual([
      { name: 'Vinyl', count: 4 },
      { name: 'CD', count: 2 },
    ]);
    expect(stats.labels).toEqual([
      { name: 'Columbia', count: 2 },
      { name: 'CBS', count: 1 },
      { name: 'Sony Music', count: 1 },
    ]);
    expect(stats.countries).toEqual([
      { name: 'US', count: 2 },
      { name: 'Spain', count: 1 },
    ]);
    expect(stats.artists).toEqual([
      { name: 'Simon & Garfunkel', count: 2 },
      { name: 'Rosalía', count: 1 },
    ]);
    expect(stats.decades).toEqual([
      { decade: 1960, count: 1 },
      { decade: 1970, count: 1 },
      { decade: 2010, count: 1 },
    ]);
    // By each album's first copy, in UTC, with the empty month between.
    expect(stats.months).toEqual([
      { month: '2024-01', count: 2 },
      { month: '2024-02', count: 0 },
      { month: '2024-03', count: 0 },
      { month: '2024-04', count: 2 },
    ]);
    expect(response.body).not.toContain('Mi nota privada');
    expect(response.body).not.toContain('Wished Artist');
  });

  it('an empty collection has zeros and empty breakdowns', async () => {
    const stats = (await get('/api/me/stats', bruno)).json<Stats>();
    expect(stats).toEqual({
      scope: 'own',
      albums: 0,
      copies: 0,
      value: { total: 0, currency: 'USD', pricedAlbums: 0, pricedCopies: 0 },
      missing: { genre: 0, style: 0, year: 0, country: 0, label: 0 },
      genres: [],
      styles: [],
      formats: [],
      labels: [],
      countries: [],
      artists: [],
      decades: [],
      months: [],
    });
  });

  it('follows an album added through the API', async () => {
    const carla = await createUser(ctx.app, { name: 'Carla' });
    const added = await ctx.app.inject({
      method: 'PUT',
      url: '/api/me/albums/sc-0001',
      headers: { cookie: carla.cookie, origin: TEST_ORIGIN },
    });
    expect(added.statusCode).toBe(200);
    const stats = (await get('/api/me/stats', carla)).json<Stats>();
    expect(stats).toMatchObject({ albums: 1, copies: 1 });
    expect(stats.months).toHaveLength(1);
    expect(stats.genres.length).toBeGreaterThan(0);
  });
});

describe('GET /api/users/:id/stats', () => {
  it('shows anyone, signed in or not, only what the profile shows: albums, never copies', async () => {
    for (const viewer of [undefined, bruno, ana]) {
      const response = await get(`/api/users/${ana.id}/stats`, viewer);
      expect(response.statusCode).toBe(200);
      const stats = response.json<Stats>();
      expect(stats).toMatchObject({ scope: 'public', albums: 4, copies: null });
      // One price per album: st-1 and st-3.
      expect(stats.value).toEqual({ total: 30.5, currency: 'USD', pricedAlbums: 2, pricedCopies: null });
      expect(stats.missing).toEqual({ genre: 1, style: 1, year: 1, country: 1, label: 1 });
      // Albums: st-1 and st-2 are vinyl; st-2 and st-3 are CDs.
      expect(stats.formats).toEqual([
        { name: 'CD', count: 2 },
        { name: 'Vinyl', count: 2 },
      ]);
      expect(stats.genres[0]).toEqual({ name: 'Rock', count: 2 });
      expect(response.body).not.toContain('Mi nota privada');
      expect(response.body).not.toContain('Wished Artist');
      expect(response.body).not.toContain('Bop');
    }
  });

  it('answers 404 for an unknown user', async () => {
    const response = await get('/api/users/nobody-here/stats');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No se ha encontrado el usuario' },
    });
    expect((await get(`/api/users/${'x'.repeat(65)}/stats`)).statusCode).toBe(400);
  });
});
