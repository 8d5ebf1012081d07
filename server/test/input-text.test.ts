import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollectionPage } from '@surcos/contracts/collections';
import type { MessagePage } from '@surcos/contracts/messages';
import { type TestContext, TEST_ORIGIN, createTestContext } from './helpers/app.ts';
import { type TestUser, createUser, postJson } from './helpers/users.ts';
import { as, asVisitor } from './helpers/requests.ts';

const INVALID_TEXT = {
  error: { code: 'VALIDATION_FAILED', message: 'El texto contiene caracteres no válidos.' },
};

let ctx: TestContext;
let ana: TestUser;
let luis: TestUser;
let conversationId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  [ana, luis] = await Promise.all([createUser(ctx.app), createUser(ctx.app, { name: 'Luis Vinilo' })]);
  const owned = await as(ctx.app, ana).put('/api/me/albums/sc-0001');
  expect(owned.statusCode, owned.body).toBe(200);
  const conversation = await as(ctx.app, ana).post('/api/conversations', { userId: luis.id });
  conversationId = conversation.json<{ id: string }>().id;
});

afterAll(() => ctx.close());

/** A body sent as raw JSON text, so escapes such as a lone surrogate arrive as they are. */
function postRaw(url: string, user: TestUser, json: string) {
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: { cookie: user.cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
    payload: json,
  });
}

describe('NUL and lone surrogates in text input', () => {
  it('refuses them in a query string', async () => {
    for (const url of ['/api/music/search?q=abc%00def', '/api/users?q=ana%00', '/api/albums?q=%00%00%00']) {
      const response = await as(ctx.app, ana).get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual(INVALID_TEXT);
    }
  });

  it('refuses them in a path parameter, for a visitor too', async () => {
    for (const url of ['/api/users/%00', '/api/albums/%00', `/api/users/${ana.id}%00/albums`]) {
      const response = await asVisitor(ctx.app).get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual(INVALID_TEXT);
    }
  });

  it('refuses them anywhere in a JSON body, and stores nothing', async () => {
    const collections = [
      { name: 'Jazz\u0000', albumIds: ['sc-0001'] },
      { name: 'Jazz', description: 'uno\u0000dos', albumIds: ['sc-0001'] },
      { name: 'Jazz', albumIds: ['sc-0001\u0000'] },
    ];
    for (const body of collections) {
      const response = await as(ctx.app, ana).post('/api/collections', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual(INVALID_TEXT);
    }
    const surrogate = await postRaw(
      '/api/collections',
      ana,
      '{"name":"Jazz \\ud800","albumIds":["sc-0001"]}',
    );
    expect(surrogate.statusCode).toBe(400);
    expect(surrogate.json()).toEqual(INVALID_TEXT);
    const mine = await as(ctx.app, ana).get('/api/me/collections');
    expect(mine.json<CollectionPage>().items).toEqual([]);

    for (const text of ['hola\u0000', 'hola \udc00 adiós']) {
      const response = await as(ctx.app, ana).post(`/api/conversations/${conversationId}/messages`, { text });
      expect(response.statusCode, JSON.stringify(text)).toBe(400);
      expect(response.json()).toEqual(INVALID_TEXT);
    }
    const nested = await postRaw(
      `/api/conversations/${conversationId}/messages`,
      ana,
      '{"text":"hola","extra":{"deep":[["\\u0000"]]}}',
    );
    expect(nested.json()).toEqual(INVALID_TEXT);
    const history = await as(ctx.app, luis).get(`/api/conversations/${conversationId}/messages`);
    expect(history.json<MessagePage>().items).toEqual([]);
  });

  it('refuses them in a sign-up name before an account exists', async () => {
    const email = `nul-${Date.now()}@example.com`;
    const response = await postJson(ctx.app, '/api/auth/sign-up/email', {
      name: 'Ana\u0000',
      email,
      password: 'vinilo-secreto-1',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(INVALID_TEXT);
    const signIn = await postJson(ctx.app, '/api/auth/sign-in/email', {
      email,
      password: 'vinilo-secreto-1',
    });
    expect(signIn.statusCode).not.toBe(200);
  });

  it('still accepts real text: accents, emoji, right-to-left scripts', async () => {
    const text = 'Camarón 🎸 مرحبا 𝄞';
    const response = await as(ctx.app, ana).post(`/api/conversations/${conversationId}/messages`, { text });
    expect(response.statusCode, response.body).toBe(201);
  });
});
