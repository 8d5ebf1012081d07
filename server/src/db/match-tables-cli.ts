import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from './database.ts';
import { countMatchRows, rebuildMatchTables } from './match-tables.ts';

/**
 * `npm run matches:rebuild`: works the match tables (migration 027) out again
 * from the lists, in one transaction, on the server's database (DATA_DIR or
 * DATABASE_URL), which may be running: its readers see the old tables until
 * the new ones commit, and its writers wait (PostgreSQL) or retry (SQLite's
 * busy timeout) meanwhile. For after data was written around the server (a
 * restore of a hand-edited dump, a bench's generated rows) or to check the
 * tables: it prints how many rows changed.
 */
async function run(): Promise<void> {
  const config = loadConfig(process.env, { webDir: null });
  const handle = await openDatabase(config.database);
  try {
    const started = Date.now();
    const counted = await handle.db.transaction().execute(async (trx) => {
      const before = await countMatchRows(trx);
      const after = await rebuildMatchTables(trx);
      return { before, after };
    });
    process.stdout.write(
      `Match tables rebuilt in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
        `${counted.after.holdings} holdings (${counted.before.holdings} before), ` +
        `${counted.after.matches} matches (${counted.before.matches} before).\n`,
    );
  } finally {
    await handle.close();
  }
}

// npm runs workspace scripts from the workspace folder: a relative DATA_DIR is relative to
// where the operator typed the command.
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);

run().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('Unexpected failure:', error);
  process.exitCode = 1;
});
