import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateTo, migrateToLatest } from '../src/db/migrate.ts';
import { type TestContext, createTestContext } from './helpers/app.ts';
import { testDialect } from './helpers/database.ts';
import { type TestUser, createUser } from './helpers/users.ts';

/*
 * Migration 028 on a database whose members have no handle yet (as before it: the
 * column better-auth added, empty): each gets one from their name, in the order they
 * joined, and from then on a handle is required, follows the rule and is unique
 * whatever its case. A failure on the way leaves everything as it was.
 */

let ctx: TestContext;
let db: Kysely<unknown>;

beforeAll(async () => {
  ctx = await createTestContext();
  db = ctx.app.db as unknown as Kysely<unknown>;
});

afterAll(() => ctx.close());

/** Members as they were before 028: names, the order they joined, and no handle. */
async function membersBefore028(names: readonly string[]): Promise<TestUser[]> {
  const users: TestUser[] = [];
  for (const name of names) users.push(await createUser(ctx.app, { name }));
  await migrateTo(ctx.app.db, '027-match-tables');
  const start = Date.parse('2024-01-01T00:00:00.000Z');
  for (const [index, user] of users.entries()) {
    const joined = new Date(start + index * 60_000);
    await sql`update "user" set "handle" = null, "createdAt" = ${testDialect() === 'sqlite' ? joined.toISOString() : joined}
      where id = ${user.id}`.execute(db);
  }
  return users;
}

const handlesOf = async (users: readonly TestUser[]) => {
  const rows = await sql<{ id: string; handle: string | null }>`select id, "handle" from "user"`.execute(db);
  const byId = new Map(rows.rows.map((row) => [row.id, row.handle]));
  return users.map((user) => byId.get(user.id));
};

/** Whether the database takes this write (a constraint refuses it, or not). */
async function accepts(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch {
    return false;
  }
}

describe('migration 028: handles for the members there are', () => {
  it('gives each member a handle from their name, the earliest the plain one, then requires one', async () => {
    // An earlier member keeps the handle they have (a member of this copy already has 'carla_soto').
    const keeper = await createUser(ctx.app, { name: 'Carla Soto' });
    const users = await membersBefore028([
      'Íñigo Muñoz',
      'Íñigo Muñoz',
      'íñigo muñoz!!',
      'Carla Soto',
      'Admin',
      '李雷',
      'Al',
      'Ñandú O’Brien-Pérez',
      'Björn Ångström Æsir Łódź Straße',
      'Un nombre larguísimo que no cabe en treinta letras',
      'Un nombre larguísimo que no cabe en treinta letras',
    ]);
    await sql`update "user" set "handle" = 'carla_soto' where id = ${keeper.id}`.execute(db);

    await migrateToLatest(ctx.app.db);

    expect(await handlesOf(users)).toEqual([
      'inigo_munoz',
      'inigo_munoz_2',
      'inigo_munoz_3',
      'carla_soto_2',
      'admin_2',
      'miembro',
      'al_',
      'nandu_obrien_perez',
      'bjorn_angstrom_aesir_lodz_stra',
      'un_nombre_larguisimo_que_no_ca',
      'un_nombre_larguisimo_que_no_2',
    ]);
    expect(await handlesOf([keeper])).toEqual(['carla_soto']);

    const [first, second] = users;
    // Required, lower-case letters, digits and _ only, 3 to 30, unique whatever the case.
    const setHandle = (user: TestUser | undefined, handle: string | null) => () =>
      sql`update "user" set "handle" = ${handle} where id = ${user?.id ?? ''}`.execute(db);
    expect(await accepts(setHandle(first, null))).toBe(false);
    expect(await accepts(setHandle(first, 'Inigo'))).toBe(false);
    expect(await accepts(setHandle(first, 'iñigo'))).toBe(false);
    expect(await accepts(setHandle(first, 'in'))).toBe(false);
    expect(await accepts(setHandle(first, 'i'.repeat(31)))).toBe(false);
    expect(await accepts(setHandle(second, 'inigo_munoz'))).toBe(false);
    expect(await accepts(setHandle(first, 'inigo_2024'))).toBe(true);
    // The members' rows kept everything else, their sessions included.
    const sessions = await sql<{ count: number }>`select count(*) as count from session
      where "userId" in (${sql.join(users.map((user) => user.id))})`.execute(db);
    expect(Number(sessions.rows[0]?.count)).toBe(users.length);
  });

  it('leaves everything as it was when it fails on the way, and runs whole once the cause is gone', async () => {
    const users = await membersBefore028(['Mitad Migrada', 'Mitad Migrada']);
    // The handle's index cannot be made: its name is taken, so the migration fails at its very end.
    await sql`create index user_handle on album (id)`.execute(db);

    await expect(migrateToLatest(ctx.app.db)).rejects.toThrow(/028-handles/);

    expect(await handlesOf(users)).toEqual([null, null]);
    const recorded = await sql<{
      name: string;
    }>`select name from kysely_migration where name = '028-handles'`.execute(db);
    expect(recorded.rows).toEqual([]);
    if (testDialect() === 'sqlite') {
      const foreignKeys = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db);
      expect(foreignKeys.rows[0]?.foreign_keys).toBe(1);
      const tables = await sql<{ name: string }>`select name from sqlite_schema where name like 'user_remade%'
        or name = 'handle_backfill'`.execute(db);
      expect(tables.rows).toEqual([]);
    }

    await sql`drop index user_handle`.execute(db);
    await migrateToLatest(ctx.app.db);
    expect(await handlesOf(users)).toEqual(['mitad_migrada', 'mitad_migrada_2']);
    // Deleting a member still takes their rows along: the references to "user" survived.
    await sql`delete from "user" where id = ${users[0]?.id ?? ''}`.execute(db);
    const left = await sql<{
      count: number;
    }>`select count(*) as count from session where "userId" = ${users[0]?.id ?? ''}`.execute(db);
    expect(Number(left.rows[0]?.count)).toBe(0);
  });
});
