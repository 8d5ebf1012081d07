import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { type Config, loadConfig, SQLITE_FILE_NAME } from '../../src/config.ts';
import { createPostgresDatabase, migratedTemplate, testDialect } from './database.ts';

export const TEST_ORIGIN = 'http://localhost:3000';

export interface TestContext {
  app: FastifyInstance;
  config: Config;
  /** Builds a second app on the same database and data folder (a restart, or a second instance). */
  buildAnother: (overrides?: Partial<Config>) => Promise<FastifyInstance>;
  close: () => Promise<void>;
}

/**
 * A migrated app on a real database of the suite's dialect, in its own data folder. The database
 * starts as a copy of the suite's migrated template, so the app's start finds nothing to migrate.
 */
export async function createTestContext(
  env: Record<string, string> = {},
  overrides: Partial<Config> = {},
): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'surcos-test-'));
  const postgres =
    testDialect() === 'postgres'
      ? await createPostgresDatabase(undefined, undefined, migratedTemplate())
      : null;
  if (!postgres && env.DATA_DIR === undefined) {
    copyFileSync(migratedTemplate(), path.join(dataDir, SQLITE_FILE_NAME));
  }
  const config: Config = {
    ...loadConfig(
      {
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        PUBLIC_URL: TEST_ORIGIN,
        ...(postgres ? { DATABASE_URL: postgres.url } : {}),
        ...env,
      },
      { webDir: null },
    ),
    ...overrides,
  };
  const apps: FastifyInstance[] = [];
  const buildAnother = async (more: Partial<Config> = {}) => {
    const app = await buildApp({ ...config, ...more });
    apps.push(app);
    return app;
  };
  const app = await buildAnother();
  return {
    app,
    config,
    buildAnother,
    close: async () => {
      for (const each of apps) await each.close();
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
