import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserPage } from '@surcos/contracts/users';
import { type TestContext, TEST_ORIGIN, createTestContext } from './helpers/app.ts';
import { type TestUser, createUser, postJson } from './helpers/users.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** The names a user's search of the users list finds. */
async function namesFound(user: TestUser, q: string): Promise<string[]> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/users?q=${encodeURIComponent(q)}`,
    headers: { cookie: user.cookie },
  });
  return response.json<UserPage>().items.map((item) => item.name);
}

describe('GET /api/users', () => {
  it('requires a session', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/users' })).statusCode).toBe(401);
  });

  it('lists users by name with their album counts, never their emails', async () => {
    const zoe = await createUser(ctx.app, { name: 'Zoé Vinilo' });
    await createUser(ctx.app, { name: 'Ángel Surco' });
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/me/albums/sc-0001',
      headers: { cookie: zoe.cookie, origin: TEST_ORIGIN },
    });
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/users',
      headers: { cookie: zoe.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('@example.com');
    const body = response.json<UserPage>();
    const names = body.items.map((user) => user.name);
    expect(names.indexOf('Ángel Surco')).toBeLessThan(names.indexOf('Zoé Vinilo'));
    expect(body.items.find((user) => user.id === zoe.id)).toEqual({
      id: zoe.id,
      name: 'Zoé Vinilo',
      albumCount: 1,
    });
  });

  it('searches names ignoring accents and case, also after a rename', async () => {
    const user = await createUser(ctx.app, { name: 'Begoña Pérez' });
    const search = (q: string) => namesFound(user, q);
    expect(await search('PEREZ')).toEqual(['Begoña Pérez']);
    await postJson(ctx.app, '/api/auth/update-user', { name: 'Begoña Núñez' }, user.cookie);
    expect(await search('nunez')).toEqual(['Begoña Núñez']);
    expect(await search('perez')).toEqual([]);
  });

  it('takes % and _ in a search literally, on every database', async () => {
    const user = await createUser(ctx.app, { name: 'DJ_50% Surcos' });
    await createUser(ctx.app, { name: 'DJx50 Surcos' });
    const search = (q: string) => namesFound(user, q);
    expect(await search('dj_50')).toEqual(['DJ_50% Surcos']);
    expect(await search('50%')).toEqual(['DJ_50% Surcos']);
    expect(await search('j\\')).toEqual([]);
  });
});
