import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateTo, migrateToLatest } from '../src/db/migrate.ts';
import { type TestContext, TEST_ORIGIN, createTestContext } from './helpers/app.ts';
import { type ClientSocket, listen, openConnected } from './helpers/sockets.ts';
import { type TestUser, createUser } from './helpers/users.ts';
import { as } from './helpers/requests.ts';

let ctx: TestContext;
let ana: TestUser;
let bruno: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  [ana, bruno] = await Promise.all([
    createUser(ctx.app, { name: 'Ana' }),
    createUser(ctx.app, { name: 'Bruno' }),
  ]);
});

afterAll(async () => {
  await ctx.close();
});

const copiesOf = (userId: string) =>
  ctx.app.db
    .selectFrom('album_copy')
    .select(['album_id', 'added_at', 'folder', 'rating', 'notes', 'custom_fields'])
    .where('user_id', '=', userId)
    .orderBy('album_id')
    .execute();

describe('copies of an album', () => {
  it('adding an album to My albums gives its owner one copy; removing it removes every copy', async () => {
    expect((await as(ctx.app, bruno).put('/api/me/albums/sc-0001')).statusCode).toBe(200);
    expect(await copiesOf(bruno.id)).toMatchObject([
      { album_id: 'sc-0001', folder: 'Uncategorized', rating: 0, notes: '', custom_fields: '{}' },
    ]);
    // Adding it again is idempotent: still one copy.
    expect((await as(ctx.app, bruno).put('/api/me/albums/sc-0001')).statusCode).toBe(200);
    expect(await copiesOf(bruno.id)).toHaveLength(1);

    expect((await as(ctx.app, bruno).delete('/api/me/albums/sc-0001')).statusCode).toBe(204);
    expect(await copiesOf(bruno.id)).toEqual([]);
  });

  it('the migration turns every existing ownership into one copy with its date, losing nothing', async () => {
    // Albums are stored the first time anybody adds one.
    for (const albumId of ['sc-0002', 'sc-0003']) {
      await as(ctx.app, bruno).put(`/api/me/albums/${albumId}`);
      await as(ctx.app, bruno).delete(`/api/me/albums/${albumId}`);
    }
    await migrateTo(ctx.app.db, '007-messages');
    // Ownerships as they were before copies existed.
    const db = ctx.app.db as unknown as Kysely<{
      album_owner: { album_id: string; user_id: string; added_at: number };
    }>;
    await db
      .insertInto('album_owner')
      .values([
        { album_id: 'sc-0002', user_id: ana.id, added_at: 1_600_000_000_000 },
        { album_id: 'sc-0003', user_id: ana.id, added_at: 1_650_000_000_000 },
        { album_id: 'sc-0002', user_id: bruno.id, added_at: 1_700_000_000_000 },
      ])
      .execute();

    await migrateToLatest(ctx.app.db);

    expect(await copiesOf(ana.id)).toMatchObject([
      { album_id: 'sc-0002', added_at: 1_600_000_000_000, folder: 'Uncategorized' },
      { album_id: 'sc-0003', added_at: 1_650_000_000_000, folder: 'Uncategorized' },
    ]);
    expect(await copiesOf(bruno.id)).toMatchObject([{ album_id: 'sc-0002', added_at: 1_700_000_000_000 }]);
    const owners = await ctx.app.db.selectFrom('album_owner').select(['album_id', 'user_id']).execute();
    expect(owners).toHaveLength(3);
  });
});

type CopyJson = {
  id: string;
  albumId: string;
  folder: string;
  mediaCondition: string | null;
  sleeveCondition: string | null;
  notes: string;
  rating: number;
  addedAt: string;
  customFields: Record<string, string>;
};

const listCopies = async (albumId: string, user: TestUser) =>
  (await as(ctx.app, user).get(`/api/me/albums/${albumId}/copies`)).json<{ items: CopyJson[] }>().items;

const addCopy = async (albumId: string, user: TestUser, body: object = {}) => {
  const response = await as(ctx.app, user).post(`/api/me/albums/${albumId}/copies`, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CopyJson>();
};

const ownerRow = (userId: string, albumId: string) =>
  ctx.app.db
    .selectFrom('album_owner')
    .select('added_at')
    .where('user_id', '=', userId)
    .where('album_id', '=', albumId)
    .executeTakeFirst();

const albumRow = (albumId: string) =>
  ctx.app.db
    .selectFrom('album')
    .select(['owner_count', 'last_added_at'])
    .where('id', '=', albumId)
    .executeTakeFirstOrThrow();

describe('POST /api/me/albums/:id/copies', () => {
  it('the first copy adds the album to My albums, with its details, and takes it off the wishlist', async () => {
    const carla = await createUser(ctx.app, { name: 'Carla' });
    expect((await as(ctx.app, carla).put('/api/me/wishlist/sc-0010')).statusCode).toBe(200);

    const copy = await addCopy('sc-0010', carla, {
      folder: 'Estantería',
      mediaCondition: 'Very Good Plus (VG+)',
      sleeveCondition: 'Generic',
      notes: 'Primera prensa',
      rating: 4,
      addedAt: '2019-03-01T10:00:00.000Z',
      customFields: { 'Purchased At': 'Tienda Lola', Color: '' },
    });
    expect(copy).toMatchObject({
      albumId: 'sc-0010',
      folder: 'Estantería',
      mediaCondition: 'Very Good Plus (VG+)',
      sleeveCondition: 'Generic',
      notes: 'Primera prensa',
      rating: 4,
      addedAt: '2019-03-01T10:00:00.000Z',
      // An empty value is no field.
      customFields: { 'Purchased At': 'Tienda Lola' },
    });
    expect(Number((await ownerRow(carla.id, 'sc-0010'))?.added_at)).toBe(Date.parse('2019-03-01T10:00:00Z'));
    const wishlist = await as(ctx.app, carla).get('/api/me/wishlist');
    expect(wishlist.json<{ items: unknown[] }>().items).toEqual([]);
    expect(await listCopies('sc-0010', carla)).toEqual([copy]);
  });

  it('another copy keeps one ownership; an earlier date becomes the ownership date', async () => {
    const dario = await createUser(ctx.app, { name: 'Darío' });
    expect((await as(ctx.app, dario).put('/api/me/albums/sc-0011')).statusCode).toBe(200);
    const second = await addCopy('sc-0011', dario, { addedAt: '2001-01-01T00:00:00.000Z' });
    expect(second.folder).toBe('Uncategorized');
    expect(await listCopies('sc-0011', dario)).toHaveLength(2);
    // Oldest first.
    expect((await listCopies('sc-0011', dario))[0]!.id).toBe(second.id);
    expect(Number((await ownerRow(dario.id, 'sc-0011'))?.added_at)).toBe(Date.parse('2001-01-01T00:00:00Z'));
    expect(await albumRow('sc-0011')).toMatchObject({ owner_count: 1 });
  });

  it('answers Spanish validation errors and saves nothing', async () => {
    const elena = await createUser(ctx.app, { name: 'Elena' });
    const cases: Array<[object, string]> = [
      [{ rating: 6 }, 'La valoración debe ser un número entero del 0 al 5.'],
      [{ mediaCondition: 'Nuevo' }, 'El estado no está en la escala de Discogs.'],
      [{ addedAt: 'ayer' }, 'La fecha en que lo añadiste no es válida.'],
      [{ folder: 'x'.repeat(81) }, 'El nombre de la carpeta no puede tener más de 80 caracteres.'],
      [{ customFields: { '': 'valor' } }, 'Cada campo propio necesita un nombre de 1 a 60 caracteres.'],
    ];
    for (const [body, message] of cases) {
      const response = await as(ctx.app, elena).post('/api/me/albums/sc-0012/copies', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', message } });
    }
    const badAlbum = await as(ctx.app, elena).post('/api/me/albums/nope/copies', {});
    expect(badAlbum.statusCode).toBe(400);
    expect(badAlbum.json()).toMatchObject({ error: { message: 'Identificador de álbum no válido.' } });
    expect(await copiesOf(elena.id)).toEqual([]);
  });

  it('needs a session', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/me/albums/sc-0012/copies',
      headers: { origin: TEST_ORIGIN },
      payload: {},
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('PUT /api/me/copies/:copyId', () => {
  it('rewrites the owner’s copy; only its owner may, others get 404', async () => {
    const fede = await createUser(ctx.app, { name: 'Fede' });
    const gala = await createUser(ctx.app, { name: 'Gala' });
    await as(ctx.app, fede).put('/api/me/albums/sc-0013');
    const [copy] = await listCopies('sc-0013', fede);
    const body = {
      folder: 'Jazz',
      mediaCondition: 'Mint (M)',
      sleeveCondition: 'No Cover',
      notes: 'Regalo',
      rating: 5,
      customFields: { Shelf: 'A3' },
    };

    const foreign = await as(ctx.app, gala).put(`/api/me/copies/${copy!.id}`, body);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({
      error: { code: 'NOT_FOUND', message: 'No se encontró la copia.' },
    });
    const unknown = await as(ctx.app, fede).put('/api/me/copies/00000000-0000-4000-8000-000000000000', body);
    expect(unknown.statusCode).toBe(404);
    const malformed = await as(ctx.app, fede).put('/api/me/copies/abc', body);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ error: { message: 'No se encontró la copia.' } });

    const response = await as(ctx.app, fede).put(`/api/me/copies/${copy!.id}`, body);
    expect(response.statusCode).toBe(200);
    // No date given: the copy keeps its own.
    expect(response.json()).toEqual({ ...copy, ...body });

    const moved = await as(ctx.app, fede).put(`/api/me/copies/${copy!.id}`, {
      ...body,
      addedAt: '2010-05-05T00:00:00.000Z',
    });
    expect(moved.json<CopyJson>().addedAt).toBe('2010-05-05T00:00:00.000Z');
    expect(Number((await ownerRow(fede.id, 'sc-0013'))?.added_at)).toBe(Date.parse('2010-05-05T00:00:00Z'));
    expect(Number((await albumRow('sc-0013')).last_added_at)).toBe(Date.parse('2010-05-05T00:00:00Z'));
  });
});

describe('DELETE /api/me/copies/:copyId', () => {
  it('removes one copy; the ownership dates from the earliest copy left', async () => {
    const hugo = await createUser(ctx.app, { name: 'Hugo' });
    const old = await addCopy('sc-0014', hugo, { addedAt: '2005-01-01T00:00:00.000Z' });
    const recent = await addCopy('sc-0014', hugo, { addedAt: '2015-01-01T00:00:00.000Z' });
    expect((await as(ctx.app, hugo).delete(`/api/me/copies/${old.id}`)).statusCode).toBe(204);
    expect((await listCopies('sc-0014', hugo)).map((copy) => copy.id)).toEqual([recent.id]);
    expect(Number((await ownerRow(hugo.id, 'sc-0014'))?.added_at)).toBe(Date.parse('2015-01-01T00:00:00Z'));
    expect(Number((await albumRow('sc-0014')).last_added_at)).toBe(Date.parse('2015-01-01T00:00:00Z'));
  });

  it('removing the last copy removes the album from My albums and from the owner’s collections', async () => {
    const ines = await createUser(ctx.app, { name: 'Inés' });
    const only = await addCopy('sc-0015', ines);
    await addCopy('sc-0016', ines);
    const created = await as(ctx.app, ines).post('/api/collections', {
      name: 'Favoritos',
      description: '',
      privacy: 'public',
      albumIds: ['sc-0015', 'sc-0016'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const collectionId = created.json<{ id: string }>().id;

    const other = await createUser(ctx.app, { name: 'Otro' });
    expect((await as(ctx.app, other).delete(`/api/me/copies/${only.id}`)).statusCode).toBe(404);

    expect((await as(ctx.app, ines).delete(`/api/me/copies/${only.id}`)).statusCode).toBe(204);
    expect(await ownerRow(ines.id, 'sc-0015')).toBeUndefined();
    expect(await listCopies('sc-0015', ines)).toEqual([]);
    const collection = await as(ctx.app, ines).get(`/api/collections/${collectionId}`);
    expect(collection.json<{ albums: Array<{ id: string }> }>().albums.map((album) => album.id)).toEqual([
      'sc-0016',
    ]);
    expect((await as(ctx.app, ines).delete(`/api/me/copies/${only.id}`)).statusCode).toBe(404);
  });
});

describe('counts count people, not copies', () => {
  it('two copies are one owner in "Añadido por", the album count and Explorar', async () => {
    const julia = await createUser(ctx.app, { name: 'Julia' });
    await addCopy('sc-0017', julia);
    await addCopy('sc-0017', julia);
    const detail = await as(ctx.app, julia).get('/api/albums/sc-0017');
    expect(detail.json<{ owners: Array<{ id: string }> }>().owners.map((owner) => owner.id)).toEqual([
      julia.id,
    ]);
    const counts = await as(ctx.app, julia).get('/api/me/counts');
    expect(counts.json()).toMatchObject({ albums: 1 });
    expect(await albumRow('sc-0017')).toMatchObject({ owner_count: 1 });
    const mine = await as(ctx.app, julia).get('/api/me/albums');
    expect(mine.json<{ items: unknown[] }>().items).toEqual([
      expect.objectContaining({ id: 'sc-0017', copyCount: 2 }),
    ]);
  });
});

describe('GET /api/me/albums filters and GET /api/me/folders', () => {
  it('filters by folder, format and media condition, combined with the search; folders count copies', async () => {
    const kike = await createUser(ctx.app, { name: 'Kike' });
    // sc-0001: vinyl LP; sc-0184: CD.
    await addCopy('sc-0001', kike, { folder: 'Salón', mediaCondition: 'Mint (M)' });
    await addCopy('sc-0001', kike, { folder: 'Trastero', mediaCondition: 'Good (G)' });
    await addCopy('sc-0184', kike, { folder: 'Salón', mediaCondition: 'Good (G)' });
    await addCopy('sc-0002', kike);

    const ids = async (query: string) =>
      (await as(ctx.app, kike).get(`/api/me/albums?${query}`))
        .json<{ items: Array<{ id: string }> }>()
        .items.map((item) => item.id)
        .sort();

    expect(await ids('folder=Sal%C3%B3n')).toEqual(['sc-0001', 'sc-0184']);
    expect(await ids('folder=Trastero')).toEqual(['sc-0001']);
    expect(await ids('format=CD')).toEqual(['sc-0184']);
    expect(await ids('format=LP')).toEqual(['sc-0001', 'sc-0002']);
    expect(await ids('format=Cassette')).toEqual([]);
    expect(await ids(`condition=${encodeURIComponent('Good (G)')}`)).toEqual(['sc-0001', 'sc-0184']);
    // Within one copy: sc-0001's Good copy is in Trastero, its Salón copy is Mint.
    expect(await ids(`folder=Sal%C3%B3n&condition=${encodeURIComponent('Good (G)')}`)).toEqual(['sc-0184']);
    expect(await ids(`folder=Trastero&condition=${encodeURIComponent('Mint (M)')}`)).toEqual([]);
    expect(await ids('folder=Sal%C3%B3n&format=LP&sort=nameAsc')).toEqual(['sc-0001']);
    expect(await ids('folder=')).toHaveLength(3);

    const bad = await as(ctx.app, kike).get('/api/me/albums?format=Pianola');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      error: { message: 'Ese formato no está entre los que se pueden filtrar.' },
    });
    const badCondition = await as(ctx.app, kike).get('/api/me/albums?condition=Nuevo');
    expect(badCondition.json()).toMatchObject({
      error: { message: 'El estado no está en la escala de Discogs.' },
    });

    const folders = await as(ctx.app, kike).get('/api/me/folders');
    expect(folders.json()).toEqual({
      items: [
        { name: 'Salón', copyCount: 2 },
        { name: 'Trastero', copyCount: 1 },
        { name: 'Uncategorized', copyCount: 1 },
      ],
    });
  });

  it('matches a format name within Discogs descriptions, not inside another word', async () => {
    const lola = await createUser(ctx.app, { name: 'Lola' });
    await addCopy('sc-0003', lola);
    await ctx.app.db
      .updateTable('album')
      .set({ formats: JSON.stringify(['2×Vinyl, LP, Album, Gatefold, 180 g', 'CD, EP']) })
      .where('id', '=', 'sc-0003')
      .execute();
    const ids = async (format: string) =>
      (await as(ctx.app, lola).get(`/api/me/albums?format=${encodeURIComponent(format)}`))
        .json<{ items: Array<{ id: string }> }>()
        .items.map((item) => item.id);
    expect(await ids('Vinyl')).toEqual(['sc-0003']);
    expect(await ids('LP')).toEqual(['sc-0003']);
    expect(await ids('EP')).toEqual(['sc-0003']);
    expect(await ids('CD')).toEqual(['sc-0003']);
    expect(await ids('Box Set')).toEqual([]);
    expect(await ids('12"')).toEqual([]);
  });
});

describe('realtime facts of copies', () => {
  /** Every fact a socket hears, by name. */
  const record = (socket: ClientSocket) => {
    const heard: string[] = [];
    socket.onAny((name: string) => heard.push(name));
    return heard;
  };

  it('the owner’s other tabs refresh; everyone else only when the owner’s date moved', async () => {
    const url = await listen(ctx.app);
    const mario = await createUser(ctx.app, { name: 'Mario' });
    const nora = await createUser(ctx.app, { name: 'Nora' });
    const first = await addCopy('sc-0020', mario, { addedAt: '2020-01-01T00:00:00.000Z' });
    const sockets = await Promise.all([openConnected(url, mario.cookie), openConnected(url, nora.cookie)]);
    try {
      const [marioHeard, noraHeard] = sockets.map(record);
      // A later copy: the ownership keeps its date.
      await addCopy('sc-0020', mario, { addedAt: '2021-01-01T00:00:00.000Z' });
      await expect.poll(() => marioHeard).toContain('albums.changed');
      expect(noraHeard).toEqual([]);

      await as(ctx.app, mario).put(`/api/me/copies/${first.id}`, { addedAt: '2019-01-01T00:00:00.000Z' });
      await expect.poll(() => noraHeard).toContain('album.changed');
    } finally {
      for (const socket of sockets) socket.close();
    }
  });
});
