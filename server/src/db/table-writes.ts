import type {
  CompiledQuery,
  DatabaseConnection,
  Dialect as KyselyDialect,
  Driver,
  QueryResult,
  TransactionSettings,
} from 'kysely';

/**
 * The tables a statement writes, read from its SQL: what the query builder
 * compiles (`insert into "album"`, `update "user"`, `delete from …`) and
 * raw SQL alike (`insert into followed_match …`, match-tables.ts), a `with`
 * before it or not, the table named with its schema or not.
 */
const WRITE =
  /\b(?:insert(?:\s+or\s+\w+)?\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+(?:"?\w+"?\.)?"?(\w+)"?/gi;

const NO_TABLES: ReadonlySet<string> = new Set();
const written = new Map<string, ReadonlySet<string>>();

/** The tables the statement writes, lower-cased; worked out once per SQL text. */
function tablesWrittenBy(text: string): ReadonlySet<string> {
  let tables = written.get(text);
  if (tables === undefined) {
    const found = [...text.matchAll(WRITE)].map((match) => match[1]!.toLowerCase());
    tables = found.length === 0 ? NO_TABLES : new Set(found);
    // Statements are few and reused; a bound keeps texts built with inlined values from piling up.
    if (written.size >= 2_000) written.clear();
    written.set(text, tables);
  }
  return tables;
}

/** Statements that open or end a transaction when sent as SQL (a migration's `begin immediate`). */
const OPENS = /^\s*(?:begin|start\s+transaction)\b/i;
const ENDS = /^\s*(?:commit|end|rollback)\b(?!\s+to\b)/i;

/**
 * Counts the committed writes to a set of tables, so whatever caches a read
 * of them can tell when it changed (Explorar's first pages, decision 028;
 * Coincidencias' first page, decision 068). It is told by the connections
 * themselves (`watchingWrites`), from the SQL each statement sends, so raw
 * SQL counts as the query builder's does. The count moves once a write is
 * committed: at the end of a statement outside a transaction, and at the end
 * of a transaction that wrote the tables. A read that took the count before
 * that moment and may not have seen the write is then never taken for fresh.
 * Writes the tables' triggers and cascades make happen are counted as long as
 * the tables they start from are watched too. Another process's writes are
 * seen where something tells of them (`elsewhere`): on SQLite the file's
 * `data_version`, which moves with any other connection's commit; on
 * PostgreSQL with REDIS_URL, the other servers' word (lib/shared-writes.ts).
 * Other writers (PostgreSQL's tools, or servers without Redis) are not seen:
 * a cache there bounds its age.
 */
export class TableWrites {
  #generation = 0;
  #elsewhere: () => number;
  #lastElsewhere: number;
  readonly #tables: ReadonlySet<string>;
  readonly #listeners = new Set<() => void>();
  /** The same on every server that watches the same tables: how servers name it to each other. */
  readonly key: string;

  constructor(tables: readonly string[], elsewhere: () => number = () => 0) {
    this.#tables = new Set(tables.map((table) => table.toLowerCase()));
    this.key = [...this.#tables].sort().join(',');
    this.#elsewhere = elsewhere;
    this.#lastElsewhere = elsewhere();
  }

  /** From now on, other processes' commits are told by `elsewhere` (lib/shared-writes.ts, on PostgreSQL). */
  hearElsewhere(elsewhere: () => number): void {
    this.#elsewhere = elsewhere;
    this.#generation += 1;
    this.#lastElsewhere = elsewhere();
  }

  /** Calls `listener` after each write of the tables this process commits; returns how to stop. */
  onCommitted(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Changes whenever this process commits a write to one of the tables, and whenever `elsewhere` moves. */
  get generation(): number {
    const elsewhere = this.#elsewhere();
    // NaN, which equals nothing, moves it at every read.
    if (elsewhere !== this.#lastElsewhere) {
      this.#lastElsewhere = elsewhere;
      this.#generation += 1;
    }
    return this.#generation;
  }

  /** Whether one of these tables, which a statement writes, is one of its. */
  watchesAny(tables: ReadonlySet<string>): boolean {
    for (const table of tables) if (this.#tables.has(table)) return true;
    return false;
  }

  /** A write of the tables was committed here. */
  committed(): void {
    this.#generation += 1;
    for (const listener of this.#listeners) listener();
  }
}

/** A connection that tells the watchers what it commits. */
class WatchedConnection implements DatabaseConnection {
  #inTransaction = false;
  readonly #pending = new Set<TableWrites>();

  constructor(
    readonly inner: DatabaseConnection,
    private readonly watchers: readonly TableWrites[],
  ) {}

  beginTransaction(): void {
    this.#inTransaction = true;
  }

  /** The transaction ended, committed or not: a rolled-back one changed nothing, but telling is harmless. */
  endTransaction(): void {
    this.#inTransaction = false;
    for (const watcher of this.#pending) watcher.committed();
    this.#pending.clear();
  }

  #writing(query: CompiledQuery): { done: () => void } | null {
    if (OPENS.test(query.sql)) return { done: () => this.beginTransaction() };
    if (ENDS.test(query.sql)) return { done: () => this.endTransaction() };
    const tables = tablesWrittenBy(query.sql);
    if (tables.size === 0) return null;
    const writes = this.watchers.filter((watcher) => watcher.watchesAny(tables));
    if (writes.length === 0) return null;
    return {
      done: () => {
        for (const watcher of writes) {
          if (this.#inTransaction) this.#pending.add(watcher);
          else watcher.committed();
        }
      },
    };
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const writing = this.#writing(query);
    if (writing === null) return this.inner.executeQuery<R>(query);
    try {
      return await this.inner.executeQuery<R>(query);
    } finally {
      writing.done();
    }
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    const writing = this.#writing(query);
    try {
      yield* this.inner.streamQuery<R>(query, chunkSize);
    } finally {
      writing?.done();
    }
  }
}

type CompileQuery = Parameters<NonNullable<Driver['savepoint']>>[2];
const unwatched = (connection: DatabaseConnection) => (connection as WatchedConnection).inner;
const noSavepoints = () => Promise.reject(new Error('The database driver has no savepoints.'));

/** The driver, its connections watched; the driver underneath gets its own connections back. */
class WatchingDriver implements Driver {
  readonly #watched = new WeakMap<DatabaseConnection, WatchedConnection>();

  constructor(
    private readonly inner: Driver,
    private readonly watchers: readonly TableWrites[],
  ) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await this.inner.acquireConnection();
    let watched = this.#watched.get(connection);
    if (!watched) {
      watched = new WatchedConnection(connection, this.watchers);
      this.#watched.set(connection, watched);
    }
    return watched;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const watched = connection as WatchedConnection;
    await this.inner.beginTransaction(watched.inner, settings);
    watched.beginTransaction();
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.#ending(connection, (inner) => this.inner.commitTransaction(inner));
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.#ending(connection, (inner) => this.inner.rollbackTransaction(inner));
  }

  /** Ends the transaction underneath; whichever way it went, the watchers are told. */
  async #ending(connection: DatabaseConnection, end: (inner: DatabaseConnection) => Promise<void>) {
    try {
      await end(unwatched(connection));
    } finally {
      (connection as WatchedConnection).endTransaction();
    }
  }

  savepoint(connection: DatabaseConnection, name: string, compile: CompileQuery): Promise<void> {
    return this.inner.savepoint?.(unwatched(connection), name, compile) ?? noSavepoints();
  }

  rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: CompileQuery): Promise<void> {
    return this.inner.rollbackToSavepoint?.(unwatched(connection), name, compile) ?? noSavepoints();
  }

  releaseSavepoint(connection: DatabaseConnection, name: string, compile: CompileQuery): Promise<void> {
    return this.inner.releaseSavepoint?.(unwatched(connection), name, compile) ?? noSavepoints();
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection(unwatched(connection));
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/** The dialect, its connections telling each watcher when a write of its tables is committed. */
export function watchingWrites(dialect: KyselyDialect, watchers: readonly TableWrites[]): KyselyDialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new WatchingDriver(dialect.createDriver(), watchers),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
  };
}
