import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createPostgresDatabase, type PostgresDatabase } from './helpers/database.ts';

/**
 * Migrates one database per dialect before any test file runs; each file's
 * database starts as a copy of it (a copied SQLite file, or PostgreSQL's
 * `create database … template`), not as an empty one migrated again.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The project is named for its dialect (vitest.config.ts).
  const dialect = project.name;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'surcos-template-'));
  let postgres: PostgresDatabase | null = null;
  if (dialect === 'postgres') postgres = await createPostgresDatabase(undefined, 'surcos_template');
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    },
    { webDir: null },
  );
  const app = await buildApp(config);
  await app.close();
  project.provide(
    'migratedTemplate',
    config.database.dialect === 'sqlite' ? config.database.file : (postgres?.name ?? ''),
  );
  return async () => {
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
