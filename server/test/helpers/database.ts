import { randomBytes } from 'node:crypto';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { inject } from 'vitest';
import pg from 'pg';
import type { DatabaseConfig } from '../../src/config.ts';
import type { Dialect } from '../../src/db/database.ts';
import type { Database } from '../../src/db/schema.ts';

export const testDialect = (): Dialect => (process.env.TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite');

const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** The URL of database `name` on the server `adminUrl` names. */
function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function asAdmin(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export interface PostgresDatabase {
  name: string;
  url: string;
  drop: () => Promise<void>;
}

/**
 * A fresh PostgreSQL database per test file, so parallel files never collide
 * (and per benchmark run, beside the one `adminUrl` names). A `template` makes
 * it a copy of that database: the suite's migrated one (test/global-setup.ts).
 */
export async function createPostgresDatabase(
  adminUrl = process.env.TEST_POSTGRES_URL ?? DEFAULT_ADMIN_URL,
  prefix = 'surcos_test',
  template?: string,
): Promise<PostgresDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await asAdmin(adminUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  return {
    name,
    url: databaseUrl(adminUrl, name),
    drop: () => asAdmin(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated database to copy: a SQLite file's path, or a PostgreSQL database's name. */
    migratedTemplate: string;
  }
}

/** The suite's migrated database of this dialect, made once by test/global-setup.ts. */
export const migratedTemplate = (): string => inject('migratedTemplate');

/**
 * For a file whose servers need PostgreSQL whatever the suite's dialect: null when it answers,
 * else why not, after a warning as loud as the suite's own (vitest.config.ts); with
 * REQUIRE_POSTGRES=1 (CI) an unreachable PostgreSQL is an error instead.
 */
export async function postgresUnavailable(
  adminUrl = process.env.TEST_POSTGRES_URL ?? DEFAULT_ADMIN_URL,
): Promise<string | null> {
  try {
    await asAdmin(adminUrl, 'select 1');
    return null;
  } catch (error) {
    const problem = error instanceof Error ? error.message : String(error);
    if (process.env.REQUIRE_POSTGRES === '1') {
      throw new Error(
        `PostgreSQL is required (REQUIRE_POSTGRES=1) but ${adminUrl} is unreachable: ${problem}`,
      );
    }
    const line = '!'.repeat(78);
    console.warn(`\n${line}\n!! PostgreSQL at ${adminUrl} is unreachable (${problem}): SKIPPED.\n${line}\n`);
    return problem;
  }
}

/** A statement a query ran, as `loggingDatabase` recorded it. */
export interface RanQuery {
  sql: string;
  parameters: readonly unknown[];
}

/**
 * A connection of its own to a test app's database that records into `ran` the SQL each query
 * runs, so a test can ask the database how it plans that very statement. On SQLite `sqlite` is
 * its handle, for `explain query plan`; on PostgreSQL it is one connection, so a prepared
 * statement's plans are that connection's.
 */
export function loggingDatabase(
  database: DatabaseConfig,
  ran: RanQuery[],
): { db: Kysely<Database>; sqlite: SQLite.Database | null } {
  const log = (event: { level: string; query: RanQuery }) => {
    if (event.level === 'query') ran.push(event.query);
  };
  if (database.dialect === 'sqlite') {
    const sqlite = new SQLite(database.file);
    return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }), log }), sqlite };
  }
  const pool = new pg.Pool({ connectionString: database.url, max: 1 });
  return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log }), sqlite: null };
}
