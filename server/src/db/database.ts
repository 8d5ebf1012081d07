import SQLite from 'better-sqlite3';
import {
  Kysely,
  PostgresDialect,
  type PostgresPool,
  type PostgresPoolClient,
  SqliteDialect,
  type SqliteDatabase,
  type SqliteStatement,
  sql,
} from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config.ts';
import { createLogSync, type SyncedTogether, syncedAsTheyCommit } from './log-sync.ts';
import { statementNameOf } from './prepared-query.ts';
import type { Database } from './schema.ts';
import { TableWrites, watchingWrites } from './table-writes.ts';
import { startWalCheckpointer, type WalCheckpointer } from './wal-checkpointer.ts';

export type Dialect = DatabaseConfig['dialect'];

/** What the metrics read of the database at each scrape: cheap, in-process figures only. */
export interface DatabaseStats {
  pool?: { total: number; idle: number; waiting: number };
  sqliteSizeBytes?: number;
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Moves with every committed write of `album`: Explorar's cached first pages follow it. */
  albumWrites: TableWrites;
  /** Moves with every committed write of what the matches show: their kept answers follow it. */
  matchWrites: TableWrites;
  stats: () => DatabaseStats;
  /** Writes whose commits are synced to disk together, off the server's thread on SQLite (db/log-sync.ts). */
  syncedTogether: SyncedTogether;
  close: () => Promise<void>;
}

// PostgreSQL returns bigint (COUNT(*), epoch milliseconds) as strings; every
// such value here fits a JavaScript number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** Distinct statements kept prepared; lists with IN of varying length make many, so the oldest go. */
const PREPARED_STATEMENTS = 500;

/** SQL that changes the schema: the columns a kept statement answers may change with it. */
const SCHEMA_CHANGE = /^\s*(create|alter|drop)\b/i;

/**
 * A statement as Kysely runs it, answering rows as objects. better-sqlite3
 * builds a row object property by property through V8's API, about twice
 * the time of reading the row as an array and building the object here
 * (70 against 40 µs for a page of 25 cards); objects built here also share
 * one shape, which keeps the code that reads them fast.
 */
function keptStatement(statement: SQLite.Statement): SqliteStatement & { statement: SQLite.Statement } {
  if (!statement.reader) {
    return {
      statement,
      reader: false,
      all: (parameters) => statement.all(parameters),
      iterate: (parameters) => statement.iterate(parameters),
      run: (parameters) => statement.run(parameters),
    };
  }
  statement.raw(true);
  const columnNames = () => statement.columns().map((column) => column.name);
  let names = columnNames();
  const toRow = (values: unknown[]) => {
    // Prepared again by SQLite after another connection changed the schema: other columns.
    if (values.length !== names.length) names = columnNames();
    const row: Record<string, unknown> = {};
    for (let index = 0; index < names.length; index += 1) row[names[index]!] = values[index];
    return row;
  };
  return {
    statement,
    reader: true,
    all: (parameters) => (statement.all(parameters) as unknown[][]).map(toRow),
    *iterate(parameters) {
      for (const values of statement.iterate(parameters) as IterableIterator<unknown[]>) yield toRow(values);
    },
    run: (parameters) => statement.run(parameters),
  };
}

/**
 * Kysely prepares every query's SQL anew, and SQLite's parsing and planning
 * is a fair share of a short query's time: the statements used lately are
 * kept and run again with new values. One still being read row by row is
 * never handed out twice. SQLite prepares a kept statement again by itself
 * when the schema changes under it, but the column names read when it was
 * kept would then be stale: a schema change (the migrations, at start)
 * forgets every kept statement.
 */
function withPreparedStatements(sqlite: SQLite.Database): SqliteDatabase {
  const prepared = new Map<string, ReturnType<typeof keptStatement>>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      if (SCHEMA_CHANGE.test(text)) prepared.clear();
      const kept = prepared.get(text);
      // Deleted and set again: the Map's order is then the order of last use.
      prepared.delete(text);
      const statement = kept && !kept.statement.busy ? kept : keptStatement(sqlite.prepare(text));
      prepared.set(text, statement);
      if (prepared.size > PREPARED_STATEMENTS) prepared.delete(prepared.keys().next().value!);
      return statement;
    },
  };
}

/**
 * The pool as Kysely sees it, with prepared queries' SQL (db/prepared-query.ts)
 * sent as named statements: each connection parses and plans one once and
 * runs it again with new values, where any other SQL is planned at each call.
 */
function withNamedStatements(pool: pg.Pool): PostgresPool {
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => ({
    // Kysely passes a cursor instead only to stream, which needs a cursor class Surcos does not configure.
    query: ((text: string, parameters: readonly unknown[]) => {
      const name = statementNameOf(text);
      const values = [...parameters];
      return name === undefined ? client.query(text, values) : client.query({ name, text, values });
    }) as unknown as PostgresPoolClient['query'],
    release: () => client.release(),
  });
  return {
    end: () => pool.end(),
    async connect() {
      const client = await pool.connect();
      let kept = wrapped.get(client);
      if (!kept) {
        kept = wrap(client);
        wrapped.set(client, kept);
      }
      return kept;
    },
  };
}

/**
 * The tables whose committed writes in-process caches follow. Coincidencias'
 * first page and the matches of a page of cards read the viewer's match
 * tables, the names and pictures of the people in them (renames rewrite the
 * matches through triggers), who is hidden from the viewer (suspensions,
 * blocks here and of remote accounts) and the albums and their pressings
 * (docs/decisions/068-kept-first-pages.md).
 */
const watchedTables = (elsewhere?: () => number) => ({
  albumWrites: new TableWrites(['album'], elsewhere),
  matchWrites: new TableWrites(
    ['followed_match', 'followed_holding', 'user', 'user_block', 'remote_block', 'remote_actor', 'album'],
    elsewhere,
  ),
});

/**
 * SQLite's count of the commits other connections made to the file (the
 * `npm run` tools, which may run beside the server), for TableWrites. Should
 * reading it fail, it is a value no count ever equals: nothing is taken for fresh.
 */
function othersCommits(sqlite: SQLite.Database): () => number {
  const dataVersion = sqlite.prepare('pragma data_version').pluck();
  return () => {
    try {
      return dataVersion.get() as number;
    } catch {
      return Number.NaN;
    }
  };
}

export interface OpenOptions {
  /**
   * SQLite: checkpoint the write-ahead log from a thread of its own
   * (db/wal-checkpointer.ts), telling its failures here. The server sets it;
   * short-lived tools keep SQLite's own checkpoints.
   */
  onCheckpointFailure?: (message: string) => void;
}

export async function openDatabase(
  config: DatabaseConfig,
  options: OpenOptions = {},
): Promise<DatabaseHandle> {
  if (config.dialect === 'sqlite') {
    const sqlite = new SQLite(config.file);
    sqlite.pragma('journal_mode = WAL');
    // FULL syncs the WAL on every commit: an acknowledged write survives a power cut. Writes that
    // sync together (db/log-sync.ts) get the same guarantee from a sync of their own.
    sqlite.pragma('synchronous = FULL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    let checkpointer: WalCheckpointer | null = null;
    if (options.onCheckpointFailure) {
      sqlite.pragma('wal_autocheckpoint = 0');
      const report = options.onCheckpointFailure;
      checkpointer = startWalCheckpointer(config.file, report, () => {
        // Without its thread the log would only grow: SQLite's own checkpoints again.
        sqlite.pragma('wal_autocheckpoint = 1000');
        report('the checkpoint thread stopped; SQLite checkpoints by itself again');
      });
    }
    const { albumWrites, matchWrites } = watchedTables(othersCommits(sqlite));
    const db = new Kysely<Database>({
      dialect: watchingWrites(new SqliteDialect({ database: withPreparedStatements(sqlite) }), [
        albumWrites,
        matchWrites,
      ]),
    });
    // SQLite has one connection and no pool: its size is the figure worth watching.
    const stats = (): DatabaseStats => ({
      sqliteSizeBytes:
        Number(sqlite.pragma('page_count', { simple: true })) *
        Number(sqlite.pragma('page_size', { simple: true })),
    });
    const logSync = createLogSync(db, `${config.file}-wal`);
    const close = async () => {
      await logSync.close();
      await checkpointer?.stop();
      await db.destroy();
    };
    return {
      db,
      dialect: 'sqlite',
      albumWrites,
      matchWrites,
      stats,
      syncedTogether: logSync.syncedTogether,
      close,
    };
  }

  const pool = new pg.Pool({
    connectionString: config.url,
    max: 10,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
  });
  // A client losing its connection emits 'error'; unheard, that event ends the process.
  // The pool hears its idle clients only, so every client gets a listener of its own
  // as it connects, checked out by Kysely or not. The query that was running fails
  // with the connection error (answered 503), and the pool drops the broken client
  // and opens a fresh one for the next request.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  const { albumWrites, matchWrites } = watchedTables();
  const db = new Kysely<Database>({
    dialect: watchingWrites(new PostgresDialect({ pool: withNamedStatements(pool) }), [
      albumWrites,
      matchWrites,
    ]),
  });
  try {
    await sql`select 1`.execute(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  const stats = (): DatabaseStats => ({
    pool: { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount },
  });
  return {
    db,
    dialect: 'postgres',
    albumWrites,
    matchWrites,
    stats,
    syncedTogether: syncedAsTheyCommit(db),
    close: () => db.destroy(),
  };
}

export async function isDatabaseReachable(db: Kysely<Database>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
