import { type Kysely, sql, SqliteAdapter } from 'kysely';
import { firstFreeHandle, handleFromName } from '@surcos/contracts/handle-values';
import { HANDLE_MAX_LENGTH, HANDLE_MIN_LENGTH } from '@surcos/contracts/limits';

/**
 * Handles (docs/decisions/055-handles.md): every member's `@handle@host`.
 * better-auth adds `handle` and `handleChangedAt` to "user" before this runs
 * (they are additional fields, so sign-up takes one and the session carries
 * both), nullable; they are added here too where it has not. Members without
 * a handle get one made from their name, the earliest member first, a number
 * on it where another has it already; then the handle is required, checked
 * against the rule, and unique whatever its case.
 *
 * All of it or nothing: PostgreSQL runs a migration in a transaction. SQLite
 * cannot make a column required in place: the table is made again with the
 * new column definition inside one transaction of its own, with foreign keys
 * off meanwhile so the tables pointing at "user" keep their rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) {
    await inSqliteTransaction(db, async () => {
      await addColumnsWhereMissing(db);
      await backfillHandles(db);
      await remakeSqliteUserTable(db, (definition) =>
        replaceOnce(definition, NULLABLE_HANDLE, REQUIRED_HANDLE_SQLITE),
      );
      await createHandleIndex(db);
    });
    return;
  }
  await addColumnsWhereMissing(db);
  await backfillHandles(db);
  await sql`alter table "user" alter column "handle" set not null`.execute(db);
  await sql`alter table "user" add constraint user_handle_format
    check ("handle" ~ ${sql.lit(`^[a-z0-9_]{${HANDLE_MIN_LENGTH},${HANDLE_MAX_LENGTH}}$`)})`.execute(db);
  await createHandleIndex(db);
}

/** Back to nullable handles without the rule or the index; the columns stay, better-auth's. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index user_handle`.execute(db);
  if (isSqlite(db)) {
    await inSqliteTransaction(db, () =>
      remakeSqliteUserTable(db, (definition) =>
        replaceOnce(definition, literally(REQUIRED_HANDLE_SQLITE), '"handle" text'),
      ),
    );
    return;
  }
  await sql`alter table "user" drop constraint user_handle_format`.execute(db);
  await sql`alter table "user" alter column "handle" drop not null`.execute(db);
}

const isSqlite = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof SqliteAdapter;

/** The column as better-auth adds it (and as SQLite keeps its definition): nothing after the type. */
const NULLABLE_HANDLE = /"handle" text(?=[,)])/;
/** SQLite's GLOB has no repetition: the length and the characters are checked apart. */
const REQUIRED_HANDLE_SQLITE =
  `"handle" text not null constraint user_handle_format check (length("handle") between ` +
  `${HANDLE_MIN_LENGTH} and ${HANDLE_MAX_LENGTH} and "handle" not glob '*[^a-z0-9_]*')`;

/** A literal piece of SQL as a pattern. */
const literally = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** Unique whatever the case, and what `findUserByHandle` reads by. */
const createHandleIndex = (db: Kysely<unknown>) =>
  sql`create unique index user_handle on "user" (lower("handle"))`.execute(db);

async function addColumnsWhereMissing(db: Kysely<unknown>): Promise<void> {
  const columns = isSqlite(db)
    ? await sql<{ name: string }>`select name from pragma_table_info('user')`.execute(db)
    : await sql<{ name: string }>`select column_name as name from information_schema.columns
        where table_schema = current_schema() and table_name = 'user'`.execute(db);
  const present = new Set(columns.rows.map((column) => column.name));
  if (!present.has('handle')) await db.schema.alterTable('user').addColumn('handle', 'text').execute();
  if (!present.has('handleChangedAt')) {
    await db.schema.alterTable('user').addColumn('handleChangedAt', 'bigint').execute();
  }
}

/** Rows written to the helper table per statement: well within both databases' parameter limits. */
const BACKFILL_CHUNK = 500;

/**
 * A handle for each member without one, from their name, in the order they joined (then by
 * id): the same members always get the same handles, and the earliest keeps the plain one.
 */
async function backfillHandles(db: Kysely<unknown>): Promise<void> {
  const members = await sql<{ id: string; name: string; handle: string | null }>`
    select id, name, "handle" from "user" order by "createdAt", id`.execute(db);
  const taken = new Set(
    members.rows.flatMap(({ handle }) => (handle === null ? [] : [handle.toLowerCase()])),
  );
  const assigned: Array<[id: string, handle: string]> = [];
  for (const { id, name, handle } of members.rows) {
    if (handle !== null) continue;
    const chosen = firstFreeHandle(handleFromName(name), (candidate) => taken.has(candidate));
    taken.add(chosen);
    assigned.push([id, chosen]);
  }
  if (assigned.length === 0) return;
  // One update for all of them, from a table of the handles, rather than a statement a member.
  await sql`create table handle_backfill (id text primary key, "handle" text not null)`.execute(db);
  for (let start = 0; start < assigned.length; start += BACKFILL_CHUNK) {
    const rows = assigned.slice(start, start + BACKFILL_CHUNK).map(([id, handle]) => sql`(${id}, ${handle})`);
    await sql`insert into handle_backfill (id, "handle") values ${sql.join(rows)}`.execute(db);
  }
  await sql`update "user" set "handle" = (select b."handle" from handle_backfill b where b.id = "user".id)
    where "handle" is null`.execute(db);
  await sql`drop table handle_backfill`.execute(db);
}

/**
 * Runs `work` in one SQLite transaction with foreign keys off (SQLite ignores the pragma
 * inside a transaction, and Kysely runs SQLite's migrations outside one), as SQLite's
 * procedure for other table changes asks: dropping the old "user" would otherwise
 * cascade to every table pointing at it. Rolled back whole on any failure.
 */
async function inSqliteTransaction(db: Kysely<unknown>, work: () => Promise<void>): Promise<void> {
  const pragma = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db);
  const foreignKeys = pragma.rows[0]?.foreign_keys === 1;
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql`begin immediate`.execute(db);
    try {
      await work();
      await sql`commit`.execute(db);
    } catch (error) {
      await sql`rollback`.execute(db);
      throw error;
    }
  } finally {
    await sql.raw(`pragma foreign_keys = ${foreignKeys ? 'on' : 'off'}`).execute(db);
  }
}

/**
 * Makes "user" again from its own definition as `change` rewrites it: a new table, the rows
 * copied as they are, the old one dropped and the new one renamed, then its indexes and
 * triggers again (https://www.sqlite.org/lang_altertable.html#otheralter). Its id stays,
 * so every reference to a member still finds them.
 */
async function remakeSqliteUserTable(
  db: Kysely<unknown>,
  change: (definition: string) => string,
): Promise<void> {
  const table = await sql<{ sql: string }>`
    select sql from sqlite_schema where type = 'table' and name = 'user'`.execute(db);
  const definition = table.rows[0]?.sql;
  if (definition === undefined) throw new Error('SQLite has no "user" table to change');
  const dependents = await sql<{ sql: string }>`
    select sql from sqlite_schema where tbl_name = 'user' and type in ('index', 'trigger') and sql is not null
    order by type, name`.execute(db);
  const remade = replaceOnce(change(definition), /^CREATE TABLE "user"/i, 'CREATE TABLE "user_remade"');
  await sql.raw(remade).execute(db);
  await sql`insert into "user_remade" select * from "user"`.execute(db);
  await sql`drop table "user"`.execute(db);
  await sql`alter table "user_remade" rename to "user"`.execute(db);
  for (const dependent of dependents.rows) await sql.raw(dependent.sql).execute(db);
}

/** `text` with the one match of `pattern` replaced: a definition unlike the expected one stops the migration. */
function replaceOnce(text: string, pattern: RegExp, replacement: string): string {
  const matches = text.match(new RegExp(pattern.source, `${pattern.flags}g`)) ?? [];
  if (matches.length !== 1) throw new Error(`Unexpected SQLite definition of "user": ${text}`);
  return text.replace(pattern, () => replacement);
}
