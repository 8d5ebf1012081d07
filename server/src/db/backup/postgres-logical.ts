import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { type Interface, createInterface } from 'node:readline';
import { finished } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import type pg from 'pg';
import { BackupError, type VerifiedBackup, refuseUnlessEmpty } from './backup-file.ts';
import {
  OWN_FUNCTIONS,
  POSTGRES_TARGET,
  currentSchema,
  dropEverythingSql,
  listTables,
  postgresRows,
} from './postgres-catalog.ts';
import { texts } from '../../lib/texts.ts';

const t = texts.backup;

/**
 * The logical PostgreSQL export, used when pg_dump is missing or older than
 * the server. Gzip'd JSON lines, read in order:
 *
 *     {"format":"surcos-postgres-jsonl","version":1,"schema":"public","tables":[…],"sequences":[…]}
 *     {"table":"album","rows":[{…row_to_json…}, …]}      (any number, in batches)
 *     {"end":true,"rows":{"album":120,…}}
 *
 * The first line describes every table (columns, constraints, indexes, as
 * PostgreSQL itself prints them) so a restore needs nothing but the file; the
 * last one lets a restore prove it saw every row. Rows are PostgreSQL's own
 * JSON (`row_to_json`) and go back through `json_populate_recordset`, so each
 * value is parsed by its column's type.
 */
export const LOGICAL_FORMAT = 'surcos-postgres-jsonl';
/** 2: the schema's trigger functions and triggers too; a file of version 1 has none. */
const LOGICAL_VERSION = 2;
const BATCH_ROWS = 500;

interface ColumnShape {
  name: string;
  type: string;
  notNull: boolean;
  default: string | null;
}
interface TableShape {
  name: string;
  columns: ColumnShape[];
  constraints: { name: string; kind: string; definition: string }[];
  indexes: string[];
}
interface SequenceShape {
  name: string;
  type: string;
  start: string;
  increment: string;
  min: string;
  max: string;
  cycle: boolean;
  lastValue: string | null;
}
interface SchemaLine {
  format: typeof LOGICAL_FORMAT;
  version: number;
  schema: string;
  tables: TableShape[];
  sequences: SequenceShape[];
  /** `create or replace function` of each trigger function, as PostgreSQL prints it (version 2). */
  functions?: string[];
  /** `create trigger` of each trigger on the tables, as PostgreSQL prints it (version 2). */
  triggers?: string[];
}

/** Objects this export cannot recreate: refusing is better than a backup that silently lacks them. */
async function unsupportedObjects(client: pg.Client, schema: string): Promise<string[]> {
  const { rows } = await client.query<{ what: string }>(
    `select 'view ' || c.relname as what from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = $1 and c.relkind in ('v', 'm', 'f')
     union all
     select 'type ' || t.typname from pg_type t join pg_namespace n on n.oid = t.typnamespace
       where n.nspname = $1 and t.typtype in ('e', 'd', 'r', 'm')
     union all
     select 'function ' || p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       -- A trigger's function is copied with its trigger.
       where ${OWN_FUNCTIONS('p')} and p.prorettype <> 'trigger'::regtype
     union all
     select 'identity or generated column ' || c.relname || '.' || a.attname
       from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = $1 and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
         and (a.attidentity <> '' or a.attgenerated <> '')`,
    [schema],
  );
  return rows.map((row) => row.what);
}

async function describeTable(client: pg.Client, schema: string, name: string): Promise<TableShape> {
  const relation = `${client.escapeIdentifier(schema)}.${client.escapeIdentifier(name)}`;
  const columns = await client.query<ColumnShape>(
    `select a.attname as name, format_type(a.atttypid, a.atttypmod) as type, a.attnotnull as "notNull",
            pg_get_expr(d.adbin, d.adrelid) as default
     from pg_attribute a left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
     where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped order by a.attnum`,
    [relation],
  );
  const constraints = await client.query<TableShape['constraints'][number]>(
    `select conname as name, contype as kind, pg_get_constraintdef(oid) as definition
     from pg_constraint where conrelid = $1::regclass order by conname`,
    [relation],
  );
  // Indexes that back a constraint come back with the constraint.
  const indexes = await client.query<{ definition: string }>(
    `select pg_get_indexdef(i.indexrelid) as definition from pg_index i
     where i.indrelid = $1::regclass
       and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid and c.conrelid = i.indrelid)
     order by i.indexrelid`,
    [relation],
  );
  return {
    name,
    columns: columns.rows,
    constraints: constraints.rows,
    indexes: indexes.rows.map((row) => row.definition),
  };
}

/**
 * Writes the export of `schema` to `payloadFile`. `client` must already be in
 * the REPEATABLE READ transaction the backup is taken in.
 */
export async function dumpLogical(client: pg.Client, schema: string, payloadFile: string): Promise<void> {
  const unsupported = await unsupportedObjects(client, schema);
  if (unsupported.length > 0) {
    throw new BackupError(t.logicalUnsupported(unsupported.join(', ')));
  }
  const tables: TableShape[] = [];
  for (const name of await listTables(client, schema)) tables.push(await describeTable(client, schema, name));
  const sequences = await client.query<SequenceShape>(
    `select sequencename as name, data_type::text as type, start_value::text as start,
            increment_by::text as increment, min_value::text as min, max_value::text as max,
            cycle, last_value::text as "lastValue"
     from pg_sequences where schemaname = $1 order by sequencename`,
    [schema],
  );

  const functions = await client.query<{ definition: string }>(
    `select pg_get_functiondef(p.oid) as definition from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where ${OWN_FUNCTIONS('p')} and p.prorettype = 'trigger'::regtype order by p.proname`,
    [schema],
  );
  const triggers = await client.query<{ definition: string }>(
    `select pg_get_triggerdef(tr.oid) as definition from pg_trigger tr
       join pg_class c on c.oid = tr.tgrelid join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = $1 and not tr.tgisinternal order by tr.tgname`,
    [schema],
  );

  const gzip = createGzip();
  const done = finished(gzip.pipe(createWriteStream(payloadFile)));
  const write = async (line: string) => {
    if (!gzip.write(`${line}\n`)) await once(gzip, 'drain');
  };
  const first: SchemaLine = {
    format: LOGICAL_FORMAT,
    version: LOGICAL_VERSION,
    schema,
    tables,
    sequences: sequences.rows,
    functions: functions.rows.map((row) => row.definition),
    triggers: triggers.rows.map((row) => row.definition),
  };
  await write(JSON.stringify(first));
  const counts: Record<string, number> = {};
  for (const table of tables) {
    let count = 0;
    const relation = `${client.escapeIdentifier(schema)}.${client.escapeIdentifier(table.name)}`;
    // A cursor keeps memory flat whatever the table's size.
    await client.query(
      `declare export_rows no scroll cursor for select row_to_json(t)::text as row from ${relation} t`,
    );
    for (;;) {
      const { rows } = await client.query<{ row: string }>(`fetch ${BATCH_ROWS} from export_rows`);
      if (rows.length === 0) break;
      count += rows.length;
      // Kept as PostgreSQL printed them: never parsed here, so nothing is rounded.
      await write(`{"table":${JSON.stringify(table.name)},"rows":[${rows.map((row) => row.row).join(',')}]}`);
    }
    await client.query('close export_rows');
    counts[table.name] = count;
  }
  await write(JSON.stringify({ end: true, rows: counts }));
  gzip.end();
  await done;
}

function parseLine(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null) return value as Record<string, unknown>;
  } catch {
    // reported below
  }
  throw new BackupError(t.damagedLine);
}

/**
 * Creates one index of the backup. An index of pg_trgm's operators (Explorar's
 * search, docs/decisions/028-text-index.md) needs the extension, which a fresh
 * database may lack and may not be able to get: the search then works without
 * that index, as the migration that made it allows.
 */
async function restoreIndex(client: pg.Client, definition: string): Promise<void> {
  if (!definition.includes('gin_trgm_ops')) {
    await client.query(definition);
    return;
  }
  await client.query('savepoint restore_trigram_index');
  try {
    await client.query('create extension if not exists pg_trgm');
    await client.query(definition);
    await client.query('release savepoint restore_trigram_index');
  } catch {
    await client.query('rollback to savepoint restore_trigram_index');
  }
}

/**
 * Restores a verified `jsonl-gzip` payload in one transaction: clear the
 * schema, create the tables, load the rows, then add constraints, indexes
 * and sequence positions. Any failure rolls everything back.
 */
export async function restoreLogical(
  client: pg.Client,
  backup: VerifiedBackup,
  force: boolean,
): Promise<void> {
  const id = (name: string) => client.escapeIdentifier(name);
  await client.query('begin');
  // Created where it is read: readline starts reading at once, and lines it emits before the loop are lost.
  let lines: Interface | undefined;
  try {
    const schema = await currentSchema(client);
    refuseUnlessEmpty(await postgresRows(client, schema), force, POSTGRES_TARGET);
    let shape: SchemaLine | null = null;
    const loaded: Record<string, number> = {};
    let end: Record<string, number> | null = null;
    lines = createInterface({ input: backup.payload().pipe(createGunzip()), crlfDelay: Infinity });
    for await (const text of lines) {
      const line = parseLine(text);
      if (!shape) {
        shape = line as unknown as SchemaLine;
        if (shape.format !== LOGICAL_FORMAT || shape.version > LOGICAL_VERSION) {
          throw new BackupError(t.logicalUnknown);
        }
        if (shape.schema !== schema) {
          throw new BackupError(t.otherSchema(shape.schema, schema));
        }
        await client.query(await dropEverythingSql(client, schema));
        for (const sequence of shape.sequences) {
          await client.query(
            `create sequence ${id(sequence.name)} as ${sequence.type} increment by ${sequence.increment}
             minvalue ${sequence.min} maxvalue ${sequence.max} start with ${sequence.start}
             ${sequence.cycle ? 'cycle' : 'no cycle'}`,
          );
        }
        for (const table of shape.tables) {
          const columns = table.columns.map(
            (column) =>
              `${id(column.name)} ${column.type}${column.notNull ? ' not null' : ''}${column.default === null ? '' : ` default ${column.default}`}`,
          );
          await client.query(`create table ${id(table.name)} (${columns.join(', ')})`);
          loaded[table.name] = 0;
        }
        continue;
      }
      if (line.end === true) {
        end = line.rows as Record<string, number>;
        continue;
      }
      const table = shape.tables.find((each) => each.name === line.table);
      if (!table || !Array.isArray(line.rows)) {
        throw new BackupError(t.unknownTable);
      }
      const columns = table.columns.map((column) => id(column.name)).join(', ');
      await client.query(
        `insert into ${id(table.name)} (${columns}) select ${columns} from json_populate_recordset(null::${id(table.name)}, $1::json)`,
        [JSON.stringify(line.rows)],
      );
      loaded[table.name] = (loaded[table.name] ?? 0) + line.rows.length;
    }
    if (!shape || !end || Object.entries(end).some(([table, rows]) => loaded[table] !== rows)) {
      throw new BackupError(t.missingRows);
    }
    // Keys before the foreign keys that reference them; checks last of the table's own.
    const order = ['p', 'u', 'x', 'c', 'f'];
    const constraints = shape.tables
      .flatMap((table) => table.constraints.map((constraint) => ({ table: table.name, ...constraint })))
      .sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
    for (const constraint of constraints) {
      await client.query(
        `alter table ${id(constraint.table)} add constraint ${id(constraint.name)} ${constraint.definition}`,
      );
    }
    for (const table of shape.tables) {
      for (const index of table.indexes) await restoreIndex(client, index);
    }
    // Once the rows are in, so that none of them fires a trigger on its way.
    for (const definition of [...(shape.functions ?? []), ...(shape.triggers ?? [])]) {
      await client.query(definition);
    }
    for (const sequence of shape.sequences) {
      if (sequence.lastValue !== null) {
        await client.query('select setval($1::regclass, $2::bigint, true)', [
          id(sequence.name),
          sequence.lastValue,
        ]);
      }
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    if (error instanceof BackupError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new BackupError(t.restoreFailed(reason));
  } finally {
    lines?.close();
  }
}
