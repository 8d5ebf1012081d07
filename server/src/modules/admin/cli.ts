import { texts } from '../../lib/texts.ts';
import { ConfigError, loadConfig } from '../../config.ts';
import { openAdminRepository } from './admin.repository.ts';
import { type RoleChange, changeRole } from './roles.ts';

/** One line on standard output; errors go to standard error. */
const say = (line: string) => process.stdout.write(`${line}\n`);

class UsageError extends Error {}

/**
 * `npm run admin -- grant|revoke EMAIL`: the same database as the server (DATA_DIR or
 * DATABASE_URL), which may be running. The change counts at the user's next request; the
 * audit log records it with no admin (the command line).
 */
async function run([command, email, ...rest]: string[]): Promise<void> {
  if ((command !== 'grant' && command !== 'revoke') || !email || rest.length > 0) {
    throw new UsageError(texts.admin.cli.usage);
  }
  const config = loadConfig(process.env, { webDir: null });
  const { admin, close } = await openAdminRepository(config.database);
  try {
    const change: RoleChange = command;
    const result = await changeRole(admin, change, email);
    if (result === 'unknown') throw new UsageError(texts.admin.cli.unknownEmail(email));
    say(change === 'grant' ? texts.admin.cli.granted(email) : texts.admin.cli.revoked(email));
    if (change === 'revoke' && config.adminEmails.includes(email.trim().toLowerCase())) {
      say(texts.admin.cli.listedInConfig(email));
    }
  } finally {
    await close();
  }
}

// npm runs workspace scripts from the workspace folder: a relative DATA_DIR is relative to
// where the operator typed the command.
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);

/** SQLite's and PostgreSQL's ways of saying the tables are not there yet. */
const isUnmigrated = (error: unknown): boolean =>
  error instanceof Error &&
  (/no such table/i.test(error.message) || (error as { code?: unknown }).code === '42P01');

run(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError || error instanceof ConfigError) console.error(error.message);
  else if (isUnmigrated(error)) console.error(texts.admin.cli.notReady);
  else console.error('Unexpected failure:', error);
  process.exitCode = 1;
});
