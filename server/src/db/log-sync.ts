import { type FileHandle, open } from 'node:fs/promises';
import { type Kysely, sql } from 'kysely';
import type { Database } from './schema.ts';

/**
 * Runs `work` with its commits made durable together, once it is done: its
 * writes are on disk when the promise resolves, as if each commit had
 * synced by itself.
 */
export type SyncedTogether = <T>(work: (db: Kysely<Database>) => Promise<T>) => Promise<T>;

/** PostgreSQL's commits are durable when they return, and its syncs never hold the server's thread. */
export const syncedAsTheyCommit: (db: Kysely<Database>) => SyncedTogether = (db) => (work) => work(db);

/**
 * The writes of SQLite's one connection, synced off the server's thread.
 * With `synchronous = FULL` each commit syncs the write-ahead log inside
 * better-sqlite3's call, and the server's only thread waits: on average
 * 0.6 ms of every chat message, and at times 20 ms, every request and
 * socket holding still meanwhile. Here the connection commits `work`
 * without syncing (`synchronous = NORMAL`, for `work` alone: the
 * connection is held throughout, so no other commit runs that way), and
 * the log file is then synced from libuv's thread pool. A sync covers
 * every commit written before it began, so callers that arrive while one
 * runs share the next.
 */
export function createLogSync(
  db: Kysely<Database>,
  walFile: string,
  // Tests hold a sync back to see who waits for it.
  syncFile: (file: FileHandle) => Promise<void> = (file) => file.datasync(),
) {
  let file: Promise<FileHandle> | null = null;
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;

  const syncOnce = async () => {
    // The log exists from the first write (the migrations) and keeps its inode while a connection is open.
    file ??= open(walFile, 'r+').catch((error: unknown) => {
      // Opened again at the next sync, rather than failing every sync after one.
      file = null;
      throw error;
    });
    await syncFile(await file);
  };

  /** Every commit made before the call is on disk when it resolves. */
  function sync(): Promise<void> {
    if (!running) {
      running = syncOnce().finally(() => {
        running = null;
      });
      return running;
    }
    // The sync under way may have begun before the caller's commit: the caller takes the one after it.
    queued ??= running
      .catch(() => undefined)
      .then(() => {
        queued = null;
        return sync();
      });
    return queued;
  }

  const syncedTogether: SyncedTogether = async (work) => {
    let result;
    try {
      result = await db.connection().execute(async (connection) => {
        await sql`pragma synchronous = normal`.execute(connection);
        try {
          return await work(connection);
        } finally {
          await sql`pragma synchronous = full`.execute(connection);
        }
      });
    } catch (error) {
      // Whatever `work` committed before failing is made as durable as the rest.
      await sync().catch(() => undefined);
      throw error;
    }
    await sync();
    return result;
  };

  return {
    syncedTogether,
    close: async () => {
      // A queued sync runs after the one under way: waiting for it waits for both.
      await (queued ?? running)?.catch(() => undefined);
      await (await file?.catch(() => null))?.close();
    },
  };
}
