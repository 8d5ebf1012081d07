import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import type { Dialect } from '../database.ts';
import { texts } from '../../lib/texts.ts';

const t = texts.backup;

/**
 * A Surcos backup is one file:
 *
 *     SURCOS-BACKUP 1\n
 *     {"format":"surcos-backup","version":1,"dialect":…,"payload":…,"bytes":…,"sha256":…}\n
 *     <payload bytes>
 *
 * The magic line says what the file is before anything is parsed; the header
 * says how the payload was made (so restore knows what to do with it) and
 * carries its length and SHA-256, so a truncated or damaged copy is refused
 * before the target is touched. Payloads:
 * - `sqlite-gzip`: the SQLite database file, gzip'd;
 * - `pg-dump-custom`: `pg_dump --format=custom` output (compressed already);
 * - `jsonl-gzip`: the logical PostgreSQL export, gzip'd JSON lines
 *   (see postgres-logical.ts).
 */
export const BACKUP_MAGIC = 'SURCOS-BACKUP 1';
export const BACKUP_FORMAT = 'surcos-backup';
export const BACKUP_VERSION = 1;

export const PAYLOAD_KINDS = ['sqlite-gzip', 'pg-dump-custom', 'jsonl-gzip'] as const;
export type PayloadKind = (typeof PAYLOAD_KINDS)[number];

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  dialect: Dialect;
  payload: PayloadKind;
  createdAt: string;
  /** Rows per table at the moment of the snapshot: informative, and what a restore reports. */
  tables: Record<string, number>;
  bytes: number;
  sha256: string;
}

/** A failure the operator must act on, worded for them (in Spanish, like the product). */
export class BackupError extends Error {
  override name = 'BackupError';
}

const MAX_HEADER_BYTES = 1024 * 1024;

/** A file name beside `target`, so a final rename stays on one file system and is atomic. */
export function siblingTempPath(target: string, purpose: string): string {
  return path.join(
    path.dirname(target),
    `.${path.basename(target)}.${purpose}-${randomBytes(6).toString('hex')}`,
  );
}

async function hashFile(file: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { bytes, sha256: hash.digest('hex') };
}

/**
 * Writes the backup at `outFile` from a finished payload file. The file
 * appears complete or not at all: it is written beside the target and renamed.
 */
export async function writeBackupFile(
  outFile: string,
  fields: Pick<BackupHeader, 'dialect' | 'payload' | 'tables'>,
  payloadFile: string,
): Promise<BackupHeader> {
  const header: BackupHeader = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: new Date().toISOString(),
    ...fields,
    ...(await hashFile(payloadFile)),
  };
  const partial = siblingTempPath(outFile, 'partial');
  try {
    const out = createWriteStream(partial, { mode: 0o600 });
    out.write(`${BACKUP_MAGIC}\n${JSON.stringify(header)}\n`);
    await pipeline(createReadStream(payloadFile), out);
    await rename(partial, outFile);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return header;
}

export interface VerifiedBackup {
  header: BackupHeader;
  /** The payload's bytes, exactly as stored. */
  payload: () => Readable;
}

/**
 * Reads and checks a backup file end to end (magic, header, length,
 * checksum) without changing anything; every failure is a BackupError.
 */
export async function verifyBackupFile(file: string): Promise<VerifiedBackup> {
  const name = path.basename(file);
  const size = await stat(file).then(
    (info) => info.size,
    () => {
      throw new BackupError(t.fileMissing(file));
    },
  );
  const head = Buffer.alloc(Math.min(size, MAX_HEADER_BYTES));
  const handle = await open(file, 'r');
  try {
    await handle.read(head, 0, head.length, 0);
  } finally {
    await handle.close();
  }
  const notABackup = new BackupError(t.notABackup(name));
  const magicEnd = head.indexOf(0x0a);
  if (magicEnd < 0 || head.subarray(0, magicEnd).toString('latin1') !== BACKUP_MAGIC) throw notABackup;
  const headerEnd = head.indexOf(0x0a, magicEnd + 1);
  const damaged = new BackupError(t.damaged(name));
  if (headerEnd < 0) throw damaged;
  const header = parseHeader(head.subarray(magicEnd + 1, headerEnd).toString('utf8'));
  if (!header) throw damaged;
  if (header.version > BACKUP_VERSION) {
    throw new BackupError(t.newerFormat(name, header.version));
  }
  const start = headerEnd + 1;
  if (size - start !== header.bytes) {
    throw new BackupError(t.truncated(name, size - start, header.bytes));
  }
  const payload = () => createReadStream(file, { start });
  const hash = createHash('sha256');
  for await (const chunk of payload() as AsyncIterable<Buffer>) hash.update(chunk);
  if (hash.digest('hex') !== header.sha256) {
    throw new BackupError(t.checksum(name));
  }
  return { header, payload };
}

function parseHeader(text: string): BackupHeader | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const header = value as Partial<BackupHeader>;
  const isValid =
    header.format === BACKUP_FORMAT &&
    typeof header.version === 'number' &&
    (header.dialect === 'sqlite' || header.dialect === 'postgres') &&
    PAYLOAD_KINDS.includes(header.payload as PayloadKind) &&
    typeof header.bytes === 'number' &&
    typeof header.sha256 === 'string' &&
    typeof header.createdAt === 'string' &&
    typeof header.tables === 'object' &&
    header.tables !== null;
  return isValid ? (header as BackupHeader) : null;
}

export const describeTarget = (dialect: Dialect): string =>
  dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL (DATABASE_URL)';

/** Refuses a restore into data it would replace, unless the operator said so. */
export function refuseUnlessEmpty(rowsByTable: Record<string, number>, force: boolean, where: string): void {
  if (force) return;
  const filled = Object.entries(rowsByTable).filter(([, rows]) => rows > 0);
  if (filled.length === 0) return;
  const rows = filled.reduce((sum, [, count]) => sum + count, 0);
  throw new BackupError(t.targetNotEmpty(where, rows, filled.length));
}
