import { defineConfig, type ViteUserConfig } from 'vitest/config';
import { availableParallelism } from 'node:os';
import pg from 'pg';

const POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** Set by CI: a PostgreSQL suite that cannot run is a failure, not a skip. */
const isPostgresRequired = process.env.REQUIRE_POSTGRES === '1';

async function canReachPostgres(): Promise<string | null> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

export default defineConfig(async (): Promise<ViteUserConfig> => {
  const postgresProblem = await canReachPostgres();
  if (postgresProblem && isPostgresRequired) {
    throw new Error(
      `PostgreSQL is required (REQUIRE_POSTGRES=1) but ${POSTGRES_URL} is unreachable: ${postgresProblem}`,
    );
  }
  if (postgresProblem) {
    const line = '!'.repeat(78);
    console.warn(
      `\n${line}\n!! PostgreSQL at ${POSTGRES_URL} is unreachable (${postgresProblem}).\n!! The PostgreSQL suite is SKIPPED: only SQLite was tested.\n!! Set TEST_POSTGRES_URL, or REQUIRE_POSTGRES=1 to make this an error.\n${line}\n`,
    );
  }

  const dialects = postgresProblem ? ['sqlite'] : ['sqlite', 'postgres'];
  return {
    resolve: { conditions: ['source'] },
    ssr: { resolve: { conditions: ['source'] } },
    test: {
      testTimeout: 20_000,
      // Files wait on the databases, the mail server and timers about half the time: two workers
      // a core keep the cores busy (Vitest's default, one fewer than the cores, left one of two idle).
      // At most 8, for PostgreSQL's connections.
      maxWorkers: Number(process.env.TEST_WORKERS) || Math.min(8, 2 * availableParallelism()),
      globalSetup: ['test/global-setup.ts'],
      // The server's text catalogues, for tests that read the contracts without the app.
      setupFiles: ['test/setup.ts'],
      // A worker keeps its modules from one file to the next instead of a new process per file:
      // the app's import (better-auth, Fastify, the contracts) is paid once per worker, not per file.
      // Every file builds its own app and database, and restores the timers and spies it changes.
      isolate: false,
      hookTimeout: 30_000,
      projects: dialects.map((dialect) => ({
        extends: true,
        test: {
          name: dialect,
          include: ['test/**/*.test.ts'],
          // Tests under test/unit touch no database: once is enough.
          exclude: dialect === 'postgres' ? ['test/unit/**'] : [],
          env: { TEST_DIALECT: dialect, TEST_POSTGRES_URL: POSTGRES_URL },
        },
      })),
    },
  };
});
