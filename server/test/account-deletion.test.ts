import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { type TestContext, createTestContext } from './helpers/app.ts';
import { testDialect } from './helpers/database.ts';
import { type TestUser, createUser, loginAs, sessionUser } from './helpers/users.ts';
import { as } from './helpers/requests.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function converse(from: TestUser, to: TestUser): Promise<string> {
  const conversation = await as(ctx.app, from).post('/api/conversations', { userId: to.id });
  const id = conversation.json<{ id: string }>().id;
  expect(
    (await as(ctx.app, from).post(`/api/conversations/${id}/messages`, { text: 'Hola' })).statusCode,
  ).toBe(201);
  return id;
}

/** The database itself refuses to delete user rows: the last step of a deletion fails. */
async function refuseUserDeletes(on: boolean): Promise<void> {
  const db = ctx.app.db;
  if (testDialect() === 'postgres') {
    if (on) {
      await sql`create or replace function refuse_user_delete() returns trigger language plpgsql as $$
        begin raise exception 'injected failure'; end $$`.execute(db);
      await sql`create trigger refuse_user_delete before delete on "user" for each row execute function refuse_user_delete()`.execute(
        db,
      );
    } else {
      await sql`drop trigger refuse_user_delete on "user"`.execute(db);
    }
  } else if (on) {
    await sql`create trigger refuse_user_delete before delete on "user" begin select raise(abort, 'injected failure'); end`.execute(
      db,
    );
  } else {
    await sql`drop trigger refuse_user_delete`.execute(db);
  }
}

/** Everything of the user an account deletion touches. */
async function footprint(user: TestUser) {
  const db = ctx.app.db;
  const count = async (table: 'album_owner' | 'album_copy' | 'conversation_member' | 'session') =>
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where(table === 'session' ? 'userId' : 'user_id', '=', user.id)
        .executeTakeFirstOrThrow()
    ).count;
  const albums = await db
    .selectFrom('album')
    .select(['id', 'owner_count'])
    .where('id', 'in', ['sc-0001', 'sc-0002'])
    .orderBy('id')
    .execute();
  return {
    owners: Number(await count('album_owner')),
    copies: Number(await count('album_copy')),
    conversations: Number(await count('conversation_member')),
    sessions: Number(await count('session')),
    albums: albums.map((album) => ({ id: album.id, owners: Number(album.owner_count) })),
    messages: Number(
      (
        await db
          .selectFrom('message')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('sender_id', '=', user.id)
          .executeTakeFirstOrThrow()
      ).count,
    ),
  };
}

describe('account deletion is all or nothing', () => {
  it('keeps every row of the user when the deletion fails at its last step, and completes afterwards', async () => {
    const ana = await createUser(ctx.app, { name: 'Ana' });
    const luis = await createUser(ctx.app, { name: 'Luis' });
    const eva = await createUser(ctx.app, { name: 'Eva' });
    for (const id of ['sc-0001', 'sc-0002'])
      expect((await as(ctx.app, ana).put(`/api/me/albums/${id}`)).statusCode).toBe(200);
    await converse(ana, luis);
    // Eva's account goes first: Ana's conversation with her is the kind Ana's deletion drops.
    await converse(ana, eva);
    expect(
      (await as(ctx.app, eva).post('/api/auth/delete-user', { password: eva.password })).statusCode,
    ).toBe(200);

    const before = await footprint(ana);
    expect(before).toMatchObject({ owners: 2, copies: 2, conversations: 2, messages: 2 });

    await refuseUserDeletes(true);
    try {
      const failed = await as(ctx.app, ana).post('/api/auth/delete-user', { password: ana.password });
      expect(failed.statusCode).toBeGreaterThanOrEqual(500);
      expect(failed.json<{ error: { code: string; message: string } }>().error.message).not.toBe('');
    } finally {
      await refuseUserDeletes(false);
    }
    expect(await footprint(ana)).toEqual(before);
    expect(await sessionUser(ctx.app, ana.cookie)).toMatchObject({ id: ana.id });
    await loginAs(ctx.app, ana.email, ana.password);

    const deleted = await as(ctx.app, ana).post('/api/auth/delete-user', { password: ana.password });
    expect(deleted.statusCode).toBe(200);
    expect(await footprint(ana)).toMatchObject({ owners: 0, copies: 0, conversations: 0, sessions: 0 });
    expect((await footprint(ana)).albums.map((album) => album.owners)).toEqual(
      before.albums.map((album) => album.owners - 1),
    );
    const luisList = (await as(ctx.app, luis).get('/api/conversations')).json<{ items: unknown[] }>();
    expect(luisList.items).toHaveLength(1);
  });
});
