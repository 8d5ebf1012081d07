import { BULK_ALBUMS_MAX } from '@surcos/contracts/limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUndoTokens } from '../src/modules/albums-bulk/undo-token.ts';
import { type TestContext, TEST_ORIGIN, createTestContext } from './helpers/app.ts';
import { as } from './helpers/requests.ts';
import { type TestUser, createUser } from './helpers/users.ts';

let ctx: TestContext;
let ana: TestUser;
let bruno: TestUser;
let carla: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  [ana, bruno, carla] = await Promise.all([
    createUser(ctx.app, { name: 'Ana' }),
    createUser(ctx.app, { name: 'Bruno' }),
    createUser(ctx.app, { name: 'Carla' }),
  ]);
});

afterAll(async () => {
  await ctx.close();
});

const bulk = (user: TestUser, body: unknown) => as(ctx.app, user).post('/api/me/albums/bulk', body);
const undo = (user: TestUser, token: unknown) =>
  as(ctx.app, user).post('/api/me/albums/bulk/undo', { token });

/** Everything of the user's that a bulk action may touch, as stored, in a stable order. */
async function stateOf(userId: string) {
  const db = ctx.app.db;
  const [owners, copies, collections, memberships, albums] = await Promise.all([
    db
      .selectFrom('album_owner')
      .select(['album_id', 'added_at', 'import_id'])
      .where('user_id', '=', userId)
      .orderBy('album_id')
      .execute(),
    db.selectFrom('album_copy').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
    db
      .selectFrom('collection')
      .select(['id', 'updated_at'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('collection_album')
      .innerJoin('collection', 'collection.id', 'collection_album.collection_id')
      .select(['collection_album.collection_id', 'collection_album.album_id', 'collection_album.position'])
      .where('collection.user_id', '=', userId)
      .orderBy('collection_album.collection_id')
      .orderBy('collection_album.position')
      .execute(),
    db
      .selectFrom('album')
      .select(['id', 'owner_count', 'last_added_at'])
      .where('id', 'in', ['sc-0011', 'sc-0012', 'sc-0013', 'sc-0014', 'sc-0015'])
      .orderBy('id')
      .execute(),
  ]);
  // PostgreSQL answers bigints as strings.
  const numbers = <T extends object>(rows: T[]) =>
    rows.map((row): Record<string, unknown> =>
      Object.fromEntries(
        Object.entries(row).map(([key, value]) => [
          key,
          typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value,
        ]),
      ),
    );
  return {
    owners: numbers(owners),
    copies: numbers(copies),
    collections: numbers(collections),
    memberships: numbers(memberships),
    albums: numbers(albums),
  };
}

async function own(user: TestUser, albumId: string, copies: object[] = []) {
  expect((await as(ctx.app, user).put(`/api/me/albums/${albumId}`)).statusCode).toBe(200);
  for (const copy of copies) {
    expect((await as(ctx.app, user).post(`/api/me/albums/${albumId}/copies`, copy)).statusCode).toBe(201);
  }
}

async function collection(user: TestUser, name: string, albumIds: string[]): Promise<string> {
  const response = await as(ctx.app, user).post('/api/collections', { name, albumIds, privacy: 'public' });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string }>().id;
}

describe('bulk actions on My albums', () => {
  let shelf: string;
  let box: string;

  beforeAll(async () => {
    await own(ana, 'sc-0011', [
      { folder: 'Salón', mediaCondition: 'Near Mint (NM or M-)', notes: 'Primera edición', rating: 5 },
      {
        folder: 'Caja',
        sleeveCondition: 'Generic',
        customFields: { Matriz: 'A1' },
        addedAt: '2020-01-02T03:04:05.000Z',
      },
    ]);
    await own(ana, 'sc-0012', [{ notes: 'Firmado', mediaCondition: 'Good (G)' }]);
    await own(ana, 'sc-0013');
    await own(ana, 'sc-0014');
    shelf = await collection(ana, 'Estantería', ['sc-0014', 'sc-0011', 'sc-0013', 'sc-0012']);
    box = await collection(ana, 'Caja', ['sc-0012']);
    await own(bruno, 'sc-0015');
    await own(bruno, 'sc-0011');
  });

  it('moves every copy of the chosen albums to a folder, and undoing puts each back', async () => {
    const before = await stateOf(ana.id);
    const response = await bulk(ana, {
      action: 'move',
      albumIds: ['sc-0011', 'sc-0013'],
      folder: ' Estante 2 ',
    });
    expect(response.statusCode).toBe(200);
    const result = response.json<{ albums: number; copies: number; undo: string }>();
    expect(result).toMatchObject({ albums: 2, copies: 4 });
    const folders = await ctx.app.db
      .selectFrom('album_copy')
      .select('folder')
      .where('user_id', '=', ana.id)
      .where('album_id', 'in', ['sc-0011', 'sc-0013'])
      .execute();
    expect(folders.map((row) => row.folder)).toEqual(['Estante 2', 'Estante 2', 'Estante 2', 'Estante 2']);

    expect((await undo(ana, result.undo)).statusCode).toBe(200);
    expect(await stateOf(ana.id)).toEqual(before);
  });

  it('sets the media grade of every copy (or clears it), and undoing puts each back', async () => {
    const before = await stateOf(ana.id);
    const response = await bulk(ana, {
      action: 'grade',
      albumIds: ['sc-0011', 'sc-0012'],
      mediaCondition: 'Very Good Plus (VG+)',
    });
    expect(response.statusCode).toBe(200);
    const grades = await ctx.app.db
      .selectFrom('album_copy')
      .select('media_condition')
      .where('user_id', '=', ana.id)
      .where('album_id', 'in', ['sc-0011', 'sc-0012'])
      .execute();
    expect(new Set(grades.map((row) => row.media_condition))).toEqual(new Set(['Very Good Plus (VG+)']));
    expect((await undo(ana, response.json<{ undo: string }>().undo)).json()).toEqual({
      albumIds: expect.arrayContaining(['sc-0011', 'sc-0012']) as unknown,
    });
    expect(await stateOf(ana.id)).toEqual(before);

    const cleared = await bulk(ana, { action: 'grade', albumIds: ['sc-0012'], mediaCondition: null });
    expect(cleared.statusCode).toBe(200);
    await undo(ana, cleared.json<{ undo: string }>().undo);
    expect(await stateOf(ana.id)).toEqual(before);
  });

  it('adds to a collection only the albums it lacks, at the end; undoing takes just those out', async () => {
    const before = await stateOf(ana.id);
    const response = await bulk(ana, {
      action: 'collect',
      albumIds: ['sc-0011', 'sc-0012', 'sc-0013'],
      collectionId: box,
    });
    expect(response.statusCode).toBe(200);
    const detail = (await as(ctx.app, ana).get(`/api/collections/${box}`)).json<{
      albums: { id: string }[];
    }>();
    expect(detail.albums.map((album) => album.id)).toEqual(['sc-0012', 'sc-0011', 'sc-0013']);

    expect((await undo(ana, response.json<{ undo: string }>().undo)).statusCode).toBe(200);
    expect(await stateOf(ana.id)).toEqual(before);
  });

  it("refuses another member's collection, changing nothing", async () => {
    const brunos = await collection(bruno, 'De Bruno', ['sc-0015']);
    const before = await stateOf(ana.id);
    const foreign = await bulk(ana, { action: 'collect', albumIds: ['sc-0011'], collectionId: brunos });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No se encontró la colección.' } });
    expect(await stateOf(ana.id)).toEqual(before);
  });

  it('names what a removal takes in a dry run, without removing anything', async () => {
    const before = await stateOf(ana.id);
    const response = await bulk(ana, { action: 'remove', albumIds: ['sc-0011', 'sc-0012'], dryRun: true });
    expect(response.json()).toEqual({
      albums: 2,
      copies: 5,
      copiesWithNotes: 2,
      gradedCopies: 3,
      undo: null,
    });
    expect(await stateOf(ana.id)).toEqual(before);
  });

  it('removes albums with their copies and collection places, and undoing restores them exactly', async () => {
    const before = await stateOf(ana.id);
    const brunosFeedBefore = (await as(ctx.app, bruno).get('/api/feed')).json<unknown>();
    const response = await bulk(ana, { action: 'remove', albumIds: ['sc-0011', 'sc-0012', 'sc-0014'] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ albums: 3, copies: 6, copiesWithNotes: 2 });
    const after = await stateOf(ana.id);
    expect(after.owners.map((row) => row.album_id)).toEqual(['sc-0013']);
    expect(after.memberships).toEqual([{ collection_id: shelf, album_id: 'sc-0013', position: 0 }]);
    // Bruno's own copy of sc-0011 is untouched.
    expect((await stateOf(bruno.id)).owners.map((row) => row.album_id)).toEqual(['sc-0011', 'sc-0015']);

    expect((await undo(ana, response.json<{ undo: string }>().undo)).json()).toEqual({
      albumIds: ['sc-0011', 'sc-0012', 'sc-0014'],
    });
    expect(await stateOf(ana.id)).toEqual(before);
    expect((await as(ctx.app, bruno).get('/api/feed')).json<unknown>()).toEqual(brunosFeedBefore);
  });

  it('an undo is single-use in effect: an album owned again meanwhile is left as it is', async () => {
    const response = await bulk(ana, { action: 'remove', albumIds: ['sc-0013'] });
    const token = response.json<{ undo: string }>().undo;
    await own(ana, 'sc-0013');
    const before = await stateOf(ana.id);
    expect((await undo(ana, token)).json()).toEqual({ albumIds: [] });
    expect(await stateOf(ana.id)).toEqual(before);
  });

  it('an album wished for since its removal leaves the wishlist when the undo brings it back', async () => {
    const wishes = async () =>
      (
        await ctx.app.db
          .selectFrom('wishlist_entry')
          .select('album_id')
          .where('user_id', '=', ana.id)
          .orderBy('album_id')
          .execute()
      ).map((row) => row.album_id);
    const response = await bulk(ana, { action: 'remove', albumIds: ['sc-0012', 'sc-0014'] });
    expect((await as(ctx.app, ana).put('/api/me/wishlist/sc-0012')).statusCode).toBe(200);
    expect(await wishes()).toEqual(['sc-0012']);
    expect((await undo(ana, response.json<{ undo: string }>().undo)).json()).toEqual({
      albumIds: ['sc-0012', 'sc-0014'],
    });
    // Owned again, so wished for no more, as adding it to My albums would have done.
    expect(await wishes()).toEqual([]);
    const listed = (await as(ctx.app, ana).get('/api/me/wishlist')).json<{ items: unknown[] }>();
    expect(listed.items).toEqual([]);
  });

  it("refuses other members' albums and changes nothing", async () => {
    const before = await stateOf(ana.id);
    for (const body of [
      { action: 'move', albumIds: ['sc-0011', 'sc-0015'], folder: 'X' },
      { action: 'grade', albumIds: ['sc-0015'], mediaCondition: 'Mint (M)' },
      { action: 'remove', albumIds: ['sc-0012', 'sc-0015'] },
    ]) {
      const response = await bulk(ana, body);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: { code: string } }>().error.code).toBe('ALBUM_NOT_OWNED');
    }
    expect(await stateOf(ana.id)).toEqual(before);
    expect((await stateOf(bruno.id)).owners).toHaveLength(2);
  });

  it('answers bad input with a Spanish error and changes nothing', async () => {
    const before = await stateOf(ana.id);
    const tooMany = Array.from({ length: BULK_ALBUMS_MAX + 1 }, (_, index) => `${index + 1}`);
    const cases: [unknown, string][] = [
      [{ action: 'move', albumIds: [], folder: 'X' }, 'Elige al menos un disco.'],
      [{ action: 'remove', albumIds: tooMany }, `Puedes elegir hasta ${BULK_ALBUMS_MAX} discos a la vez.`],
      [{ action: 'burn', albumIds: ['sc-0011'] }, 'Acción no válida'],
      [{ albumIds: ['sc-0011'] }, 'Acción no válida'],
      [{ action: 'move', albumIds: ['sc-0011'], folder: 'x'.repeat(81) }, 'carpeta'],
      [
        { action: 'grade', albumIds: ['sc-0011'], mediaCondition: 'Shiny' },
        'El estado no está en la escala de Discogs.',
      ],
      [{ action: 'collect', albumIds: ['sc-0011'], collectionId: 'nope' }, 'No se encontró la colección.'],
      [{ action: 'remove', albumIds: ['../etc'] }, 'Identificador de álbum no válido.'],
      [{ action: 'remove', albumIds: 'sc-0011' }, 'Elige al menos un disco.'],
    ];
    for (const [body, message] of cases) {
      const response = await bulk(ana, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ error: { message: string } }>().error.message).toContain(message);
    }
    const notJson = await ctx.app.inject({
      method: 'POST',
      url: '/api/me/albums/bulk',
      headers: { cookie: ana.cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: '{"action":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(await stateOf(ana.id)).toEqual(before);
    expect(
      (await as(ctx.app).post('/api/me/albums/bulk', { action: 'remove', albumIds: ['sc-0011'] })).statusCode,
    ).toBe(401);
  });

  it("refuses an undo that is forged, expired or another member's", async () => {
    const response = await bulk(ana, { action: 'move', albumIds: ['sc-0012'], folder: 'Y' });
    const token = response.json<{ undo: string }>().undo;
    const [body, signature] = token.split('.') as [string, string];
    for (const [user, bad] of [
      [carla, token],
      [ana, `${body}.${signature.slice(0, -2)}AA`],
      [ana, `${body.slice(1)}.${signature}`],
      [ana, 'x'],
      [ana, 42],
    ] as const) {
      const refused = await undo(user, bad);
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ error: { message: string } }>().error.message).toContain(
        'Ya no se puede deshacer',
      );
    }
    expect((await undo(ana, token)).statusCode).toBe(200);
  });
});

describe('removing one copy with an undo', () => {
  it('removes a copy that is not the last, and undoing puts it back with its id and fields', async () => {
    await own(carla, 'sc-0021', [
      {
        folder: 'Caja',
        notes: 'Con letra',
        customFields: { Matriz: 'B2' },
        addedAt: '2001-02-03T04:05:06.000Z',
      },
    ]);
    const before = await stateOf(carla.id);
    const older = await ctx.app.db
      .selectFrom('album_copy')
      .select('id')
      .where('user_id', '=', carla.id)
      .where('folder', '=', 'Caja')
      .executeTakeFirstOrThrow();
    const ownedAt = () =>
      ctx.app.db
        .selectFrom('album_owner')
        .select('added_at')
        .where('user_id', '=', carla.id)
        .where('album_id', '=', 'sc-0021')
        .executeTakeFirstOrThrow();
    const dateBefore = Number((await ownedAt()).added_at);

    const response = await as(ctx.app, carla).post(`/api/me/copies/${older.id}/remove`);
    expect(response.json()).toMatchObject({ albums: 0, copies: 1, copiesWithNotes: 1 });
    expect((await stateOf(carla.id)).copies).toHaveLength(1);
    // The ownership now dates from the copy left.
    expect(Number((await ownedAt()).added_at)).toBeGreaterThan(dateBefore);

    const token = response.json<{ undo: string }>().undo;
    expect((await undo(carla, token)).json()).toEqual({ albumIds: ['sc-0021'] });
    const after = await stateOf(carla.id);
    expect(after.copies).toEqual(before.copies);
    expect(Number((await ownedAt()).added_at)).toBe(dateBefore);
    // A second undo finds the copy back: nothing more.
    expect((await undo(carla, token)).json()).toEqual({ albumIds: [] });
    expect(await stateOf(carla.id)).toEqual(after);
  });

  it('the last copy goes with the album, undone as the album', async () => {
    await own(carla, 'sc-0022');
    const before = await stateOf(carla.id);
    const copy = await ctx.app.db
      .selectFrom('album_copy')
      .select('id')
      .where('user_id', '=', carla.id)
      .where('album_id', '=', 'sc-0022')
      .executeTakeFirstOrThrow();
    const response = await as(ctx.app, carla).post(`/api/me/copies/${copy.id}/remove`);
    expect(response.json()).toMatchObject({ albums: 1, copies: 1 });
    expect((await stateOf(carla.id)).owners.map((row) => row.album_id)).not.toContain('sc-0022');
    await undo(carla, response.json<{ undo: string }>().undo);
    expect(await stateOf(carla.id)).toEqual(before);
  });

  it("is refused for another member's copy or a bad id, changing nothing", async () => {
    const anas = await ctx.app.db
      .selectFrom('album_copy')
      .select('id')
      .where('user_id', '=', ana.id)
      .executeTakeFirstOrThrow();
    const before = await stateOf(ana.id);
    for (const id of [anas.id, 'not-a-uuid']) {
      const response = await as(ctx.app, carla).post(`/api/me/copies/${id}/remove`);
      expect(response.statusCode).toBe(id === anas.id ? 404 : 400);
      expect(response.json<{ error: { message: string } }>().error.message).toBe('No se encontró la copia.');
    }
    expect(await stateOf(ana.id)).toEqual(before);
  });
});

describe('undo tokens', () => {
  it('expire, and name their member', () => {
    const tokens = createUndoTokens<{ n: number }>('a-secret-long-enough-for-the-tests');
    const token = tokens.issue('ana', 1_000, { n: 1 })!;
    expect(tokens.read(token, 'ana', 999)).toEqual({ n: 1 });
    expect(tokens.read(token, 'ana', 1_001)).toBeNull();
    expect(tokens.read(token, 'bruno', 999)).toBeNull();
    expect(createUndoTokens('another-secret').read(token, 'ana', 999)).toBeNull();
  });
});
