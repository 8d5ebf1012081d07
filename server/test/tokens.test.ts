import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_LIVE_TOKENS, type TokenList } from '@surcos/contracts/tokens';
import { texts } from '@surcos/contracts/texts';
import { type TestContext, TEST_ORIGIN, createTestContext } from './helpers/app.ts';
import { apiRoutesOf } from './helpers/routes.ts';
import { bearer, createToken } from './helpers/tokens.ts';
import { type TestUser, createUser, postJson } from './helpers/users.ts';

const t = texts.tokens;
const ADMIN_EMAIL = 'jefa-tokens@example.com';
const DAY_MS = 24 * 60 * 60 * 1000;

let ctx: TestContext;
let app: FastifyInstance;
let admin: TestUser;
const logLines: string[] = [];

beforeAll(async () => {
  ctx = await createTestContext(
    { ADMIN_EMAILS: ADMIN_EMAIL, LOG_LEVEL: 'info' },
    { logStream: { write: (line) => logLines.push(line) } },
  );
  app = ctx.app;
  admin = await createUser(app, { name: 'Jefa', email: ADMIN_EMAIL, emailVerified: true });
});
afterAll(() => ctx.close());
afterEach(() => {
  vi.useRealTimers();
});

const withToken = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const listOf = async (user: TestUser): Promise<TokenList> =>
  (await app.inject({ method: 'GET', url: '/api/me/tokens', headers: { cookie: user.cookie } })).json();

function refused(response: LightMyRequestResponse, status: number, message: string): void {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json<{ error: { message: string } }>().error.message).toBe(message);
}

describe('a token from creation to revocation', () => {
  it('is shown once, kept as a hash, used for its owner, listed, and refused once revoked', async () => {
    const ana = await createUser(app, { name: 'Ana' });
    const created = await createToken(app, ana, {
      name: 'Hoja de cálculo',
      scope: 'read',
      expiresInDays: 90,
    });
    expect(created.token).toMatch(/^surcos_pat_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({ name: 'Hoja de cálculo', scope: 'read', lastUsedAt: null });
    expect(Date.parse(created.expiresAt ?? '') - Date.parse(created.createdAt)).toBe(90 * DAY_MS);

    // Nothing but its hash is stored.
    const rows = await app.db
      .selectFrom('personal_token')
      .selectAll()
      .where('user_id', '=', ana.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(created.token.slice('surcos_pat_'.length));

    const session = await withToken(created.token, 'GET', '/api/session');
    expect(session.json<{ user: { id: string; email: string } }>().user).toMatchObject({
      id: ana.id,
      email: ana.email,
    });
    expect((await withToken(created.token, 'GET', '/api/me/albums')).statusCode).toBe(200);

    const [listed] = (await listOf(ana)).tokens;
    expect(listed).toEqual({ ...created, token: undefined, lastUsedAt: expect.any(String) as string });
    expect(JSON.stringify(await listOf(ana))).not.toContain(created.token);

    // Someone else cannot revoke it; its owner can, once.
    const luis = await createUser(app, { name: 'Luis' });
    const revoke = (user: TestUser) =>
      app.inject({
        method: 'DELETE',
        url: `/api/me/tokens/${created.id}`,
        headers: { cookie: user.cookie, origin: TEST_ORIGIN },
      });
    refused(await revoke(luis), 404, t.notFound);
    expect((await revoke(ana)).statusCode).toBe(204);
    refused(await revoke(ana), 404, t.notFound);
    expect((await listOf(ana)).tokens).toEqual([]);

    const after = await withToken(created.token, 'GET', '/api/me/albums');
    refused(after, 401, t.invalid);
    expect(after.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
  });

  it('refuses a malformed, unknown or cut token with the same 401, and the log never carries one', async () => {
    const ana = await createUser(app);
    const { token } = await createToken(app, ana);
    const other = token.at(-1) === 'A' ? 'B' : 'A';
    for (const authorization of [
      `Bearer ${token.slice(0, -1)}`,
      `Bearer ${token.slice(0, -1)}${other}`,
      `Bearer surcos_pat_${'A'.repeat(43)}`,
      `Basic ${token}`,
      token,
      'Bearer',
      `Bearer ${token} ${token}`,
    ]) {
      const response = await app.inject({ method: 'GET', url: '/api/me/albums', headers: { authorization } });
      refused(response, 401, t.invalid);
    }
    // A refused write too, and a server error's log line.
    refused(
      await app.inject({
        method: 'POST',
        url: '/api/collections',
        headers: { authorization: `Bearer ${token}x` },
      }),
      401,
      t.invalid,
    );
    const secret = token.slice('surcos_pat_'.length);
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.join('\n')).not.toContain(secret.slice(0, 20));
  });

  it('checks the new token: a name, a scope, an expiry offered', async () => {
    const ana = await createUser(app);
    const create = (payload: object) => postJson(app, '/api/me/tokens', payload, ana.cookie);
    refused(await create({ name: ' ', scope: 'read' }), 400, t.nameRequired);
    refused(await create({ name: 'x'.repeat(61), scope: 'read' }), 400, t.nameTooLong);
    refused(await create({ name: 'Bot', scope: 'admin' }), 400, t.scopeInvalid);
    refused(await create({ name: 'Bot', scope: 'read', expiresInDays: 7 }), 400, t.expiryInvalid);
    const forever = await create({ name: 'Bot', scope: 'read' });
    expect(forever.statusCode).toBe(201);
    expect(forever.headers['cache-control']).toBe('no-store');
    expect(forever.json<{ expiresAt: string | null }>().expiresAt).toBeNull();
    refused(
      await postJson(app, '/api/me/tokens', { name: 'Bot', scope: 'read' }),
      401,
      texts.errorCodes.UNAUTHENTICATED,
    );
  });

  it(`allows ${MAX_LIVE_TOKENS} live tokens; an expired one no longer counts`, async () => {
    const ana = await createUser(app);
    const expiring = await createToken(app, ana, { expiresInDays: 30 });
    for (let index = 1; index < MAX_LIVE_TOKENS; index += 1) await createToken(app, ana);
    const over = await postJson(app, '/api/me/tokens', { name: 'Otro', scope: 'read' }, ana.cookie);
    refused(over, 409, t.tooMany(MAX_LIVE_TOKENS));
    expect(over.json<{ error: { code: string } }>().error.code).toBe('TOO_MANY_TOKENS');

    await app.db
      .updateTable('personal_token')
      .set({ expires_at: Date.now() - 1000 })
      .where('id', '=', expiring.id)
      .execute();
    expect(
      (await postJson(app, '/api/me/tokens', { name: 'Otro', scope: 'read' }, ana.cookie)).statusCode,
    ).toBe(201);
  });
});

describe('what a token may do', () => {
  let owner: TestUser;
  let read: string;
  let write: string;

  beforeAll(async () => {
    // An admin: even an admin's token never reaches the admin area.
    owner = admin;
    read = (await createToken(app, owner, { scope: 'read' })).token;
    write = (await createToken(app, owner, { scope: 'read+write' })).token;
  });

  /** Route × scope: each route with what a read token and a read+write token get. */
  const MATRIX: Array<
    [string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, object | undefined, number | string, number | string]
  > = [
    ['my albums', 'GET', '/api/me/albums', undefined, 200, 200],
    ['adding an album', 'PUT', '/api/me/albums/sc-0001', undefined, t.readOnly, 200],
    ['adding a copy', 'POST', '/api/me/albums/sc-0001/copies', {}, t.readOnly, 201],
    ['the wishlist', 'GET', '/api/me/wishlist', undefined, 200, 200],
    ['wishing', 'PUT', '/api/me/wishlist/sc-0002', undefined, t.readOnly, 200],
    ['a new collection', 'POST', '/api/collections', { name: 'API', albumIds: ['sc-0001'] }, t.readOnly, 201],
    ['searching the music database', 'GET', '/api/music/search?q=nirvana', undefined, 200, 200],
    ['the collection as CSV', 'GET', '/api/me/export/collection.csv', undefined, 200, 200],
    ['everything as JSON', 'GET', '/api/me/export.json', undefined, t.never.export, t.never.export],
    ['the admin area', 'GET', '/api/admin/users', undefined, t.never.admin, t.never.admin],
    [
      'suspending someone',
      'POST',
      `/api/admin/users/${'x'}/suspend`,
      { reason: 'x' },
      t.never.admin,
      t.never.admin,
    ],
    [
      'changing the email',
      'POST',
      '/api/auth/change-email',
      { newEmail: 'otra@example.com' },
      t.never.account,
      t.never.account,
    ],
    [
      'changing the password',
      'POST',
      '/api/auth/change-password',
      { currentPassword: 'a', newPassword: 'b' },
      t.never.account,
      t.never.account,
    ],
    [
      'deleting the account',
      'POST',
      '/api/auth/delete-user',
      { password: 'x' },
      t.never.account,
      t.never.account,
    ],
    ['listing tokens', 'GET', '/api/me/tokens', undefined, t.never.tokens, t.never.tokens],
    [
      'creating a token',
      'POST',
      '/api/me/tokens',
      { name: 'Otro', scope: 'read' },
      t.never.tokens,
      t.never.tokens,
    ],
    [
      'revoking a token',
      'DELETE',
      `/api/me/tokens/${crypto.randomUUID()}`,
      undefined,
      t.never.tokens,
      t.never.tokens,
    ],
  ];

  it.each(MATRIX)('%s: %s %s', async (_label, method, url, payload, forRead, forWrite) => {
    for (const [token, expected] of [
      [read, forRead],
      [write, forWrite],
    ] as const) {
      const response = await withToken(token, method, url, payload);
      if (typeof expected === 'number') expect(response.statusCode, response.body).toBe(expected);
      else refused(response, 403, expected);
    }
  });

  it('refuses every write of every route to a read token, before reading its body', async () => {
    const writes = apiRoutesOf(app.printRoutes({ commonPrefix: false })).filter(
      ([method]) => method !== 'GET' && method !== 'OPTIONS',
    );
    expect(writes.length).toBeGreaterThan(30);
    const reasons = new Set([t.readOnly, ...Object.values(t.never)]);
    for (const [method, path] of writes) {
      const url = path.replace(/:\w+/g, 'x').replace('*', 'sign-out');
      const response = await app.inject({
        method,
        url,
        headers: { ...bearer(read), 'content-type': 'application/json' },
        payload: '{ not json',
      });
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(403);
      expect(reasons).toContain(response.json<{ error: { message: string } }>().error.message);
    }
  });

  it('refuses a request with both a session and a token as ambiguous', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await app.inject({
        method,
        url: '/api/me/albums',
        headers: { ...bearer(write), cookie: owner.cookie, origin: TEST_ORIGIN },
      });
      refused(response, 400, t.ambiguous);
    }
  });

  it('leaves the origin policy to cookies: a token writes from anywhere, or from no page at all', async () => {
    for (const origin of [undefined, 'https://otra-web.example']) {
      const response = await app.inject({
        method: 'PUT',
        url: '/api/me/wishlist/sc-0003',
        headers: { ...bearer(write), ...(origin ? { origin } : {}) },
      });
      expect(response.statusCode, response.body).toBe(200);
    }
  });
});

describe('CORS', () => {
  const preflight = (requestHeaders: string) =>
    app.inject({
      method: 'OPTIONS',
      url: '/api/me/albums/sc-0001',
      headers: {
        origin: 'https://otra-web.example',
        'access-control-request-method': 'PUT',
        'access-control-request-headers': requestHeaders,
      },
    });

  it('lets any site send a token, without credentials, and nothing else', async () => {
    const yes = await preflight('authorization, content-type');
    expect(yes.statusCode).toBe(204);
    expect(yes.headers).toMatchObject({
      'access-control-allow-origin': '*',
      'access-control-allow-headers': 'Authorization, Content-Type',
    });
    expect(yes.headers['access-control-allow-methods']).toContain('PUT');
    expect(yes.headers['access-control-allow-credentials']).toBeUndefined();

    for (const asked of ['content-type', 'authorization, x-socket-id', '']) {
      const no = await preflight(asked);
      refused(no, 403, t.corsRefused);
      expect(no.headers['access-control-allow-origin']).toBeUndefined();
    }

    const ana = await createUser(app);
    const { token } = await createToken(app, ana, { scope: 'read' });
    const withBearer = await app.inject({
      method: 'GET',
      url: '/api/me/albums',
      headers: { ...bearer(token), origin: 'https://otra-web.example' },
    });
    expect(withBearer.headers['access-control-allow-origin']).toBe('*');
    expect(withBearer.headers['access-control-expose-headers']).toContain('RateLimit-Remaining');
    const withCookie = await app.inject({
      method: 'GET',
      url: '/api/me/albums',
      headers: { cookie: ana.cookie, origin: 'https://otra-web.example' },
    });
    expect(withCookie.statusCode).toBe(200);
    expect(withCookie.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('a token ends with its expiry, its owner’s suspension or deletion', () => {
  it('is refused once expired, and listed as such', async () => {
    const ana = await createUser(app);
    const { token, id } = await createToken(app, ana, { expiresInDays: 30 });
    expect((await withToken(token, 'GET', '/api/me/albums')).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 30 * DAY_MS + 1000 });
    refused(await withToken(token, 'GET', '/api/me/albums'), 401, t.invalid);
    vi.useRealTimers();
    expect((await listOf(ana)).tokens.map((each) => each.id)).toEqual([id]);
  });

  it('stops working while its owner is suspended', async () => {
    const ana = await createUser(app);
    const { token } = await createToken(app, ana);
    expect((await withToken(token, 'GET', '/api/me/albums')).statusCode).toBe(200);
    const suspend = await postJson(
      app,
      `/api/admin/users/${ana.id}/suspend`,
      { reason: 'Spam' },
      admin.cookie,
    );
    expect(suspend.statusCode).toBe(204);
    refused(await withToken(token, 'GET', '/api/me/albums'), 401, t.invalid);
    const lift = await app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${ana.id}/suspend`,
      headers: { cookie: admin.cookie, origin: TEST_ORIGIN },
    });
    expect(lift.statusCode).toBe(204);
    expect((await withToken(token, 'GET', '/api/me/albums')).statusCode).toBe(200);
  });

  it('goes with the account', async () => {
    const ana = await createUser(app);
    const { token } = await createToken(app, ana);
    expect((await withToken(token, 'GET', '/api/me/albums')).statusCode).toBe(200);
    const deleted = await postJson(app, '/api/auth/delete-user', { password: ana.password }, ana.cookie);
    expect(deleted.statusCode).toBe(200);
    refused(await withToken(token, 'GET', '/api/me/albums'), 401, t.invalid);
    const left = await app.db
      .selectFrom('personal_token')
      .select('id')
      .where('user_id', '=', ana.id)
      .execute();
    expect(left).toEqual([]);
  });
});

describe('rate limits', () => {
  it('gives each token its own limit, with RateLimit-* headers, then 429 and Retry-After', async () => {
    const limited = await ctx.buildAnother({ tokenRequestsPerMinute: 2 });
    const ana = await createUser(app);
    const [first, second] = [await createToken(app, ana), await createToken(app, ana)];
    const ask = (token: string) =>
      limited.inject({ method: 'GET', url: '/api/me/albums', headers: bearer(token) });

    const answers = [await ask(first.token), await ask(first.token)];
    expect(answers.map((each) => each.statusCode)).toEqual([200, 200]);
    expect(answers.map((each) => each.headers['ratelimit-remaining'])).toEqual(['1', '0']);
    expect(answers[0]?.headers['ratelimit-limit']).toBe('2');
    const over = await ask(first.token);
    refused(over, 429, t.rateLimited);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(over.headers['ratelimit-reset'])).toBeGreaterThan(0);
    // Another token of the same member has its own count; the session is not limited by it.
    expect((await ask(second.token)).statusCode).toBe(200);
    expect(
      (await limited.inject({ method: 'GET', url: '/api/me/albums', headers: { cookie: ana.cookie } }))
        .statusCode,
    ).toBe(200);
  });
});
