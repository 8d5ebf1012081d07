import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';

/**
 * A Surcos for one benchmark: production settings on a fresh temporary data
 * folder (PostgreSQL instead with BENCH_DATABASE_URL), serving no web files.
 * `env` adds or overrides settings; `remove` deletes the data folder.
 */
export async function buildBenchApp(name: string, env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `surcos-bench-${name}-`));
  const app = await buildApp(
    loadConfig(
      {
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
        ...env,
      },
      { webDir: null },
    ),
  );
  return { app, remove: () => rmSync(dataDir, { recursive: true, force: true }) };
}
