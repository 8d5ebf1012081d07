import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Config } from '../../config.ts';
import {
  BackupError,
  type BackupHeader,
  describeTarget,
  verifyBackupFile,
  writeBackupFile,
} from './backup-file.ts';
import { type PostgresMethod, dumpPostgres, restorePostgres } from './postgres-backup.ts';
import { dumpSqlite, restoreSqlite } from './sqlite-backup.ts';
import { texts } from '../../lib/texts.ts';

const t = texts.backup;

export interface BackupOptions {
  /** PostgreSQL only: `auto` uses pg_dump when it can, else the logical export. */
  postgresMethod?: PostgresMethod;
}

/** Writes a consistent backup of the configured database to `outFile`; safe while the server runs. */
export async function createBackup(
  config: Pick<Config, 'database'>,
  outFile: string,
  options: BackupOptions = {},
): Promise<BackupHeader> {
  const workDir = await mkdtemp(path.join(tmpdir(), 'surcos-backup-'));
  try {
    const payloadFile = path.join(workDir, 'payload');
    const { database } = config;
    if (database.dialect === 'sqlite') {
      const tables = await dumpSqlite(database.file, workDir, payloadFile);
      return await writeBackupFile(
        outFile,
        { dialect: 'sqlite', payload: 'sqlite-gzip', tables },
        payloadFile,
      );
    }
    const dump = await dumpPostgres(database.url, payloadFile, options.postgresMethod ?? 'auto');
    return await writeBackupFile(outFile, { dialect: 'postgres', ...dump }, payloadFile);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/**
 * Restores `file` into the configured database. The file is checked end to
 * end first; the target must be empty unless `force` (replace its data); a
 * failure at any point leaves the target as it was. Migration state travels with the data, so the
 * server starts on the result as usual (and migrates it if the backup is older).
 */
export async function restoreBackup(
  config: Pick<Config, 'database'>,
  file: string,
  { force = false }: { force?: boolean } = {},
): Promise<BackupHeader> {
  const backup = await verifyBackupFile(file);
  const { header } = backup;
  const { database } = config;
  if (header.dialect !== database.dialect) {
    throw new BackupError(t.otherDialect(describeTarget(header.dialect), describeTarget(database.dialect)));
  }
  if (database.dialect === 'sqlite') await restoreSqlite(backup, database.file, force);
  else await restorePostgres(backup, database.url, force);
  return header;
}
