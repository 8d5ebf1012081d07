import { type Kysely, type RawBuilder, sql, SqliteAdapter } from 'kysely';
import { foldForSearch } from '../../music/normalize.ts';

/**
 * A remote account sorts in Coincidencias by its name folded as a member's
 * is (docs/decisions/067-match-sort-names.md, addendum): `remote_actor.sort_name`,
 * the fold of its name, else of its address, written in JavaScript with every
 * write of the account, since SQLite's `lower` lowers ASCII letters only and
 * neither database removes accents as the fold does. The rows of
 * `followed_match` copy it, and the rename trigger of migration 039 now fires
 * on it and copies it.
 */
const TRIGGER = 'followed_match_remote_renamed';
const BATCH = 500;

export async function up(db: Kysely<unknown>): Promise<void> {
  // Not null: SQLite adds such a column only with a default; every row gets its own below.
  await db.schema
    .alterTable('remote_actor')
    .addColumn('sort_name', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await dropTrigger(db);
  let after = '';
  for (;;) {
    const { rows } = await sql<{ id: string; name: string | null; handle: string }>`
      select id, name, handle from remote_actor where id > ${after} order by id limit ${BATCH}`.execute(db);
    for (const row of rows) {
      await sql`update remote_actor set sort_name = ${foldForSearch(row.name ?? row.handle)}
        where id = ${row.id}`.execute(db);
    }
    if (rows.length < BATCH) break;
    after = rows.at(-1)!.id;
  }
  await sql`update followed_match
    set sort_name = (select ra.sort_name from remote_actor ra where ra.id = followed_match.holder_id)
    where holder_id in (select id from remote_actor)`.execute(db);
  await createTrigger(db, sql`sort_name`, (row) => sql`${sql.raw(row)}.sort_name`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTrigger(db);
  // Migration 039's sort name of a remote account, and its trigger.
  const lowered = (row: string) => sql`lower(coalesce(${sql.raw(row)}.name, ${sql.raw(row)}.handle))`;
  await sql`update followed_match
    set sort_name = (select ${lowered('ra')} from remote_actor ra where ra.id = followed_match.holder_id)
    where holder_id in (select id from remote_actor)`.execute(db);
  await createTrigger(db, sql`name, handle`, lowered);
  await db.schema.alterTable('remote_actor').dropColumn('sort_name').execute();
}

/** The rewrite of a remote account's rows when `of` (its sort name, given the row's alias) changes. */
async function createTrigger(
  db: Kysely<unknown>,
  columns: RawBuilder<unknown>,
  of: (row: string) => RawBuilder<unknown>,
): Promise<void> {
  const name = sql.raw(TRIGGER);
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const changed = sqlite
    ? sql`${of('old')} is not ${of('new')}`
    : sql`${of('old')} is distinct from ${of('new')}`;
  const rewrite = sql`update followed_match set sort_name = ${of('new')} where holder_id = new.id;`;
  if (sqlite) {
    await sql`create trigger ${name} after update of ${columns} on remote_actor
      when ${changed} begin ${rewrite} end`.execute(db);
    return;
  }
  await sql`create function ${name}() returns trigger language plpgsql as $$
    begin ${rewrite} return null; end $$`.execute(db);
  await sql`create trigger ${name} after update of ${columns} on remote_actor
    for each row when (${changed}) execute function ${name}()`.execute(db);
}

async function dropTrigger(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await sql`drop trigger ${sql.raw(TRIGGER)}`.execute(db);
    return;
  }
  await sql`drop trigger ${sql.raw(TRIGGER)} on remote_actor`.execute(db);
  await sql`drop function ${sql.raw(TRIGGER)}()`.execute(db);
}
