import pg from 'pg';
import { BackupError } from './backup-file.ts';
import { texts } from '../../lib/texts.ts';

const t = texts.backup;

export const POSTGRES_TARGET = 'La base de datos PostgreSQL (DATABASE_URL)';

export async function connectPostgres(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  // A connection lost while idle must not crash the server running the backup loop; the next query reports it.
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new BackupError(t.cannotConnect(reason));
  }
  return client;
}

export async function currentSchema(client: pg.Client): Promise<string> {
  return (await client.query<{ schema: string }>('select current_schema() as schema')).rows[0]!.schema;
}

/** The tables of `schema`, in name order. */
export async function listTables(client: pg.Client, schema: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = $1 and c.relkind in ('r', 'p') order by c.relname`,
    [schema],
  );
  return rows.map((row) => row.name);
}

export async function postgresRows(client: pg.Client, schema: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await listTables(client, schema)) {
    const qualified = `${client.escapeIdentifier(schema)}.${client.escapeIdentifier(table)}`;
    const { rows } = await client.query<{ count: number }>(`select count(*)::int as count from ${qualified}`);
    counts[table] = rows[0]!.count;
  }
  return counts;
}

/**
 * The functions of `schema` that are the database's own, not an extension's
 * (pg_trgm's, for the album search's index, come with the extension), as
 * `alias`, for a `from pg_proc <alias> join pg_namespace n on ...` whose `$1` is the schema.
 */
export const OWN_FUNCTIONS = (alias: string) => `n.nspname = $1
  and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = ${alias}.oid and d.deptype = 'e')`;

/**
 * Statements that empty `schema` of every table, view and sequence, and of its
 * own functions (the match tables' triggers', migration 039), leaving the schema itself.
 */
export async function dropEverythingSql(client: pg.Client, schema: string): Promise<string> {
  const { rows: functions } = await client.query<{ name: string; args: string }>(
    `select p.proname as name, pg_get_function_identity_arguments(p.oid) as args
     from pg_proc p join pg_namespace n on n.oid = p.pronamespace where ${OWN_FUNCTIONS('p')}`,
    [schema],
  );
  const { rows } = await client.query<{ name: string; kind: string }>(
    `select c.relname as name, c.relkind as kind from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')`,
    [schema],
  );
  const statement: Record<string, string> = {
    r: 'table',
    p: 'table',
    v: 'view',
    m: 'materialized view',
    S: 'sequence',
    f: 'foreign table',
  };
  return rows
    .map(
      (row) =>
        `drop ${statement[row.kind]} if exists ${client.escapeIdentifier(schema)}.${client.escapeIdentifier(row.name)} cascade;\n`,
    )
    .concat(
      functions.map(
        (row) =>
          `drop function if exists ${client.escapeIdentifier(schema)}.${client.escapeIdentifier(row.name)}(${row.args}) cascade;\n`,
      ),
    )
    .join('');
}
