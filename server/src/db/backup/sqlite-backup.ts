import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import SQLite from 'better-sqlite3';
import { BackupError, type VerifiedBackup, refuseUnlessEmpty, siblingTempPath } from './backup-file.ts';
import { texts } from '../../lib/texts.ts';

const t = texts.backup;

/** Copies every page in one step: the copy is one read snapshot, and WAL lets the server keep writing. */
const ALL_PAGES = 0x7fffffff;

function rowsByTable(db: SQLite.Database): Record<string, number> {
  const tables = db
    .prepare(`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`)
    .pluck()
    .all() as string[];
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const quoted = `"${table.replaceAll('"', '""')}"`;
    counts[table] = db.prepare(`select count(*) from ${quoted}`).pluck().get() as number;
  }
  return counts;
}

/**
 * Takes a consistent copy of the live database with SQLite's online backup
 * API, from a connection of its own, and writes it gzip'd to `payloadFile`.
 */
export async function dumpSqlite(
  databaseFile: string,
  workDir: string,
  payloadFile: string,
): Promise<Record<string, number>> {
  if (!existsSync(databaseFile)) {
    throw new BackupError(t.noDatabase(databaseFile));
  }
  const copy = path.join(workDir, 'surcos.sqlite');
  const source = new SQLite(databaseFile, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    await source.backup(copy, { progress: () => ALL_PAGES });
  } finally {
    source.close();
  }
  const snapshot = new SQLite(copy, { readonly: true });
  let tables: Record<string, number>;
  try {
    tables = rowsByTable(snapshot);
  } finally {
    snapshot.close();
  }
  await pipeline(createReadStream(copy), createGzip(), createWriteStream(payloadFile));
  return tables;
}

/** Rows per table of the SQLite file at `file`; no file counts as empty. */
export function sqliteRows(file: string): Record<string, number> {
  if (!existsSync(file)) return {};
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    return rowsByTable(db);
  } finally {
    db.close();
  }
}

/**
 * Restores a verified `sqlite-gzip` payload over `databaseFile`. The new
 * database is unpacked and checked beside the target, then renamed over it:
 * until that rename the target is untouched.
 */
export async function restoreSqlite(
  backup: VerifiedBackup,
  databaseFile: string,
  force: boolean,
): Promise<void> {
  refuseUnlessEmpty(sqliteRows(databaseFile), force, `La base de datos ${databaseFile}`);
  const unpacked = siblingTempPath(databaseFile, 'restore');
  try {
    await pipeline(backup.payload(), createGunzip(), createWriteStream(unpacked)).catch(() => {
      throw new BackupError(t.cannotUnpack);
    });
    checkIntegrity(unpacked);
    if (existsSync(databaseFile)) settleTarget(databaseFile);
    await rename(unpacked, databaseFile);
  } finally {
    await rm(unpacked, { force: true });
    await rm(`${unpacked}-wal`, { force: true });
    await rm(`${unpacked}-shm`, { force: true });
  }
}

function checkIntegrity(file: string): void {
  let result: unknown;
  try {
    const db = new SQLite(file, { fileMustExist: true });
    try {
      result = db.pragma('integrity_check', { simple: true });
    } finally {
      db.close();
    }
  } catch {
    result = 'unreadable';
  }
  if (result !== 'ok') {
    throw new BackupError(t.integrity);
  }
}

/**
 * Folds the target's write-ahead log into it and makes sure no one else has
 * it open: a WAL file left beside the restored database would be replayed
 * into it, and a running server would keep writing to the old one.
 */
function settleTarget(databaseFile: string): void {
  const db = new SQLite(databaseFile, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    db.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    db.close();
  }
  if (existsSync(`${databaseFile}-wal`)) {
    throw new BackupError(t.stillOpen(databaseFile));
  }
}
