import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { type TestContext, TEST_ORIGIN, createTestContext } from './helpers/app.ts';
import { startFakeDiscogs } from './helpers/fake-discogs.ts';
import { startSmtpCapture } from './helpers/smtp.ts';
import { listen, openConnected } from './helpers/sockets.ts';
import { testDialect } from './helpers/database.ts';
import { createUser, postJson, uniqueEmail } from './helpers/users.ts';

const TOKEN = 'metricas-secretas-de-prueba';
const logLines: Array<Record<string, unknown>> = [];
let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let discogs: Awaited<ReturnType<typeof startFakeDiscogs>>;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  discogs = await startFakeDiscogs();
  ctx = await createTestContext(
    {
      METRICS_TOKEN: TOKEN,
      SMTP_URL: smtp.url,
      DISCOGS_TOKEN: 'token-de-prueba',
      DISCOGS_BASE_URL: discogs.url,
      LOG_LEVEL: 'info',
    },
    { logStream: { write: (line) => logLines.push(JSON.parse(line) as Record<string, unknown>) } },
  );
});

afterAll(async () => {
  await ctx.close();
  await smtp.close();
  await discogs.close();
});

const scrape = (authorization: string | null = `Bearer ${TOKEN}`) =>
  ctx.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: authorization === null ? {} : { authorization },
  });

/** The value of one series in the exposition text, or undefined when it is absent. */
async function valueOf(series: string): Promise<number | undefined> {
  const text = (await scrape()).body;
  const line = text.split('\n').find((each) => each.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function eventually(check: () => Promise<boolean>): Promise<void> {
  // A deadline, not a count: a loaded machine takes longer to refuse the mail server that is not there.
  for (const deadline = Date.now() + 15_000; Date.now() < deadline;) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the figure never got there');
}

describe('/metrics access', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    const off = await createTestContext();
    try {
      const response = await off.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: 'Bearer lo-que-sea' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    } finally {
      await off.close();
    }
  });

  it('needs the token as a bearer token', async () => {
    expect((await scrape(null)).statusCode).toBe(401);
    expect((await scrape(`Bearer ${TOKEN}x`)).statusCode).toBe(401);
    expect((await scrape(TOKEN)).statusCode).toBe(401);
    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.body).toContain('# TYPE surcos_http_request_duration_seconds histogram');
  });

  it('leaves /healthz as it was: no token, no database figures', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
  });
});

describe('figures', () => {
  it('times HTTP requests by route pattern, never by raw URL', async () => {
    const user = await createUser(ctx.app);
    const profile = await ctx.app.inject({ method: 'GET', url: `/api/users/${user.id}` });
    expect(profile.statusCode).toBe(200);
    const text = (await scrape()).body;
    expect(text).toMatch(
      /surcos_http_request_duration_seconds_count\{method="GET",route="\/api\/users\/:id",status="200"\} [1-9]/,
    );
    expect(text).not.toContain(user.id);
  });

  it('counts live socket connections', async () => {
    const user = await createUser(ctx.app);
    const url = await listen(ctx.app);
    const before = (await valueOf('surcos_socket_connections')) ?? 0;
    const socket = await openConnected(url, user.cookie);
    await eventually(async () => (await valueOf('surcos_socket_connections')) === before + 1);
    socket.close();
    await eventually(async () => (await valueOf('surcos_socket_connections')) === before);
    expect(await valueOf('surcos_socket_connections_total')).toBeGreaterThan(0);
  });

  it('shows the database pool (PostgreSQL) or the file size (SQLite)', async () => {
    if (testDialect() === 'postgres') {
      expect(await valueOf('surcos_db_pool_connections{state="total"}')).toBeGreaterThan(0);
      expect(await valueOf('surcos_db_pool_connections{state="waiting"}')).toBe(0);
    } else {
      expect(await valueOf('surcos_db_sqlite_size_bytes')).toBeGreaterThan(0);
    }
  });

  it('counts music-database requests and their waits by lane', async () => {
    const user = await createUser(ctx.app);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/music/search?q=nirvana%20nevermind',
      headers: { cookie: user.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(await valueOf('surcos_music_requests_total{lane="interactive",outcome="sent"}')).toBeGreaterThan(
      0,
    );
    expect(await valueOf('surcos_music_wait_seconds_count{lane="interactive"}')).toBeGreaterThan(0);
  });

  it('shows import jobs by state and counts the worker’s steps', async () => {
    const user = await createUser(ctx.app);
    const csv = [
      'Catalog#,Artist,Title,Label,Format,Rating,Released,release_id,CollectionFolder,Date Added,Collection Media Condition,Collection Sleeve Condition,Collection Notes',
      'CAT-1,Artista,Disco,Sello,"LP, Album",,1999,7000001,Estante,2020-01-02 03:04:05,Mint (M),,',
    ].join('\n');
    const started = await ctx.app.inject({
      method: 'POST',
      url: '/api/imports?name=coleccion.csv',
      payload: csv,
      headers: { cookie: user.cookie, origin: TEST_ORIGIN, 'content-type': 'text/csv' },
    });
    expect(started.statusCode).toBeLessThan(300);
    await eventually(async () => ((await valueOf('surcos_import_jobs{state="done"}')) ?? 0) > 0);
    expect(await valueOf('surcos_job_steps_total{runner="imports",outcome="worked"}')).toBeGreaterThan(0);
  });

  it('counts mail sent and mail that failed', async () => {
    const user = await createUser(ctx.app);
    const sentBefore = (await valueOf('surcos_mail_total{outcome="sent"}')) ?? 0;
    await postJson(ctx.app, '/api/auth/request-password-reset', { email: user.email });
    await smtp.waitForMail(user.email);
    await eventually(async () => (await valueOf('surcos_mail_total{outcome="sent"}')) === sentBefore + 1);

    // A mail server that is not there: the send fails and is counted. An instance of its own, so no
    // other mail (the daily one of a user from another test) can fail there too.
    const brokenCtx = await createTestContext({
      METRICS_TOKEN: TOKEN,
      SMTP_URL: 'smtp://127.0.0.1:1?ignoreTLS=true',
    });
    onTestFinished(() => brokenCtx.close());
    const broken = brokenCtx.app;
    const other = await createUser(broken);
    await postJson(broken, '/api/auth/request-password-reset', { email: other.email });
    const brokenValue = async () => {
      const text = (
        await broken.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })
      ).body;
      return text.split('\n').find((line) => line.startsWith('surcos_mail_total{outcome="failed"} '));
    };
    await eventually(async () => (await brokenValue()) === 'surcos_mail_total{outcome="failed"} 1');
  });
});

describe('structured logs', () => {
  it('carry the request id, which the answer returns, and never a reset token', async () => {
    const email = uniqueEmail('log');
    const response = await ctx.app.inject({ method: 'GET', url: '/reset-password?token=secreto-del-enlace' });
    const requestId = response.headers['x-request-id'];
    expect(typeof requestId).toBe('string');
    await postJson(ctx.app, '/api/auth/request-password-reset', { email });
    const lines = logLines.filter((line) => line.reqId === requestId);
    expect(lines.length).toBeGreaterThan(0);
    expect(JSON.stringify(logLines)).not.toContain('secreto-del-enlace');
    expect(JSON.stringify(lines)).toContain('token=[redacted]');
  });
});
