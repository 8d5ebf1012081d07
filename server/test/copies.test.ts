import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateTo } from '../src/db/migrate.ts';
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
});

afterAll(async () => {
  await ctx.close();
});

const send = (method: 'PUT' | 'DELETE', url: string, user: TestUser) =>
  ctx.app.inject({ method, url, headers: { cookie: user.cookie, origin: TEST_ORIGIN } });

const copiesOf = (userId: string) =>
  ctx.app.db
    .selectFrom('album_copy')
    .select(['album_id', 'added_at', 'folder', 'rating', 'notes', 'custom_fields'])
    .where('user_id', '=', userId)
    .orderBy('album_id')
    .execute();

describe('copies of an album', () => {
  it('adding an album to My albums gives its owner one copy; removing it removes every copy', async () => {
    expect((await send('PUT', '/api/me/albums/sc-0001', bruno)).statusCode).toBe(200);
    expect(await copiesOf(bruno.id)).toMatchObject([
      { album_id: 'sc-0001', folder: 'Uncategorized', rating: 0, notes: '', custom_fields: '{}' },
    ]);
    // Adding it again is idempotent: still one copy.
    expect((await send('PUT', '/api/me/albums/sc-0001', bruno)).statusCode).toBe(200);
    expect(await copiesOf(bruno.id)).toHaveLength(1);

    expect((await send('DELETE', '/api/me/albums/sc-0001', bruno)).statusCode).toBe(204);
    expect(await copiesOf(bruno.id)).toEqual([]);
  });

  it('the migration turns every existing ownership into one copy with its date, losing nothing', async () => {
    // Albums are stored the first time anybody adds one.
    for (const albumId of ['sc-0002', 'sc-0003']) {
      await send('PUT', `/api/me/albums/${albumId}`, bruno);
      await send('DELETE', `/api/me/albums/${albumId}`, bruno);
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

    await migrateTo(ctx.app.db, '008-copies');

    expect(await copiesOf(ana.id)).toMatchObject([
      { album_id: 'sc-0002', added_at: 1_600_000_000_000, folder: 'Uncategorized' },
      { album_id: 'sc-0003', added_at: 1_650_000_000_000, folder: 'Uncategorized' },
    ]);
    expect(await copiesOf(bruno.id)).toMatchObject([{ album_id: 'sc-0002', added_at: 1_700_000_000_000 }]);
    const owners = await ctx.app.db.selectFrom('album_owner').select(['album_id', 'user_id']).execute();
    expect(owners).toHaveLength(3);
  });
});
