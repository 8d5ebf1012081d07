import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestContext, TEST_ORIGIN, createTestContext } from './helpers/app.ts';
import { startRelay } from './helpers/redis-relay.ts';
import { linkIn, startSmtpCapture } from './helpers/smtp.ts';
import { bearer, createToken } from './helpers/tokens.ts';
import { listen, open, openConnected } from './helpers/sockets.ts';
import { type TestUser, cookieFrom, createUser, loginAs, postJson, sessionUser } from './helpers/users.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const METRICS_TOKEN = 'session-cache-metrics-token';
const ADMIN_EMAIL = 'jefa-sesiones@example.com';
/** Far longer than the 1 s allowed: only a revocation can explain a refusal within it. */
const LONG_CACHE = { SESSION_CACHE_SECONDS: '30', METRICS_TOKEN, ADMIN_EMAILS: ADMIN_EMAIL };
const REVOKED_WITHIN_MS = 1000;

const counts = (app: FastifyInstance, cookie: string) =>
  app.inject({ method: 'GET', url: '/api/me/counts', headers: { cookie } });

async function cacheHits(app: FastifyInstance): Promise<number> {
  const text = (
    await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    })
  ).body;
  const series = 'surcos_session_cache_total{outcome="hit"} ';
  const line = text.split('\n').find((each) => each.startsWith(series));
  return line === undefined ? 0 : Number(line.slice(series.length));
}

/** The instance answers this session from its cache: a signed-in request counts a hit. */
async function warm(app: FastifyInstance, cookie: string): Promise<void> {
  expect((await counts(app, cookie)).statusCode).toBe(200);
  const before = await cacheHits(app);
  expect((await counts(app, cookie)).statusCode).toBe(200);
  expect(await cacheHits(app)).toBe(before + 1);
}

/** Asks again and again until the session is refused; fails if it is still accepted after 1 s. */
async function refusedSoon(app: FastifyInstance, cookie: string): Promise<void> {
  const deadline = Date.now() + REVOKED_WITHIN_MS;
  for (;;) {
    const { statusCode } = await counts(app, cookie);
    if (statusCode === 401) return;
    expect(statusCode).toBe(200);
    if (Date.now() > deadline)
      throw new Error(`the revoked session was still accepted after ${REVOKED_WITHIN_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const handshakeRefused = (url: string, cookie: string) =>
  new Promise<string>((resolve, reject) => {
    const socket = open(url, cookie);
    socket.once('connect', () => {
      socket.close();
      reject(new Error('the handshake was let in'));
    });
    socket.once('connect_error', (error) => {
      socket.close();
      resolve(error.message);
    });
  });

const changePassword = (app: FastifyInstance, user: TestUser, revokeOtherSessions: boolean) =>
  postJson(
    app,
    '/api/auth/change-password',
    { currentPassword: user.password, newPassword: 'otra-clave-segura-2', revokeOtherSessions },
    user.cookie,
  );

const suspend = (app: FastifyInstance, admin: TestUser, userId: string) =>
  postJson(app, `/api/admin/users/${userId}/suspend`, { reason: 'Spam reiterado' }, admin.cookie);

describe('session cache across two instances sharing Redis', () => {
  let ctx: TestContext;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let urlB: string;
  let admin: TestUser;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    ctx = await createTestContext({ ...LONG_CACHE, REDIS_URL, SMTP_URL: smtp.url });
    a = ctx.app;
    b = await ctx.buildAnother();
    urlB = await listen(b);
    admin = await createUser(a, { name: 'Jefa', email: ADMIN_EMAIL, emailVerified: true });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it('refuses on B, within 1 s, a session signed out on A; its handshake too', async () => {
    const user = await createUser(a);
    await warm(a, user.cookie);
    await warm(b, user.cookie);
    (await openConnected(urlB, user.cookie)).close();

    expect((await postJson(a, '/api/auth/sign-out', {}, user.cookie)).statusCode).toBe(200);
    await refusedSoon(b, user.cookie);
    expect((await counts(a, user.cookie)).statusCode).toBe(401);
    expect(await handshakeRefused(urlB, user.cookie)).toBe('UNAUTHENTICATED');
  });

  it('refuses on B the other sessions a password change on A revoked, and keeps the new one', async () => {
    const user = await createUser(a);
    const other = await loginAs(a, user.email, user.password);
    await warm(b, other);
    await warm(b, user.cookie);

    const changed = await changePassword(a, user, true);
    expect(changed.statusCode).toBe(200);
    await refusedSoon(b, other);
    expect((await counts(b, cookieFrom(changed))).statusCode).toBe(200);
  });

  it('refuses on B a session a password reset on A revoked', async () => {
    const user = await createUser(a);
    await warm(b, user.cookie);

    expect((await postJson(a, '/api/auth/request-password-reset', { email: user.email })).statusCode).toBe(
      200,
    );
    const token = new URL(linkIn(await smtp.waitForMail(user.email))).searchParams.get('token');
    const reset = await postJson(a, '/api/auth/reset-password', {
      token,
      newPassword: 'clave-tras-olvido-3',
    });
    expect(reset.statusCode).toBe(200);
    await refusedSoon(b, user.cookie);
  });

  it('refuses on B the sessions of a user an admin suspended on A', async () => {
    const user = await createUser(a);
    await warm(b, user.cookie);

    expect((await suspend(a, admin, user.id)).statusCode).toBe(204);
    await refusedSoon(b, user.cookie);
  });

  it('refuses on B the session of an account deleted on A', async () => {
    const user = await createUser(a);
    await warm(b, user.cookie);

    const deleted = await postJson(a, '/api/auth/delete-user', { password: user.password }, user.cookie);
    expect(deleted.statusCode).toBe(200);
    await refusedSoon(b, user.cookie);
  });

  it('refuses on B, within 1 s, a personal access token revoked on A', async () => {
    const user = await createUser(a);
    const { id, token } = await createToken(a, user);
    const withToken = () => b.inject({ method: 'GET', url: '/api/me/counts', headers: bearer(token) });
    expect((await withToken()).statusCode).toBe(200);
    const before = await cacheHits(b);
    expect((await withToken()).statusCode).toBe(200);
    expect(await cacheHits(b)).toBe(before + 1);

    const revoked = await a.inject({
      method: 'DELETE',
      url: `/api/me/tokens/${id}`,
      headers: { cookie: user.cookie, origin: TEST_ORIGIN },
    });
    expect(revoked.statusCode).toBe(204);
    const deadline = Date.now() + REVOKED_WITHIN_MS;
    while ((await withToken()).statusCode !== 401) {
      if (Date.now() > deadline)
        throw new Error(`the revoked token was still accepted after ${REVOKED_WITHIN_MS} ms`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });

  it('shows on B, within 1 s, a name changed on A', async () => {
    const user = await createUser(a, { name: 'Nombre Viejo' });
    await warm(b, user.cookie);
    expect((await sessionUser(b, user.cookie))?.name).toBe('Nombre Viejo');

    expect(
      (await postJson(a, '/api/auth/update-user', { name: 'Nombre Nuevo' }, user.cookie)).statusCode,
    ).toBe(200);
    const deadline = Date.now() + REVOKED_WITHIN_MS;
    while ((await sessionUser(b, user.cookie))?.name !== 'Nombre Nuevo') {
      if (Date.now() > deadline) throw new Error('B still shows the old name after 1 s');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
});

describe('session cache on one instance, without Redis', () => {
  let ctx: TestContext;
  let app: FastifyInstance;
  let admin: TestUser;

  beforeAll(async () => {
    ctx = await createTestContext(LONG_CACHE);
    app = ctx.app;
    admin = await createUser(app, { name: 'Jefa', email: ADMIN_EMAIL, emailVerified: true });
  });
  afterAll(async () => {
    await ctx.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refuses a signed-out session at once', async () => {
    const user = await createUser(app);
    const other = await loginAs(app, user.email, user.password);
    await warm(app, user.cookie);
    await warm(app, other);

    expect((await postJson(app, '/api/auth/sign-out', {}, user.cookie)).statusCode).toBe(200);
    expect((await counts(app, user.cookie)).statusCode).toBe(401);
    expect(await sessionUser(app, user.cookie)).toBeNull();
    // Only that session ended.
    expect((await counts(app, other)).statusCode).toBe(200);
  });

  it('refuses at once the sessions a password change revoked', async () => {
    const user = await createUser(app);
    const other = await loginAs(app, user.email, user.password);
    await warm(app, other);

    expect((await changePassword(app, user, true)).statusCode).toBe(200);
    expect((await counts(app, other)).statusCode).toBe(401);
  });

  it('refuses at once the sessions of a suspended user, and of a deleted account', async () => {
    const suspended = await createUser(app);
    const deleted = await createUser(app);
    await warm(app, suspended.cookie);
    await warm(app, deleted.cookie);

    expect((await suspend(app, admin, suspended.id)).statusCode).toBe(204);
    expect((await counts(app, suspended.cookie)).statusCode).toBe(401);
    expect(
      (await postJson(app, '/api/auth/delete-user', { password: deleted.password }, deleted.cookie))
        .statusCode,
    ).toBe(200);
    expect((await counts(app, deleted.cookie)).statusCode).toBe(401);
  });

  it('shows a new name at once', async () => {
    const user = await createUser(app, { name: 'Antes' });
    await warm(app, user.cookie);
    expect((await postJson(app, '/api/auth/update-user', { name: 'Después' }, user.cookie)).statusCode).toBe(
      200,
    );
    expect((await sessionUser(app, user.cookie))?.name).toBe('Después');
  });

  it('never answers from memory a session due for refresh: /api/session refreshes its cookie', async () => {
    const user = await createUser(app);
    const dueAt = Date.now() + 24 * 60 * 60 * 1000; // better-auth's updateAge after sign-up
    // Kept 10 s before the refresh is due, well within the cache's 30 s.
    vi.useFakeTimers({ toFake: ['Date'], now: dueAt - 10_000 });
    await warm(app, user.cookie);
    const early = await app.inject({ method: 'GET', url: '/api/session', headers: { cookie: user.cookie } });
    expect(early.cookies).toEqual([]);

    vi.setSystemTime(dueAt + 1_000);
    const due = await app.inject({ method: 'GET', url: '/api/session', headers: { cookie: user.cookie } });
    expect(due.json<{ user: { id: string } | null }>().user?.id).toBe(user.id);
    expect(due.cookies.map((cookie) => cookie.name)).toContain('better-auth.session_token');
  });

  it('leaves a second instance without Redis to learn of a revocation at its TTL only', async () => {
    const other = await ctx.buildAnother();
    const user = await createUser(app);
    await warm(other, user.cookie);

    expect((await postJson(app, '/api/auth/sign-out', {}, user.cookie)).statusCode).toBe(200);
    expect((await counts(app, user.cookie)).statusCode).toBe(401);
    // Why several instances need REDIS_URL (or SESSION_CACHE_SECONDS=0): see the README.
    expect((await counts(other, user.cookie)).statusCode).toBe(200);
  });

  it('reads the session every time with SESSION_CACHE_SECONDS=0', async () => {
    const uncached = await ctx.buildAnother({ sessionCacheMs: 0 });
    const user = await createUser(app);
    for (let i = 0; i < 3; i += 1) expect((await counts(uncached, user.cookie)).statusCode).toBe(200);
    expect(await cacheHits(uncached)).toBe(0);
  });
});

describe('session cache while its Redis subscription is down', () => {
  let relay: Awaited<ReturnType<typeof startRelay>>;
  let ctx: TestContext;

  beforeAll(async () => {
    relay = await startRelay();
    ctx = await createTestContext({ ...LONG_CACHE, REDIS_URL: relay.url() });
  });
  afterAll(async () => {
    await ctx.close();
    await relay.down().catch(() => undefined);
  });

  /** Whether one more signed-in request is answered from the cache. */
  async function answeredFromCache(cookie: string): Promise<boolean> {
    const before = await cacheHits(ctx.app);
    expect((await counts(ctx.app, cookie)).statusCode).toBe(200);
    return (await cacheHits(ctx.app)) > before;
  }

  async function eventually(check: () => Promise<boolean>): Promise<void> {
    const deadline = Date.now() + 10_000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error('never happened');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('reads every session from the database, since it would not hear revocations, until it is back', async () => {
    const user = await createUser(ctx.app);
    await warm(ctx.app, user.cookie);

    await relay.down();
    await eventually(async () => !(await answeredFromCache(user.cookie)));
    for (let i = 0; i < 3; i += 1) expect(await answeredFromCache(user.cookie)).toBe(false);

    await relay.up();
    await eventually(() => answeredFromCache(user.cookie));
  });
});

describe('a session lookup the cache misses', () => {
  let ctx: TestContext;
  let app: FastifyInstance;

  beforeAll(async () => {
    // Every lookup misses.
    ctx = await createTestContext({ SESSION_CACHE_SECONDS: '0' });
    app = ctx.app;
  });
  afterAll(async () => {
    await ctx.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  const lookUp = (cookie: string) => app.sessions.find({ cookie });
  const askBetterAuth = (cookie: string) => app.auth.api.getSession({ headers: new Headers({ cookie }) });

  it("answers a sound session as better-auth's getSession does, without calling it", async () => {
    const user = await createUser(app, { name: 'Lectora Directa' });
    const expected = await askBetterAuth(user.cookie);
    expect(expected?.user.id).toBe(user.id);
    const getSession = vi.spyOn(app.auth.api, 'getSession');
    expect(await lookUp(user.cookie)).toEqual(expected);
    expect(getSession).not.toHaveBeenCalled();
    // The folded name better-auth keeps from its answers stays out of this one too.
    expect(await lookUp(user.cookie)).not.toHaveProperty('user.searchName');
  });

  it('leaves to better-auth every cookie it would refuse, clear or refresh', async () => {
    const user = await createUser(app);
    const getSession = vi.spyOn(app.auth.api, 'getSession');
    const [name, value] = user.cookie.split('=') as [string, string];
    const decoded = decodeURIComponent(value);
    // Another last character before the padding: a fixed one would be the signature's own once in 16.
    const other = decoded.at(-2) === 'A' ? 'E' : 'A';
    const tampered = `${name}=${encodeURIComponent(`${decoded.slice(0, -2)}${other}=`)}`;
    expect(await lookUp(tampered)).toBeNull();
    expect(
      await lookUp(`${name}=${encodeURIComponent(`${decoded.slice(0, decoded.lastIndexOf('.'))}.x`)}`),
    ).toBeNull();
    expect(getSession).toHaveBeenCalledTimes(2);

    // Not remembered (its own signed cookie beside the session's): better-auth never refreshes such a session.
    const { authCookies } = await app.auth.$context;
    const forgetful = `${user.cookie}; ${authCookies.dontRememberToken.name}=true.firmada`;
    expect((await lookUp(forgetful))?.user.id).toBe(user.id);
    expect(getSession).toHaveBeenCalledTimes(3);

    // Due for refresh: better-auth extends it and sets the cookie anew.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 24 * 60 * 60 * 1000 + 1000 });
    const cookies: string[] = [];
    expect(
      (await app.sessions.find({ cookie: user.cookie }, (cookie) => cookies.push(cookie)))?.user.id,
    ).toBe(user.id);
    expect(getSession).toHaveBeenCalledTimes(4);
    expect(cookies.join()).toContain('better-auth.session_token');

    // Expired: better-auth refuses it and deletes it.
    vi.setSystemTime(Date.now() + 31 * 24 * 60 * 60 * 1000);
    expect(await lookUp(user.cookie)).toBeNull();
    expect(getSession).toHaveBeenCalledTimes(5);
  });
});
