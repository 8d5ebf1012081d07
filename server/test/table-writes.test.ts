import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/database.ts';
import { albumRow } from './helpers/albums.ts';
import { type TestContext, createTestContext } from './helpers/app.ts';
import { testDialect } from './helpers/database.ts';

/*
 * What in-process caches trust (db/table-writes.ts): the count of committed
 * writes to the tables they read moves once a write is committed, whichever
 * way the SQL was written, and not for reads or other tables. The app's
 * database is opened a second time here: the app stands for another server
 * (or an `npm run` tool) on the same database.
 */

let ctx: TestContext;
let handle: DatabaseHandle;
let nextId = 990_000;
const newAlbum = () => albumRow({ id: String((nextId += 1)), name: 'Prueba', artist: 'Nadie', year: 2000 });

beforeAll(async () => {
  ctx = await createTestContext();
  handle = await openDatabase(ctx.config.database);
});
afterAll(async () => {
  await handle.close();
  await ctx.close();
});

describe('TableWrites', () => {
  it("moves once a query builder's write of a watched table has run outside a transaction", async () => {
    const before = handle.albumWrites.generation;
    await handle.db.insertInto('album').values(newAlbum()).execute();
    expect(handle.albumWrites.generation).not.toBe(before);
  });

  it('moves for raw SQL as for the query builder, quoted table names or not, with their schema or not', async () => {
    const { id } = newAlbum();
    await handle.db
      .insertInto('album')
      .values({ ...newAlbum(), id })
      .execute();
    let before = handle.albumWrites.generation;
    await sql`update album set name = 'Otra' where id = ${id}`.execute(handle.db);
    expect(handle.albumWrites.generation).not.toBe(before);
    before = handle.matchWrites.generation;
    await sql`update "user" set name = name where id = 'nadie'`.execute(handle.db);
    expect(handle.matchWrites.generation).not.toBe(before);
    before = handle.albumWrites.generation;
    const schema = handle.dialect === 'postgres' ? 'public' : 'main';
    await sql`delete from ${sql.raw(`"${schema}"`)}.album where id = 'nadie'`.execute(handle.db);
    expect(handle.albumWrites.generation).not.toBe(before);
  });

  it("moves at a transaction's commit, not at its write", async () => {
    const before = handle.albumWrites.generation;
    let during: number | undefined;
    await handle.db.transaction().execute(async (trx) => {
      await trx.insertInto('album').values(newAlbum()).execute();
      // Another connection cannot see the row yet: a read it makes now must not be kept as fresh later.
      during = handle.albumWrites.generation;
    });
    expect(during).toBe(before);
    expect(handle.albumWrites.generation).not.toBe(before);
  });

  it('stays for reads and for writes of tables it does not watch', async () => {
    const albums = handle.albumWrites.generation;
    const matches = handle.matchWrites.generation;
    await handle.db.selectFrom('album').select('id').limit(1).execute();
    await sql`select count(*) from followed_match`.execute(handle.db);
    await handle.db.deleteFrom('rate_limit').where('key', '=', 'nadie').execute();
    await handle.db
      .transaction()
      .execute((trx) => trx.deleteFrom('follow').where('follower_id', '=', 'nadie').execute());
    expect(handle.albumWrites.generation).toBe(albums);
    expect(handle.matchWrites.generation).toBe(matches);
  });

  it.runIf(testDialect() === 'sqlite')(
    "moves on SQLite when another connection commits: the file's other writers are seen",
    async () => {
      const before = handle.albumWrites.generation;
      await ctx.app.db.insertInto('album').values(newAlbum()).execute();
      expect(handle.albumWrites.generation).not.toBe(before);
    },
  );

  it.runIf(testDialect() === 'postgres')(
    'stays on PostgreSQL when another server commits: caches there bound their age instead',
    async () => {
      const before = handle.albumWrites.generation;
      await ctx.app.db.insertInto('album').values(newAlbum()).execute();
      expect(handle.albumWrites.generation).toBe(before);
    },
  );
});
