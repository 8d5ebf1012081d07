import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../../config.ts';
import { BackupError, type BackupHeader } from './backup-file.ts';
import { createBackup, restoreBackup } from './backup.ts';

const USAGE = `Usage:
  npm run backup -- --out FILE [--logical]   write a backup of the database (safe while the server runs)
  npm run restore -- FILE [--force]          restore a backup into an empty database (--force replaces data)

The database is the server's: DATA_DIR (SQLite) or DATABASE_URL (PostgreSQL).
--logical skips pg_dump and exports PostgreSQL table by table.`;

class UsageError extends Error {}

/** One status line on standard output; errors go to standard error. */
const say = (line: string) => process.stdout.write(`${line}\n`);

const totalRows = (header: BackupHeader) => Object.values(header.tables).reduce((sum, rows) => sum + rows, 0);

function describe(header: BackupHeader): string {
  return `${Object.keys(header.tables).length} tables, ${totalRows(header)} rows, ${header.dialect} (${header.payload}), taken ${header.createdAt}`;
}

async function run(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  const { values, positionals } = parseArgs({
    args: rest,
    options: {
      out: { type: 'string', short: 'o' },
      force: { type: 'boolean', default: false },
      logical: { type: 'boolean', default: false },
    },
    allowPositionals: true,
  });
  const config = loadConfig(process.env, { webDir: null });
  const target =
    config.database.dialect === 'sqlite' ? `SQLite at ${config.database.file}` : 'PostgreSQL (DATABASE_URL)';

  if (command === 'backup') {
    const out = values.out ?? positionals[0];
    if (!out) throw new UsageError('backup needs --out FILE');
    const file = path.resolve(out);
    say(`Backing up ${target}…`);
    const header = await createBackup(config, file, { postgresMethod: values.logical ? 'logical' : 'auto' });
    say(`Backup written to ${file}: ${describe(header)}`);
    return;
  }
  if (command === 'restore') {
    if (positionals.length !== 1) throw new UsageError('restore needs exactly one FILE');
    const file = path.resolve(positionals[0]!);
    say(`Checking ${file}…`);
    const header = await restoreBackup(config, file, { force: values.force });
    say(`Restored into ${target}: ${describe(header)}`);
    say('Start the server as usual; sessions signed with another AUTH_SECRET have to sign in again.');
    return;
  }
  throw new UsageError(command ? `unknown command ${command}` : 'no command');
}

// npm runs workspace scripts from the workspace folder: paths the operator
// typed (FILE, a relative DATA_DIR) are relative to where they typed them.
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);

run(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError || (error instanceof TypeError && 'code' in error)) {
    console.error(`${error.message}\n\n${USAGE}`);
  } else if (error instanceof BackupError || error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Unexpected failure:', error);
  }
  process.exitCode = 1;
});
