import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { type TestContext, createTestContext } from './helpers/app.ts';
import { testDialect } from './helpers/database.ts';
import { type TestUser, createUser } from './helpers/users.ts';

const DATABASE_UNAVAILABLE = {
  error: {
    code: 'SERVICE_UNAVAILABLE',
    message: 'La base de datos no responde en este momento. Inténtalo de nuevo en unos segundos.',
  },
};

// Connection faults are PostgreSQL's: SQLite is a file inside the process.
describe.skipIf(testDialect() !== 'postgres')('PostgreSQL connection faults', () => {
  let ctx: TestContext;
  let user: TestUser;
  let admin: pg.Client;
  let databaseName: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    user = await createUser(ctx.app);
    if (ctx.config.database.dialect !== 'postgres') throw new Error('expected PostgreSQL');
    databaseName = new URL(ctx.config.database.url).pathname.slice(1);
    admin = new pg.Client({ connectionString: process.env.TEST_POSTGRES_URL });
    await admin.connect();
  });

  afterAll(async () => {
    await admin?.end();
    await ctx?.close();
  });

  const terminateBackends = () =>
    admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [databaseName],
    );

  /** Requests that each reach the database: as a visitor, and as a member (session lookup included). */
  const someRequests = (app: FastifyInstance) => [
    app.inject({ method: 'GET', url: `/api/users/${user.id}` }),
    app.inject({ method: 'GET', url: '/api/albums/sc-0001' }),
    app.inject({ method: 'GET', url: '/api/albums', headers: { cookie: user.cookie } }),
    app.inject({ method: 'GET', url: '/api/me/collections', headers: { cookie: user.cookie } }),
  ];

  it('survives backends terminated during a burst, answers 503 meanwhile, and recovers within 1 s', async () => {
    const statuses: number[] = [];
    const bodies: string[] = [];
    let bursting = true;
    const burst = (async () => {
      while (bursting) {
        for (const response of await Promise.all([...someRequests(ctx.app), ...someRequests(ctx.app)])) {
          statuses.push(response.statusCode);
          if (response.statusCode >= 500) bodies.push(response.body);
        }
      }
    })();
    try {
      for (let round = 0; round < 5; round += 1) {
        await new Promise((resolve) => setTimeout(resolve, 150));
        await terminateBackends();
      }
    } finally {
      bursting = false;
      await burst;
    }

    expect(statuses.length).toBeGreaterThan(20);
    expect(statuses.filter((status) => status === 500)).toEqual([]);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    for (const body of bodies) expect(JSON.parse(body)).toEqual(DATABASE_UNAVAILABLE);

    const stoppedAt = Date.now();
    for (;;) {
      const responses = await Promise.all(someRequests(ctx.app));
      if (responses.every((response) => response.statusCode === 200)) break;
      expect(Date.now() - stoppedAt, 'answers again within 1 s').toBeLessThan(1000);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(Date.now() - stoppedAt).toBeLessThan(1000);
  });

  it('answers 503 in Spanish while the database refuses connections, with few error lines in the log', async () => {
    const lines: Array<{ level: number; msg: string }> = [];
    const app = await ctx.buildAnother({
      logLevel: 'info',
      logStream: { write: (line) => lines.push(JSON.parse(line) as { level: number; msg: string }) },
    });
    await admin.query(`alter database ${databaseName} with allow_connections false`);
    try {
      await terminateBackends();
      for (let round = 0; round < 10; round += 1) {
        for (const response of await Promise.all(someRequests(app))) {
          expect(response.statusCode, response.body).toBe(503);
          expect(response.json()).toEqual(DATABASE_UNAVAILABLE);
        }
      }
      const health = await app.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(503);
    } finally {
      await admin.query(`alter database ${databaseName} with allow_connections true`);
    }
    const errorLines = lines.filter((line) => line.level >= 50);
    // 40 failed requests: one line per kind of failure, not one per request.
    expect(errorLines.length, JSON.stringify(errorLines.map((line) => line.msg))).toBeLessThanOrEqual(3);
    expect((await app.inject({ method: 'GET', url: `/api/users/${user.id}` })).statusCode).toBe(200);
  });
});
