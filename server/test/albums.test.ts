import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlbumCard, AlbumDetail, AlbumPage } from '@surcos/contracts/albums';
import { type TestContext, createTestContext } from './helpers/app.ts';
import { startFakeDiscogs } from './helpers/fake-discogs.ts';
import { type TestUser, createUser, postJson } from './helpers/users.ts';
import { as, asVisitor } from './helpers/requests.ts';
import { own } from './helpers/acts.ts';

let catalogCtx: TestContext;
let discogsCtx: TestContext;
let fake: Awaited<ReturnType<typeof startFakeDiscogs>>;

beforeAll(async () => {
  fake = await startFakeDiscogs();
  [catalogCtx, discogsCtx] = await Promise.all([
    createTestContext(),
    createTestContext(
      { DISCOGS_TOKEN: 'token-de-prueba', DISCOGS_BASE_URL: fake.url },
      { discogs: { timeoutMs: 500, retryDelayMs: 20, maxRetries: 1, maxQueueWaitMs: 200 } },
    ),
  ]);
});

afterAll(async () => {
  await Promise.all([catalogCtx.close(), discogsCtx.close()]);
  await fake.close();
});

const explore = async (ctx: TestContext, user: TestUser, query = '') =>
  (await as(ctx.app, user).get(`/api/albums${query}`)).json<AlbumPage>();

const detail = async (ctx: TestContext, id: string, user?: TestUser) =>
  (await as(ctx.app, user).get(`/api/albums/${id}`)).json<AlbumDetail>();

describe('GET /api/music/search', () => {
  it('requires a session', async () => {
    const response = await asVisitor(catalogCtx.app).get('/api/music/search?q=miles');
    expect(response.statusCode).toBe(401);
  });

  it('finds albums in the bundled catalog without a token', async () => {
    const user = await createUser(catalogCtx.app);
    const response = await as(catalogCtx.app, user).get('/api/music/search?q=camaron');
    expect(response.statusCode).toBe(200);
    const body = response.json<{ results: Array<{ artist: string }> }>();
    expect(body.results.length).toBeGreaterThan(0);
    expect(body.results.every((result) => result.artist.includes('Camarón'))).toBe(true);
  });

  it.each([
    ['mi', 'Escribe al menos 3 caracteres.'],
    ['x'.repeat(101), 'La búsqueda no puede tener más de 100 caracteres.'],
  ])('refuses the query %j with a Spanish message', async (q, message) => {
    const user = await createUser(catalogCtx.app);
    const response = await as(catalogCtx.app, user).get(`/api/music/search?q=${q}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'VALIDATION_FAILED', message } });
  });

  it('marks the hits the user already owns', async () => {
    const user = await createUser(catalogCtx.app);
    await as(catalogCtx.app, user).put('/api/me/albums/sc-0001');
    const first = (await detail(catalogCtx, 'sc-0001')).album;
    const response = await as(catalogCtx.app, user).get(
      `/api/music/search?q=${encodeURIComponent(first.name)}`,
    );
    const hits = response.json<{ results: Array<{ id: string; owned: boolean }> }>().results;
    expect(hits.find((hit) => hit.id === 'sc-0001')?.owned).toBe(true);
    expect(hits.filter((hit) => hit.id !== 'sc-0001').every((hit) => !hit.owned)).toBe(true);
  });

  it('marks the hits the user wishes for, and says each one’s format and country', async () => {
    const user = await createUser(catalogCtx.app);
    await as(catalogCtx.app, user).put('/api/me/wishlist/sc-0001');
    const first = (await detail(catalogCtx, 'sc-0001')).album;
    const response = await as(catalogCtx.app, user).get(
      `/api/music/search?q=${encodeURIComponent(first.name)}`,
    );
    type Hit = { id: string; owned: boolean; wishlisted: boolean; format: string; country: string };
    const hit = response.json<{ results: Hit[] }>().results.find((result) => result.id === 'sc-0001');
    expect(hit).toMatchObject({ owned: false, wishlisted: true, format: 'Vinyl, LP, Album', country: 'US' });
  });

  it('searches Discogs with a token, one request per search', async () => {
    const user = await createUser(discogsCtx.app);
    const before = fake.requests.length;
    const response = await as(discogsCtx.app, user).get('/api/music/search?q=nirvana%20nevermind');
    expect(response.json<{ results: Array<{ name: string }> }>().results[0]?.name).toBe('Nevermind');
    expect(fake.requests.length - before).toBe(1);
  });

  it('tells the user to wait when Discogs keeps answering 429', async () => {
    const user = await createUser(discogsCtx.app);
    fake.failNext('429', '429');
    const response = await as(discogsCtx.app, user).get('/api/music/search?q=moonblood%20winter');
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({
      error: {
        code: 'MUSIC_DATABASE_RATE_LIMITED',
        message: 'Demasiadas peticiones a Discogs. Intenta de nuevo en unos segundos.',
      },
    });
  });

  it('reads format, country and catalogue number from a Discogs hit', async () => {
    const user = await createUser(discogsCtx.app);
    const response = await as(discogsCtx.app, user).get('/api/music/search?q=nirvana%20nevermind');
    expect(response.json<{ results: unknown[] }>().results[0]).toMatchObject({
      id: '2028757',
      format: 'DVD, PAL',
      country: 'Australia',
      catalogNumber: 'RV0296',
      owned: false,
      wishlisted: false,
    });
  });

  it('says so clearly when Discogs is down', async () => {
    const user = await createUser(discogsCtx.app);
    fake.failNext('500');
    const response = await as(discogsCtx.app, user).get('/api/music/search?q=vibrasphere%20echo');
    expect(response.statusCode).toBe(503);
    expect(response.json<{ error: { code: string } }>().error.code).toBe('MUSIC_DATABASE_UNAVAILABLE');
  });
});

describe('GET /api/albums/:id', () => {
  it('fetches an unknown album from Discogs once, then serves it from the database', async () => {
    const before = fake.requests.length;
    const first = await detail(discogsCtx, '2535152');
    expect(first.album).toMatchObject({
      id: '2535152',
      name: 'Neil Young',
      artist: 'Neil Young',
      year: '2009',
    });
    expect(first.viewer).toBeNull();
    await detail(discogsCtx, '2535152');
    expect(fake.requests.length - before).toBe(1);
  });

  it('answers an album that does not exist with 404 and SPEC.md’s text', async () => {
    const response = await asVisitor(discogsCtx.app).get('/api/albums/999999999');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Álbum no encontrado.' } });
  });

  it('refuses an id that cannot be a release', async () => {
    for (const id of ['abc', '0', '-5', '1.5', 'sc-1']) {
      const response = await asVisitor(discogsCtx.app).get(`/api/albums/${id}`);
      expect(response.statusCode, id).toBe(400);
      expect(response.json(), id).toEqual({
        error: { code: 'VALIDATION_FAILED', message: 'Identificador de álbum no válido.' },
      });
    }
  });

  it('answers a Discogs outage or hang with the album fetch error, never a 500', async () => {
    for (const fault of ['500', 'hang', 'malformed'] as const) {
      fake.failNext(fault);
      const response = await asVisitor(discogsCtx.app).get('/api/albums/1052359');
      expect(response.statusCode, fault).toBe(503);
      expect(response.json(), fault).toEqual({
        error: {
          code: 'MUSIC_DATABASE_UNAVAILABLE',
          message: 'No se pudo cargar el álbum. Inténtalo de nuevo.',
        },
      });
    }
  });

  it('keeps each track’s position and duration from Discogs', async () => {
    const body = await detail(discogsCtx, '2', await createUser(discogsCtx.app));
    expect(body.album.tracklist.slice(0, 2)).toEqual([
      { position: 'A1', title: 'A Sea Apart', duration: '5:08' },
      { position: 'A2', title: 'Dutchmaster', duration: '4:21' },
    ]);
  });

  it('reads a tracklist stored as bare titles as tracks without position or duration', async () => {
    await detail(catalogCtx, 'sc-0150');
    await catalogCtx.app.db
      .updateTable('album')
      .set({ tracklist: JSON.stringify(['Uno', 'Dos', '']) })
      .where('id', '=', 'sc-0150')
      .execute();
    expect((await detail(catalogCtx, 'sc-0150')).album.tracklist).toEqual([
      { position: '', title: 'Uno', duration: '' },
      { position: '', title: 'Dos', duration: '' },
    ]);
  });

  it('shows the catalog album with SPEC.md defaults', async () => {
    const body = await detail(catalogCtx, 'sc-0001');
    expect(body.album).toMatchObject({ id: 'sc-0001', notes: 'Sin notas', credits: 'No disponible' });
  });
});

describe('PUT /api/me/albums/:id', () => {
  it('asks visitors to sign in', async () => {
    const response = await asVisitor(catalogCtx.app).put('/api/me/albums/sc-0002');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: { code: 'UNAUTHENTICATED', message: 'Debes iniciar sesión para añadir un álbum.' },
    });
  });

  it('adds the album to My albums and Explorar, once however often it is clicked', async () => {
    const user = await createUser(catalogCtx.app);
    const responses = await Promise.all(
      [1, 2, 3].map(() => as(catalogCtx.app, user).put('/api/me/albums/sc-0003')),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(responses[0]!.json<AlbumCard>()).toMatchObject({
      id: 'sc-0003',
      addedAt: expect.any(String) as string,
    });

    const mine = (await as(catalogCtx.app, user).get('/api/me/albums')).json<AlbumPage>();
    expect(mine.items.map((item) => item.id)).toEqual(['sc-0003']);
    expect((await explore(catalogCtx, user)).items.map((item) => item.id)).toContain('sc-0003');
    const page = await detail(catalogCtx, 'sc-0003', user);
    expect(page.owners.filter((owner) => owner.id === user.id)).toHaveLength(1);
    expect(page.viewer).toEqual({ owns: true, wishlisted: false });
    const counts = (await as(catalogCtx.app, user).get('/api/me/counts')).json<{ albums: number }>();
    expect(counts.albums).toBe(1);
  });

  it('takes the album off the user’s wishlist', async () => {
    const user = await createUser(catalogCtx.app);
    await as(catalogCtx.app, user).put('/api/me/wishlist/sc-0004');
    await as(catalogCtx.app, user).put('/api/me/albums/sc-0004');
    expect((await as(catalogCtx.app, user).get('/api/me/wishlist')).json<AlbumPage>().items).toEqual([]);
    expect((await detail(catalogCtx, 'sc-0004', user)).viewer).toEqual({ owns: true, wishlisted: false });
  });

  it('leaves no ownership when the album cannot be fetched', async () => {
    const user = await createUser(discogsCtx.app);
    fake.failNext('500');
    const response = await as(discogsCtx.app, user).put('/api/me/albums/1668957');
    expect(response.statusCode).toBe(503);
    expect((await as(discogsCtx.app, user).get('/api/me/albums')).json<AlbumPage>().items).toEqual([]);
  });

  it('loses no owner when many users add the same album at the same moment', async () => {
    const users = await Promise.all(
      Array.from({ length: 8 }, (_, index) => createUser(catalogCtx.app, { name: `Fan ${index}` })),
    );
    await Promise.all(users.map((user) => as(catalogCtx.app, user).put('/api/me/albums/sc-0005')));
    const page = await detail(catalogCtx, 'sc-0005', users[0]);
    expect(page.owners).toHaveLength(8);
    const row = await catalogCtx.app.db
      .selectFrom('album')
      .select('owner_count')
      .where('id', '=', 'sc-0005')
      .executeTakeFirstOrThrow();
    expect(Number(row.owner_count)).toBe(8);

    // Half leave while the others add again: the survivors are exactly the others.
    await Promise.all(
      users.map((user, index) =>
        as(catalogCtx.app, user).send(index % 2 === 0 ? 'DELETE' : 'PUT', '/api/me/albums/sc-0005'),
      ),
    );
    const after = await detail(catalogCtx, 'sc-0005', users[1]);
    expect(after.owners.map((owner) => owner.name).sort()).toEqual(['Fan 1', 'Fan 3', 'Fan 5', 'Fan 7']);
  });
});

describe('DELETE /api/me/albums/:id', () => {
  it('removes the owner; an album nobody owns leaves Explorar', async () => {
    const user = await createUser(catalogCtx.app);
    await as(catalogCtx.app, user).put('/api/me/albums/sc-0006');
    const response = await as(catalogCtx.app, user).delete('/api/me/albums/sc-0006');
    expect(response.statusCode).toBe(204);
    expect((await as(catalogCtx.app, user).delete('/api/me/albums/sc-0006')).statusCode).toBe(204);
    expect(
      (
        await explore(
          catalogCtx,
          user,
          '?q=' + encodeURIComponent((await detail(catalogCtx, 'sc-0006')).album.name),
        )
      ).items.map((item) => item.id),
    ).not.toContain('sc-0006');
    expect((await detail(catalogCtx, 'sc-0006', user)).owners).toEqual([]);
  });

  it('only ever acts on the signed-in user’s own albums', async () => {
    const owner = await createUser(catalogCtx.app);
    const other = await createUser(catalogCtx.app);
    await as(catalogCtx.app, owner).put('/api/me/albums/sc-0007');
    await as(catalogCtx.app, other).delete('/api/me/albums/sc-0007');
    await as(catalogCtx.app, other).delete('/api/me/wishlist/sc-0007');
    expect((await detail(catalogCtx, 'sc-0007')).owners.map((entry) => entry.id)).toEqual([owner.id]);
  });
});

describe('wishlist', () => {
  it('toggles an album in and out of the wishlist', async () => {
    const user = await createUser(catalogCtx.app);
    const added = await as(catalogCtx.app, user).put('/api/me/wishlist/sc-0008');
    expect(added.statusCode).toBe(200);
    await as(catalogCtx.app, user).put('/api/me/wishlist/sc-0008');
    const list = (await as(catalogCtx.app, user).get('/api/me/wishlist')).json<AlbumPage>();
    expect(list.items.map((item) => item.id)).toEqual(['sc-0008']);
    expect((await detail(catalogCtx, 'sc-0008', user)).wishlistedBy.map((entry) => entry.id)).toEqual([
      user.id,
    ]);
    expect((await as(catalogCtx.app, user).get('/api/me/counts')).json<{ wishlist: number }>().wishlist).toBe(
      1,
    );

    expect((await as(catalogCtx.app, user).delete('/api/me/wishlist/sc-0008')).statusCode).toBe(204);
    expect((await as(catalogCtx.app, user).get('/api/me/wishlist')).json<AlbumPage>().items).toEqual([]);
  });

  it('refuses an album the user already owns', async () => {
    const user = await createUser(catalogCtx.app);
    await as(catalogCtx.app, user).put('/api/me/albums/sc-0009');
    const response = await as(catalogCtx.app, user).put('/api/me/wishlist/sc-0009');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: { code: 'ALREADY_OWNED', message: 'Este álbum ya está en tu colección.' },
    });
  });
});

describe('album lists', () => {
  it('orders My albums by every sort option, unknown years last', async () => {
    const user = await createUser(catalogCtx.app);
    const ids = ['sc-0010', 'sc-0020', 'sc-0030', 'sc-0040'];
    for (const id of ids) await own(catalogCtx.app, user, id);
    const albums = await Promise.all(ids.map(async (id) => (await detail(catalogCtx, id)).album));
    const list = async (sort: string) =>
      (await as(catalogCtx.app, user).get(`/api/me/albums?sort=${sort}`))
        .json<AlbumPage>()
        .items.map((item) => item.id);
    const fold = (value: string) =>
      value
        .normalize('NFD')
        .replace(/\p{Diacritic}/gu, '')
        .toLowerCase();
    const by = (key: (album: (typeof albums)[number]) => string) =>
      [...albums]
        .sort((a, b) =>
          fold(key(a)) < fold(key(b)) ? -1 : fold(key(a)) > fold(key(b)) ? 1 : a.id < b.id ? -1 : 1,
        )
        .map((album) => album.id);

    expect(await list('dateAddedDesc')).toEqual([...ids].reverse());
    expect(await list('artistAsc')).toEqual(by((album) => album.artist));
    expect(await list('artistDesc')).toEqual(by((album) => album.artist).reverse());
    expect(await list('nameAsc')).toEqual(by((album) => album.name));
    expect(await list('nameDesc')).toEqual(by((album) => album.name).reverse());
    const years = [...albums]
      .sort((a, b) => Number(a.year) - Number(b.year) || (a.id < b.id ? -1 : 1))
      .map((album) => album.id);
    expect(await list('yearAsc')).toEqual(years);
    expect(await list('yearDesc')).toEqual(
      [...albums]
        .sort((a, b) => Number(b.year) - Number(a.year) || (a.id < b.id ? 1 : -1))
        .map((album) => album.id),
    );
    const response = await as(catalogCtx.app, user).get('/api/me/albums?sort=popular');
    expect(response.statusCode).toBe(400);
  });

  it('searches by artist or title, ignoring case and accents, and pages', async () => {
    const user = await createUser(catalogCtx.app);
    const hits = (await as(catalogCtx.app, user).get('/api/music/search?q=heroes%20del%20silencio')).json<{
      results: Array<{ id: string }>;
    }>().results;
    for (const hit of hits) await own(catalogCtx.app, user, hit.id);
    const found = (await as(catalogCtx.app, user).get('/api/me/albums?q=HÉROES')).json<AlbumPage>();
    expect(found.items.length).toBe(hits.length);
    const none = (await as(catalogCtx.app, user).get('/api/me/albums?q=100%25_')).json<AlbumPage>();
    expect(none.items).toEqual([]);
  });
});

describe('deleting an account', () => {
  it('removes the user from the owners, and the album from Explorar when nobody else owns it', async () => {
    const user = await createUser(catalogCtx.app);
    const friend = await createUser(catalogCtx.app);
    await as(catalogCtx.app, user).put('/api/me/albums/sc-0011');
    await as(catalogCtx.app, user).put('/api/me/albums/sc-0012');
    await as(catalogCtx.app, friend).put('/api/me/albums/sc-0012');
    const response = await postJson(
      catalogCtx.app,
      '/api/auth/delete-user',
      { password: user.password },
      user.cookie,
    );
    expect(response.statusCode).toBe(200);
    const rows = await catalogCtx.app.db
      .selectFrom('album')
      .select(['id', 'owner_count'])
      .where('id', 'in', ['sc-0011', 'sc-0012'])
      .orderBy('id')
      .execute();
    expect(rows.map((row) => [row.id, Number(row.owner_count)])).toEqual([
      ['sc-0011', 0],
      ['sc-0012', 1],
    ]);
    expect((await detail(catalogCtx, 'sc-0012')).owners.map((owner) => owner.id)).toEqual([friend.id]);
  });
});
