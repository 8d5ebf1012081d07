import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/src/app.ts';
import { type Config, loadConfig } from '../server/src/config.ts';
import { createPostgresDatabase } from '../server/test/helpers/database.ts';

/**
 * A Surcos for one benchmark: production settings on a fresh temporary data
 * folder, serving no web files. With BENCH_DATABASE_URL it runs on a fresh
 * PostgreSQL database created beside the one the URL names, so runs never
 * meet each other's rows. `env` adds or overrides settings, `adjust` changes
 * what no variable sets, `sqlite` keeps it on SQLite whatever the bench's
 * database; `remove` deletes the data folder and that database.
 */
export async function buildBenchApp(
  name: string,
  env: Record<string, string> = {},
  adjust: (config: Config) => Config = (config) => config,
  sqlite = false,
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `surcos-bench-${name}-`));
  const postgres =
    process.env.BENCH_DATABASE_URL && !sqlite
      ? await createPostgresDatabase(process.env.BENCH_DATABASE_URL, 'surcos_bench')
      : null;
  const app = await buildApp(
    adjust(
      loadConfig(
        {
          NODE_ENV: 'production',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
          SMTP_URL: '',
          ...(postgres ? { DATABASE_URL: postgres.url } : {}),
          ...env,
        },
        { webDir: null },
      ),
    ),
  );
  return {
    app,
    dialect: postgres ? ('postgres' as const) : ('sqlite' as const),
    remove: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      await postgres?.drop();
    },
  };
}
