import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { type Config, loadConfig, SQLITE_FILE_NAME } from '../../src/config.ts';
import type { Dialect } from '../../src/db/database.ts';
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
 * Another `dialect` than the suite's (a test of servers on both databases at once) starts empty,
 * and the app's start migrates it.
 */
/** Settings beyond the environment's; the federation's are merged one by one. */
export type ConfigOverrides = Partial<Omit<Config, 'federation'>> & {
  federation?: Partial<Config['federation']>;
};

export async function createTestContext(
  env: Record<string, string> = {},
  overrides: ConfigOverrides = {},
  dialect: Dialect = testDialect(),
): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'surcos-test-'));
  const template = dialect === testDialect() ? migratedTemplate() : undefined;
  const postgres =
    dialect === 'postgres' ? await createPostgresDatabase(undefined, undefined, template) : null;
  if (!postgres && template && env.DATA_DIR === undefined) {
    copyFileSync(template, path.join(dataDir, SQLITE_FILE_NAME));
  }
  const loaded = loadConfig(
    {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      PUBLIC_URL: TEST_ORIGIN,
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      ...env,
    },
    { webDir: null },
  );
  const config: Config = {
    ...loaded,
    passwordHashing: 'light',
    ...overrides,
    federation: { ...loaded.federation, ...overrides.federation },
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
