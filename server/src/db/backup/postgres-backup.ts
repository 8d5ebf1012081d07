import { spawn } from 'node:child_process';
import type { Client } from 'pg';
import { BackupError, type PayloadKind, type VerifiedBackup, refuseUnlessEmpty } from './backup-file.ts';
import { dumpLogical, restoreLogical } from './postgres-logical.ts';
import {
  POSTGRES_TARGET,
  connectPostgres,
  currentSchema,
  dropEverythingSql,
  postgresRows,
} from './postgres-catalog.ts';
import { runTool, toolMajorVersion } from './run-tool.ts';
import { texts } from '../../lib/texts.ts';

const t = texts.backup;

export type PostgresMethod = 'auto' | 'pg_dump' | 'logical';

/**
 * The URL without its password, and an environment carrying it: the client
 * programs get it through PGPASSWORD rather than their (visible) arguments.
 */
function toolConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: password ? { ...process.env, PGPASSWORD: password } : process.env,
  };
}

/**
 * Dumps the database in one REPEATABLE READ snapshot. pg_dump is used when it
 * is installed and not older than the server (an older pg_dump refuses a newer
 * server); it dumps from the very snapshot the row counts were read in.
 * Otherwise every table is exported logically in that same transaction.
 */
export async function dumpPostgres(
  url: string,
  payloadFile: string,
  method: PostgresMethod,
): Promise<{ payload: PayloadKind; tables: Record<string, number> }> {
  const client = await connectPostgres(url);
  try {
    await client.query('begin isolation level repeatable read read only');
    const schema = await currentSchema(client);
    const tables = await postgresRows(client, schema);
    if (method !== 'logical' && (await canUsePgDump(client, method))) {
      const { id } = (await client.query<{ id: string }>('select pg_export_snapshot() as id')).rows[0]!;
      const connection = toolConnection(url);
      const result = await runTool(
        'pg_dump',
        [
          '--format=custom',
          '--no-owner',
          `--snapshot=${id}`,
          `--file=${payloadFile}`,
          `--dbname=${connection.dbname}`,
        ],
        connection.env,
      );
      if (result?.code !== 0) throw new BackupError(t.pgDumpFailed(result?.stderr.trim() ?? null));
      return { payload: 'pg-dump-custom', tables };
    }
    await dumpLogical(client, schema, payloadFile);
    return { payload: 'jsonl-gzip', tables };
  } finally {
    await client.query('rollback').catch(() => undefined);
    await client.end();
  }
}

async function canUsePgDump(client: Client, method: PostgresMethod): Promise<boolean> {
  const serverMajor = Math.floor(Number(await serverVersionNum(client)) / 10_000);
  const toolMajor = await toolMajorVersion('pg_dump');
  const isUsable = toolMajor !== null && toolMajor >= serverMajor;
  if (!isUsable && method === 'pg_dump') {
    throw new BackupError(toolMajor === null ? t.pgDumpMissing : t.pgDumpTooOld(toolMajor, serverMajor));
  }
  return isUsable;
}

async function serverVersionNum(client: Client): Promise<string> {
  return (await client.query<{ server_version_num: string }>('show server_version_num')).rows[0]!
    .server_version_num;
}

/** Restores a verified PostgreSQL payload; the whole restore is one transaction. */
export async function restorePostgres(backup: VerifiedBackup, url: string, force: boolean): Promise<void> {
  const client = await connectPostgres(url);
  try {
    if (backup.header.payload === 'jsonl-gzip') {
      await restoreLogical(client, backup, force);
      return;
    }
    const schema = await currentSchema(client);
    refuseUnlessEmpty(await postgresRows(client, schema), force, POSTGRES_TARGET);
    await restorePgDump(backup, url, await dropEverythingSql(client, schema));
  } finally {
    await client.end();
  }
}

/**
 * pg_restore turns the archive into SQL and psql runs it, after the
 * statements that clear the target, as one transaction that stops at the
 * first error. psql only sees the end of its input once pg_restore has
 * succeeded; otherwise it is killed, and its transaction never commits: a
 * failed restore leaves the database as it was.
 */
async function restorePgDump(backup: VerifiedBackup, url: string, clearTarget: string): Promise<void> {
  const [restoreMajor, psqlMajor] = await Promise.all([
    toolMajorVersion('pg_restore'),
    toolMajorVersion('psql'),
  ]);
  if (restoreMajor === null || psqlMajor === null) {
    throw new BackupError(t.pgRestoreMissing);
  }
  const connection = toolConnection(url);
  const restore = spawnTool('pg_restore', ['--no-owner', '--no-privileges', '--file=-'], connection.env);
  const psql = spawnTool(
    'psql',
    ['-X', '-q', '--single-transaction', '--set=ON_ERROR_STOP=1', `--dbname=${connection.dbname}`],
    connection.env,
  );
  backup.payload().pipe(restore.child.stdin);
  psql.child.stdin.write(clearTarget);
  restore.child.stdout.pipe(psql.child.stdin, { end: false });
  // psql gone early (a refused connection) would leave pg_restore blocked on a full pipe.
  void psql.exit.then(() => {
    if (restore.child.exitCode === null) restore.child.kill('SIGKILL');
  });

  const restoreCode = await restore.exit;
  if (restoreCode === 0) psql.child.stdin.end();
  else psql.child.kill('SIGKILL');
  const psqlCode = await psql.exit;
  if (restoreCode !== 0 || psqlCode !== 0) {
    const reasons = [restore.stderr(), psql.stderr()].map((text) => text.trim()).filter(Boolean);
    throw new BackupError(t.restoreFailed(reasons.join('\n')));
  }
}

function spawnTool(command: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(command, args, { env, stdio: ['pipe', 'pipe', 'pipe'] });
  let errors = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (errors += chunk));
  // A program that exits early closes its input: its exit code says why, not EPIPE.
  child.stdin.on('error', () => undefined);
  const exit = new Promise<number | null>((resolve) => {
    child.on('error', (error) => {
      errors += error.message;
      resolve(null);
    });
    child.on('close', resolve);
  });
  return { child, exit, stderr: () => errors };
}
