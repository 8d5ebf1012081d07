import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import pg from 'pg';
// The server tests' own: a port the system picks, so the specs' servers never clash with another run's.
import { freePort } from '../../server/test/helpers/ports.ts';
import { expect, newAccount, test } from './fixtures.ts';

/**
 * Surcos of their own beside the run's servers, federating over loopback
 * (FEDERATION=on, private addresses allowed), each with its own PUBLIC_URL,
 * data folder and database: SQLite in its folder, or a fresh PostgreSQL
 * database on the server TEST_POSTGRES_URL names (the server tests' one).
 */
export type FederatedDatabase = 'sqlite' | 'postgres';

export interface FederatedServer {
  database: FederatedDatabase;
  port: number;
  /** `http://localhost:<port>`: its PUBLIC_URL, and the base URL of a context on it. */
  url: string;
}

const POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** Set by CI: a PostgreSQL instance that cannot start is a failure, not a skip. */
const isPostgresRequired = process.env.REQUIRE_POSTGRES === '1';

async function asPostgresAdmin(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
    await admin.query(statement);
  } finally {
    await admin.end().catch(() => undefined);
  }
}

/** Why PostgreSQL cannot be used, or null when it can. */
async function postgresProblem(): Promise<string | null> {
  try {
    await asPostgresAdmin('select 1');
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * Starts one server per entry of `databases` before the file's tests and
 * stops them (and removes their data) after. The servers are filled in
 * before the first test runs; the spec's tests run one after another.
 * Where PostgreSQL is asked for and unreachable, the file's tests are
 * skipped with the reason, unless REQUIRE_POSTGRES=1 makes it a failure.
 */
export function federatedServers(
  databases: readonly FederatedDatabase[],
  /** More of the servers' environment (a fake Discogs, for one). */
  env: Record<string, string> = {},
): FederatedServer[] {
  const servers: FederatedServer[] = databases.map((database) => ({ database, port: 0, url: '' }));
  const running: ChildProcess[] = [];
  const cleanups: Array<() => Promise<void> | void> = [];

  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    if (databases.includes('postgres')) {
      const problem = await postgresProblem();
      if (problem && isPostgresRequired) {
        throw new Error(
          `PostgreSQL is required (REQUIRE_POSTGRES=1) but ${POSTGRES_URL} is unreachable: ${problem}`,
        );
      }
      if (problem) console.warn(`!! PostgreSQL at ${POSTGRES_URL} is unreachable (${problem}): SKIPPED.`);
      // Why a skip: a machine without PostgreSQL still runs every other spec (the README's rule for
      // PostgreSQL tests); CI sets REQUIRE_POSTGRES=1, so there it fails above instead.
      test.skip(problem !== null, `PostgreSQL at ${POSTGRES_URL} is unreachable: ${problem}`);
    }
    for (const server of servers) {
      server.port = await freePort();
      server.url = `http://localhost:${server.port}`;
      const dataDir = mkdtempSync(path.join(tmpdir(), 'surcos-e2e-federation-'));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      let databaseUrl = '';
      if (server.database === 'postgres') {
        const name = `surcos_e2e_${randomBytes(6).toString('hex')}`;
        await asPostgresAdmin(`create database ${name}`);
        cleanups.push(() => asPostgresAdmin(`drop database if exists ${name} with (force)`));
        const url = new URL(POSTGRES_URL);
        url.pathname = `/${name}`;
        databaseUrl = url.toString();
      }
      running.push(
        spawn(process.execPath, [path.resolve(import.meta.dirname, '../../server/dist/main.js')], {
          stdio: 'inherit',
          env: {
            ...process.env,
            NODE_ENV: 'production',
            PORT: String(server.port),
            HOST: 'localhost',
            PUBLIC_URL: server.url,
            DATA_DIR: dataDir,
            DATABASE_URL: databaseUrl,
            REDIS_URL: '',
            DISCOGS_TOKEN: '',
            LOG_LEVEL: 'warn',
            SIGN_UPS_PER_IP_PER_HOUR: '10000',
            FEDERATION: 'on',
            FEDERATION_ALLOW_PRIVATE_ADDRESSES: 'true',
            ...env,
          },
        }),
      );
    }
    for (const { url } of servers) {
      await expect
        .poll(async () => (await fetch(`${url}/healthz`).catch(() => null))?.status ?? 0, { timeout: 60_000 })
        .toBe(200);
    }
  });

  test.afterAll(async () => {
    await Promise.all(
      running.map(
        (server) =>
          new Promise<void>((resolve) => {
            if (server.exitCode !== null || server.signalCode !== null) return resolve();
            server.once('exit', () => resolve());
            server.kill('SIGTERM');
          }),
      ),
    );
    for (const cleanup of cleanups) await cleanup();
  });

  return servers;
}

/** A member of `server`, signed up (and so signed in) in `context`, with their `@handle@host`. */
export async function memberOf(context: BrowserContext, server: FederatedServer, name: string) {
  const account = newAccount(name);
  const response = await context.request.post(`${server.url}/api/auth/sign-up/email`, {
    headers: { origin: server.url },
    data: account,
  });
  expect(response.ok()).toBe(true);
  const { user } = (await response.json()) as { user: { id: string } };
  const profile = (await (await context.request.get(`${server.url}/api/users/${user.id}`)).json()) as {
    address: string;
  };
  return { ...account, id: user.id, address: profile.address };
}

/** The actor's address of a member known by `@handle@host`, on `server`. */
export const actorUrl = (server: FederatedServer, address: string) =>
  `${server.url}/users/${address.split('@')[1]}`;

export const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Buscar por artista o álbum' });

/** Follows `address` from Explorar on `page`, as a member does; answers the lookup's region. */
export async function followFromExplorar(page: Page, address: string) {
  await page.goto('/');
  await searchBox(page).fill(address);
  const region = page.getByRole('region', { name: 'En otro servidor' });
  await region.getByRole('button', { name: 'Seguir' }).click();
  await expect(region.getByRole('button', { name: 'Dejar de seguir' })).toBeVisible();
  return region;
}
