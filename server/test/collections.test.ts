import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollectionDetail, CollectionPage } from '@surcos/contracts/collections';
import { type TestContext, createTestContext } from './helpers/app.ts';
import { type TestUser, createUser } from './helpers/users.ts';
import { as, asVisitor } from './helpers/requests.ts';
import { own } from './helpers/acts.ts';

let ctx: TestContext;
let owner: TestUser;
let other: TestUser;
const NAME_AND_ALBUM = 'La colección debe tener al menos un nombre y un álbum.';

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await createUser(ctx.app, { name: 'Dueña' });
  other = await createUser(ctx.app, { name: 'Otro' });
  for (const id of ['sc-0001', 'sc-0002', 'sc-0003', 'sc-0004', 'sc-0005']) await own(ctx.app, owner, id);
  await own(ctx.app, other, 'sc-0006');
});
afterAll(() => ctx.close());

async function create(user: TestUser, body: Record<string, unknown>) {
  const response = await as(ctx.app, user).post('/api/collections', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CollectionDetail>();
}

describe('POST /api/collections', () => {
  it('creates a public collection by default, albums in the chosen order', async () => {
    const created = await create(owner, { name: '  Rock clásico ', albumIds: ['sc-0003', 'sc-0001'] });
    expect(created).toMatchObject({
      name: 'Rock clásico',
      description: '',
      privacy: 'public',
      owner: { id: owner.id, name: 'Dueña' },
      albumCount: 2,
      isOwner: true,
    });
    expect(created.albums.map((album) => album.id)).toEqual(['sc-0003', 'sc-0001']);
    const counts = (await as(ctx.app, owner).get('/api/me/counts')).json<{ collections: number }>();
    expect(counts.collections).toBeGreaterThanOrEqual(1);
  });

  it.each([
    [{ albumIds: ['sc-0001'] }, NAME_AND_ALBUM],
    [{ name: '   ', albumIds: ['sc-0001'] }, NAME_AND_ALBUM],
    [{ name: 'Sin discos', albumIds: [] }, NAME_AND_ALBUM],
    [{ name: 'Sin discos' }, NAME_AND_ALBUM],
    [
      { name: 'x'.repeat(81), albumIds: ['sc-0001'] },
      'El nombre de la colección no puede tener más de 80 caracteres.',
    ],
    [
      { name: 'Larga', description: 'x'.repeat(1001), albumIds: ['sc-0001'] },
      'La descripción no puede tener más de 1000 caracteres.',
    ],
    [{ name: 'Repetida', albumIds: ['sc-0001', 'sc-0001'] }, 'Hay álbumes repetidos en la colección.'],
    [{ name: 'Rara', privacy: 'secreta', albumIds: ['sc-0001'] }, null],
  ])('refuses %j with a Spanish message and saves nothing', async (body, message) => {
    const before = (await as(ctx.app, owner).get('/api/me/collections')).json<CollectionPage>().items.length;
    const response = await as(ctx.app, owner).post('/api/collections', body);
    expect(response.statusCode).toBe(400);
    const error = response.json<{ error: { code: string; message: string } }>().error;
    expect(error.code).toBe('VALIDATION_FAILED');
    if (message) expect(error.message).toBe(message);
    expect((await as(ctx.app, owner).get('/api/me/collections')).json<CollectionPage>().items.length).toBe(
      before,
    );
  });

  it('accepts only the user’s own albums', async () => {
    const response = await as(ctx.app, owner).post('/api/collections', {
      name: 'Ajena',
      albumIds: ['sc-0001', 'sc-0006'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'ALBUM_NOT_OWNED', message: 'Solo puedes elegir álbumes que estén en tus álbumes.' },
    });
  });

  it('asks visitors to sign in', async () => {
    const response = await asVisitor(ctx.app).post('/api/collections', { name: 'X', albumIds: ['sc-0001'] });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: { code: 'UNAUTHENTICATED', message: 'Usuario no autenticado.' },
    });
  });
});

describe('authorization matrix', () => {
  let publicId: string;
  let privateId: string;

  beforeAll(async () => {
    publicId = (await create(owner, { name: 'Pública', albumIds: ['sc-0001'] })).id;
    privateId = (await create(owner, { name: 'Privada', privacy: 'private', albumIds: ['sc-0002'] })).id;
  });

  const body = { name: 'Cambiada', albumIds: ['sc-0004'] };
  const notFound = { error: { code: 'NOT_FOUND', message: 'No se encontró la colección.' } };

  it.each([
    ['visitor', 'public', 200],
    ['visitor', 'private', 404],
    ['owner', 'public', 200],
    ['owner', 'private', 200],
    ['other', 'public', 200],
    ['other', 'private', 404],
  ] as const)('GET /api/collections/:id as %s, %s → %i', async (who, privacy, status) => {
    const user = who === 'owner' ? owner : who === 'other' ? other : undefined;
    const response = await as(ctx.app, user).get(
      `/api/collections/${privacy === 'public' ? publicId : privateId}`,
    );
    expect(response.statusCode).toBe(status);
    if (status === 404) expect(response.json()).toEqual(notFound);
    else expect(response.json<CollectionDetail>().isOwner).toBe(who === 'owner');
  });

  it.each([
    ['PUT', 'visitor', 401],
    ['PUT', 'other', 404],
    ['DELETE', 'visitor', 401],
    ['DELETE', 'other', 404],
  ] as const)(
    '%s as %s is refused on public and private alike (%i), changing nothing',
    async (method, who, status) => {
      for (const id of [publicId, privateId]) {
        const response = await as(ctx.app, who === 'other' ? other : undefined).send(
          method,
          `/api/collections/${id}`,
          body,
        );
        expect(response.statusCode).toBe(status);
        if (status === 404) expect(response.json()).toEqual(notFound);
        const still = (await as(ctx.app, owner).get(`/api/collections/${id}`)).json<CollectionDetail>();
        expect(still.name).toMatch(/^(Pública|Privada)$/);
      }
    },
  );

  it('never lists a private collection to anybody but its owner', async () => {
    for (const user of [owner, other]) {
      const list = (await as(ctx.app, user).get('/api/collections')).json<CollectionPage>();
      expect(list.items.map((item) => item.id)).toContain(publicId);
      expect(list.items.map((item) => item.id)).not.toContain(privateId);
    }
    expect((await asVisitor(ctx.app).get('/api/collections')).statusCode).toBe(401);
    const mine = (await as(ctx.app, owner).get('/api/me/collections')).json<CollectionPage>();
    expect(mine.items.map((item) => item.id)).toEqual(expect.arrayContaining([publicId, privateId]));
    const theirs = (await as(ctx.app, other).get('/api/me/collections')).json<CollectionPage>();
    expect(theirs.items).toEqual([]);
  });

  it('the owner edits: name, privacy and albums', async () => {
    const response = await as(ctx.app, owner).put(`/api/collections/${privateId}`, {
      name: 'Ya no es privada',
      description: 'Para todos',
      privacy: 'public',
      albumIds: ['sc-0005', 'sc-0002'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<CollectionDetail>()).toMatchObject({
      name: 'Ya no es privada',
      privacy: 'public',
      albumCount: 2,
    });
    expect((await as(ctx.app, other).get(`/api/collections/${privateId}`)).statusCode).toBe(200);
  });

  it('the owner deletes', async () => {
    expect((await as(ctx.app, owner).delete(`/api/collections/${publicId}`)).statusCode).toBe(204);
    expect((await as(ctx.app, owner).get(`/api/collections/${publicId}`)).statusCode).toBe(404);
  });

  it('an id that is not one answers as not found', async () => {
    const response = await as(ctx.app, owner).get('/api/collections/..%2Fadmin');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { message: string } }>().error.message).toBe(
      'No se encontró la colección.',
    );
  });
});

describe('albums and collections', () => {
  it('an album removed from My albums leaves the owner’s collections, and previews show the first 4', async () => {
    const user = await createUser(ctx.app);
    const ids = ['sc-0010', 'sc-0011', 'sc-0012', 'sc-0013', 'sc-0014', 'sc-0015'];
    for (const id of ids) await own(ctx.app, user, id);
    const created = await create(user, { name: 'Seis', albumIds: ids });
    const list = (await as(ctx.app, user).get('/api/me/collections')).json<CollectionPage>();
    expect(list.items[0]!.preview.map((album) => album.id)).toEqual(ids.slice(0, 4));

    await as(ctx.app, user).delete('/api/me/albums/sc-0011');
    const after = (await as(ctx.app, user).get(`/api/collections/${created.id}`)).json<CollectionDetail>();
    expect(after.albums.map((album) => album.id)).toEqual([
      'sc-0010',
      'sc-0012',
      'sc-0013',
      'sc-0014',
      'sc-0015',
    ]);
    const preview = (await as(ctx.app, user).get('/api/me/collections')).json<CollectionPage>().items[0]!
      .preview;
    expect(preview.map((album) => album.id)).toEqual(['sc-0010', 'sc-0012', 'sc-0013', 'sc-0014']);
  });

  it('deleting the account deletes the user’s collections', async () => {
    const user = await createUser(ctx.app);
    await own(ctx.app, user, 'sc-0020');
    const created = await create(user, { name: 'Efímera', albumIds: ['sc-0020'] });
    await as(ctx.app, user).post('/api/auth/delete-user', { password: user.password });
    expect((await as(ctx.app, other).get(`/api/collections/${created.id}`)).statusCode).toBe(404);
  });
});
