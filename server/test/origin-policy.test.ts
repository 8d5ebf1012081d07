import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { texts } from '@surcos/contracts/texts';
import { type TestContext, TEST_ORIGIN, createTestContext } from './helpers/app.ts';
import { connected, listen, open } from './helpers/sockets.ts';
import { type TestUser, createUser } from './helpers/users.ts';

const FOREIGN = 'https://discos-gratis.example.net';
const EXTRA = 'https://discos.example.com';
const REFUSED = { error: { code: 'FORBIDDEN', message: texts.api.originRefused } };

let ctx: TestContext;
let ana: TestUser;
let luis: TestUser;
let conversationId: string;

type Method = 'POST' | 'PUT' | 'DELETE';

function call(method: Method, url: string, user: TestUser, origin: string | null, payload?: unknown) {
  const options: InjectOptions = {
    method,
    url,
    headers: { cookie: user.cookie, ...(origin === null ? {} : { origin }) },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  };
  return ctx.app.inject(options);
}

beforeAll(async () => {
  ctx = await createTestContext();
  ana = await createUser(ctx.app, { name: 'Ana' });
  luis = await createUser(ctx.app, { name: 'Luis' });
  expect((await call('PUT', '/api/me/albums/sc-0001', ana, TEST_ORIGIN)).statusCode).toBe(200);
  const conversation = await call('POST', '/api/conversations', ana, TEST_ORIGIN, { userId: luis.id });
  conversationId = conversation.json<{ id: string }>().id;
  await call('POST', `/api/conversations/${conversationId}/messages`, luis, TEST_ORIGIN, { text: 'Hola' });
});
afterAll(() => ctx.close());

const writes = (): Array<[string, Method, () => string, unknown]> => [
  ['album add', 'PUT', () => '/api/me/albums/sc-0002', undefined],
  ['wishlist add', 'PUT', () => '/api/me/wishlist/sc-0003', undefined],
  ['collection create', 'POST', () => '/api/collections', { name: 'Robada', albumIds: ['sc-0001'] }],
  ['message send', 'POST', () => `/api/conversations/${conversationId}/messages`, { text: 'Hola' }],
  ['follow', 'PUT', () => `/api/users/${luis.id}/follow`, undefined],
  ['feed visit (no body)', 'POST', () => '/api/feed/visit', undefined],
  ['conversation read (no body)', 'POST', () => `/api/conversations/${conversationId}/read`, undefined],
];

/** What any of those writes would change. */
async function anaState() {
  const get = async (url: string) =>
    (await ctx.app.inject({ method: 'GET', url, headers: { cookie: ana.cookie } })).json<unknown>();
  return {
    counts: await get('/api/me/counts'),
    conversations: await get('/api/conversations'),
    messages: await get(`/api/conversations/${conversationId}/messages`),
    collections: await get('/api/me/collections'),
    feed: await get('/api/feed'),
  };
}

describe('origin policy for signed-in writes', () => {
  it.each(writes())(
    'refuses %s from a foreign origin and changes nothing',
    async (_name, method, url, body) => {
      const before = await anaState();
      const response = await call(method, url(), ana, FOREIGN, body);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(REFUSED);
      expect(await anaState()).toEqual(before);
    },
  );

  it.each(writes())('refuses %s without an Origin header', async (_name, method, url, body) => {
    const before = await anaState();
    const response = await call(method, url(), ana, null, body);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(REFUSED);
    expect(await anaState()).toEqual(before);
  });

  it('refuses a foreign Referer when there is no Origin, as better-auth does', async () => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/me/albums/sc-0004',
      headers: { cookie: ana.cookie, referer: `${FOREIGN}/pagina` },
    });
    expect(response.statusCode).toBe(403);
  });

  it.each(writes())('lets %s through from the app itself', async (_name, method, url, body) => {
    const response = await call(method, url(), ana, TEST_ORIGIN, body);
    expect(response.statusCode).toBeLessThan(300);
  });

  it('trusts the Vite dev server outside production', async () => {
    const response = await call('PUT', '/api/me/albums/sc-0005', ana, 'http://localhost:5173');
    expect(response.statusCode).toBe(200);
  });

  it('leaves requests without a cookie to the routes (a visitor gets 401, not 403)', async () => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/me/albums/sc-0006',
      headers: { origin: FOREIGN },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('ALLOWED_ORIGINS', () => {
  let extra: TestContext;
  beforeAll(async () => {
    extra = await createTestContext({ ALLOWED_ORIGINS: ` ${EXTRA}/ , http://127.0.0.1:9999` });
  });
  afterAll(() => extra.close());

  it('adds an origin for the API and for better-auth, and still refuses the rest', async () => {
    const user = await createUser(extra.app);
    const put = (origin: string) =>
      extra.app.inject({
        method: 'PUT',
        url: '/api/me/albums/sc-0001',
        headers: { cookie: user.cookie, origin },
      });
    expect((await put(EXTRA)).statusCode).toBe(200);
    expect((await put(TEST_ORIGIN)).statusCode).toBe(200);
    expect((await put(FOREIGN)).statusCode).toBe(403);
    const signOut = await extra.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: { cookie: user.cookie, origin: EXTRA },
      payload: { name: 'Desde fuera' },
    });
    expect(signOut.statusCode).toBe(200);
  });
});

describe('socket handshake origin', () => {
  let url: string;
  beforeAll(async () => {
    url = await listen(ctx.app);
  });

  const openFrom = (origin: string) => open(url, undefined, { cookie: ana.cookie, origin });

  it('refuses a handshake from a foreign origin that carries the cookie', async () => {
    const socket = openFrom(FOREIGN);
    await expect(connected(socket)).rejects.toThrow('FORBIDDEN');
    socket.close();
  });

  it('accepts the same cookie from the app origin', async () => {
    const socket = openFrom(TEST_ORIGIN);
    await connected(socket);
    socket.close();
  });
});
