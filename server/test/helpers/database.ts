import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Dialect } from '../../src/db/database.ts';

export const testDialect = (): Dialect => (process.env.TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite');

/**
 * A fresh PostgreSQL database per test file, so parallel files never collide
 * (and per benchmark run, beside the one `adminUrl` names).
 */
export async function createPostgresDatabase(
  adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  prefix = 'surcos_test',
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
