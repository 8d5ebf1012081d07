import { plural } from '../plural.ts';
import { locale } from './locale.ts';

/** What the backup and restore commands tell the operator. */
export const backup = {
  fileMissing: (file: string) => `Backup file ${file} not found.`,
  notABackup: (name: string) => `${name} is not a Surcos backup.`,
  damaged: (name: string) => `Backup ${name} is damaged or incomplete; nothing has been changed.`,
  newerFormat: (name: string, version: number) =>
    `${name} uses version ${version} of the backup format, newer than this version of Surcos understands; update Surcos to restore it.`,
  truncated: (name: string, bytes: number, expected: number) =>
    `Backup ${name} is incomplete (${bytes} of ${expected} bytes of data); nothing has been changed.`,
  checksum: (name: string) =>
    `Backup ${name} is damaged (its checksum does not match); nothing has been changed.`,
  targetNotEmpty: (where: string, rows: number, tables: number) =>
    `${where} already holds data (${plural(locale, rows, { one: '1 row', other: (n) => `${n} rows` })} in ${plural(locale, tables, { one: '1 table', other: (n) => `${n} tables` })}). Restore into an empty database, or use --force to replace it.`,
  otherDialect: (backup: string, target: string) =>
    `This backup is from ${backup} and the target is ${target}: restore into the same kind of database.`,
  pgDumpFailed: (reason: string | null) => `pg_dump failed: ${reason ?? 'it is not installed'}`,
  pgDumpMissing: 'pg_dump is not installed (or not on the PATH).',
  pgDumpTooOld: (tool: number, server: number) =>
    `pg_dump ${tool} is older than the PostgreSQL ${server} server.`,
  pgRestoreMissing:
    'This backup was made with pg_dump: restoring it needs pg_restore and psql on the PATH (the postgresql-client package).',
  restoreFailed: (reason: string) => `The restore failed; nothing has been changed.\n${reason}`,
  cannotConnect: (reason: string) => `Cannot connect to PostgreSQL (DATABASE_URL): ${reason}`,
  logicalUnsupported: (what: string) =>
    `The logical export cannot copy ${what}: install pg_dump (postgresql-client) of the server’s version or newer.`,
  damagedLine: 'The backup is damaged (a line is not valid JSON); nothing has been changed.',
  logicalUnknown: 'The backup has no logical export this version understands.',
  otherSchema: (backup: string, target: string) =>
    `The backup is of schema “${backup}” and DATABASE_URL uses “${target}”: restore into a schema with the same name.`,
  unknownTable: 'The backup is damaged (rows of an unknown table); nothing has been changed.',
  missingRows: 'The backup is incomplete (rows are missing); nothing has been changed.',
  noDatabase: (file: string) => `There is no database at ${file}: check DATA_DIR.`,
  cannotUnpack: 'The backup is damaged (it cannot be decompressed); nothing has been changed.',
  integrity: 'The backup’s database fails the integrity check; nothing has been changed.',
  stillOpen: (file: string) =>
    `The database ${file} is still open in another process: stop the server before restoring.`,
};
