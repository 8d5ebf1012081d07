import { type Kysely, type RawBuilder, sql, SqliteAdapter } from 'kysely';
import { createIndexOn } from './schema-parts.ts';

/*
 * The sort names as this migration defined them, copied rather than imported
 * from db/match-tables.ts: a migration must make the same thing whenever it
 * runs, and later code changes them (migration 040 folds a remote account's).
 */
const memberSortName = (row: string) => sql`coalesce(${sql.raw(row)}."searchName", ${sql.raw(row)}.name)`;
const remoteSortName = (row: string) => sql`lower(coalesce(${sql.raw(row)}.name, ${sql.raw(row)}.handle))`;
const holderSortName = (holderId: RawBuilder<unknown>) => sql<string>`coalesce(
  (select ${memberSortName('u')} from "user" u where u.id = ${holderId}),
  (select ${remoteSortName('ra')} from remote_actor ra where ra.id = ${holderId}))`;

/**
 * Each row of `followed_match` keeps where its holder stands in
 * Coincidencias' order (docs/decisions/067-match-sort-names.md), so a page of
 * people is a walk of `(viewer_id, sort_name, holder_id)` that stops at the
 * page's end, instead of naming and sorting every person the viewer matches
 * with. A rename rewrites the holder's rows in the statement that renames:
 * triggers on `user` and `remote_actor`, since better-auth writes a member's
 * name outside any transaction of Surcos', and remote accounts are kept from
 * three places. They fire only when the sort name itself changed, and find
 * the holder's rows by `followed_match_holder`.
 *
 * Existing rows are filled from the names as they stand; a row whose holder
 * is neither a member nor a known account names nobody and goes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Not null on both: SQLite adds such a column only with a default, which every insert gives anyway.
  await db.schema
    .alterTable('followed_match')
    .addColumn('sort_name', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await sql`delete from followed_match
    where holder_id not in (select id from "user") and holder_id not in (select id from remote_actor)`.execute(
    db,
  );
  await sql`update followed_match set sort_name = ${holderSortName(sql.ref('followed_match.holder_id'))}`.execute(
    db,
  );
  await createIndexOn(db, 'followed_match_people', 'followed_match', [
    'viewer_id',
    'sort_name',
    'holder_id',
  ]).execute();
  await createIndexOn(db, 'followed_match_holder', 'followed_match', ['holder_id']).execute();

  const renames = [
    {
      trigger: 'followed_match_member_renamed',
      table: sql`"user"`,
      columns: sql`name, "searchName"`,
      of: memberSortName,
    },
    {
      trigger: 'followed_match_remote_renamed',
      table: sql`remote_actor`,
      columns: sql`name, handle`,
      of: remoteSortName,
    },
  ];
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  for (const { trigger, table, columns, of } of renames) {
    const name = sql.raw(trigger);
    const changed = sqlite
      ? sql`${of('old')} is not ${of('new')}`
      : sql`${of('old')} is distinct from ${of('new')}`;
    const rewrite = sql`update followed_match set sort_name = ${of('new')} where holder_id = new.id;`;
    if (sqlite) {
      await sql`create trigger ${name} after update of ${columns} on ${table}
        when ${changed} begin ${rewrite} end`.execute(db);
      continue;
    }
    await sql`create function ${name}() returns trigger language plpgsql as $$
      begin ${rewrite} return null; end $$`.execute(db);
    await sql`create trigger ${name} after update of ${columns} on ${table}
      for each row when (${changed}) execute function ${name}()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  for (const [trigger, table] of [
    ['followed_match_member_renamed', '"user"'],
    ['followed_match_remote_renamed', 'remote_actor'],
  ] as const) {
    if (sqlite) {
      await sql`drop trigger ${sql.raw(trigger)}`.execute(db);
    } else {
      await sql`drop trigger ${sql.raw(trigger)} on ${sql.raw(table)}`.execute(db);
      await sql`drop function ${sql.raw(trigger)}()`.execute(db);
    }
  }
  await db.schema.dropIndex('followed_match_holder').execute();
  await db.schema.dropIndex('followed_match_people').execute();
  await db.schema.alterTable('followed_match').dropColumn('sort_name').execute();
}
