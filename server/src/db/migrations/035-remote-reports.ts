import { type Kysely, sql, SqliteAdapter } from 'kysely';

const LOCAL_KINDS = `'user', 'collection', 'message'`;
const ALL_KINDS = `'user', 'collection', 'message', 'remote_account', 'remote_post'`;

/**
 * Reports of what other servers send (docs/decisions/062-remote-profiles-and-reports.md):
 * a report may name an account of another server or one of its posts
 * (`target_kind` 'remote_account', 'remote_post'), with the account's actor
 * URI in `target_actor_id` (no reference: the report outlives the account
 * here, as it outlives a local target); an admin hides a remote post with
 * `remote_post.hidden_at`, and it then leaves every feed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('remote_post').addColumn('hidden_at', 'bigint').execute();
  await db.schema.alterTable('report').addColumn('target_actor_id', 'text').execute();
  await setTargetKinds(db, LOCAL_KINDS, ALL_KINDS);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from report where target_kind in ('remote_account', 'remote_post')`.execute(db);
  await setTargetKinds(db, ALL_KINDS, LOCAL_KINDS);
  await db.schema.alterTable('report').dropColumn('target_actor_id').execute();
  await db.schema.alterTable('remote_post').dropColumn('hidden_at').execute();
}

/**
 * PostgreSQL replaces the check; SQLite cannot alter one, so the table is
 * made again under its definition with the new list, and its rows copied
 * (nothing references `report`, so nothing else changes).
 */
async function setTargetKinds(db: Kysely<unknown>, from: string, to: string): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
    await sql`alter table report drop constraint report_target_kind`.execute(db);
    await sql
      .raw(`alter table report add constraint report_target_kind check (target_kind in (${to}))`)
      .execute(db);
    return;
  }
  const table = await sql<{ sql: string }>`
    select sql from sqlite_schema where type = 'table' and name = 'report'`.execute(db);
  const indexes = await sql<{ sql: string }>`
    select sql from sqlite_schema where tbl_name = 'report' and type = 'index' and sql is not null`.execute(
    db,
  );
  const definition = table.rows[0]?.sql ?? '';
  const list = `target_kind in (${from})`;
  if (!definition.includes(list)) throw new Error(`report: its target kinds are not (${from})`);
  const remade = definition
    .replace(/^create table "?report"?/i, 'create table "report_remade"')
    .replace(list, `target_kind in (${to})`);
  await sql.raw(remade).execute(db);
  await sql`insert into report_remade select * from report`.execute(db);
  await sql`drop table report`.execute(db);
  await sql`alter table report_remade rename to report`.execute(db);
  for (const index of indexes.rows) await sql.raw(index.sql).execute(db);
}
