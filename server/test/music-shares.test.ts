import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlbumSearchPage } from '@surcos/contracts/albums';
import {
  MUSIC_MEMBER_REQUESTS_PER_WINDOW,
  MUSIC_VISITOR_REQUESTS_PER_WINDOW,
  SEARCH_PAGE_SIZE,
} from '@surcos/contracts/limits';
import { type TestContext, createTestContext } from './helpers/app.ts';
import { startFakeDiscogs } from './helpers/fake-discogs.ts';
import { bearer, createToken } from './helpers/tokens.ts';
import { type TestUser, createUser } from './helpers/users.ts';

const SHARE_SPENT = {
  error: {
    code: 'MUSIC_DATABASE_RATE_LIMITED',
    message:
      'Has hecho demasiadas consultas a Discogs en poco tiempo. Espera un minuto e inténtalo de nuevo.',
  },
};

let ctx: TestContext;
let fake: Awaited<ReturnType<typeof startFakeDiscogs>>;

beforeAll(async () => {
  fake = await startFakeDiscogs();
  ctx = await createTestContext({ DISCOGS_TOKEN: 'token-de-prueba', DISCOGS_BASE_URL: fake.url });
});

afterAll(async () => {
  await ctx.close();
  await fake.close();
});

const upstream = (prefix: string) =>
  fake.requests.filter((request) => request.path.startsWith(prefix)).length;

const albumAs = (id: number, ip: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/albums/${id}`, remoteAddress: ip });

const search = (user: TestUser, q: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/music/search?q=${encodeURIComponent(q)}`,
    headers: { cookie: user.cookie },
  });

describe('fair shares of the music database', () => {
  it('lets one visitor cause at most their share of requests, whatever they open', async () => {
    const before = upstream('/releases/');
    const statuses: number[] = [];
    for (let id = 7_000_001; id <= 7_000_070; id += 1) {
      const response = await albumAs(id, '203.0.113.7');
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(response.json()).toEqual(SHARE_SPENT);
    }
    expect(upstream('/releases/') - before).toBeLessThanOrEqual(MUSIC_VISITOR_REQUESTS_PER_WINDOW);
    expect(statuses.filter((status) => status === 429)).toHaveLength(70 - MUSIC_VISITOR_REQUESTS_PER_WINDOW);
    const spent = await albumAs(7_000_071, '203.0.113.7');
    expect(Number(spent.headers['retry-after'])).toBeGreaterThan(0);

    // Another visitor and a member still have their shares.
    expect((await albumAs(7_000_072, '203.0.113.8')).statusCode).toBe(404);
    const member = await createUser(ctx.app);
    expect((await search(member, 'nirvana nevermind')).statusCode).toBe(200);
  });

  it('gives a member a larger share; repeated and simultaneous searches cost nothing more', async () => {
    const member = await createUser(ctx.app);
    const before = upstream('/database/search');
    const identical = await Promise.all(Array.from({ length: 5 }, () => search(member, 'moonblood')));
    expect(identical.every((response) => response.statusCode === 200)).toBe(true);
    expect(upstream('/database/search') - before).toBe(1);

    const statuses: number[] = [];
    for (let index = 0; index < 30; index += 1) {
      statuses.push((await search(member, `disco numero ${index}`)).statusCode);
      statuses.push((await search(member, 'moonblood')).statusCode); // cached
    }
    const sent = upstream('/database/search') - before;
    expect(sent).toBe(MUSIC_MEMBER_REQUESTS_PER_WINDOW);
    expect(statuses.filter((status) => status === 429)).toHaveLength(
      30 - (MUSIC_MEMBER_REQUESTS_PER_WINDOW - 1),
    );
    const spent = await search(member, 'otra cosa distinta');
    expect(spent.statusCode).toBe(429);
    expect(spent.json()).toEqual(SHARE_SPENT);
  });

  it("charges a personal access token's searches to its owner's share", async () => {
    const member = await createUser(ctx.app);
    const { token } = await createToken(ctx.app, member, { scope: 'read' });
    const before = upstream('/database/search');
    for (let index = 0; index < MUSIC_MEMBER_REQUESTS_PER_WINDOW; index += 1) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/music/search?q=${encodeURIComponent(`por token ${index}`)}`,
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(200);
    }
    expect(upstream('/database/search') - before).toBe(MUSIC_MEMBER_REQUESTS_PER_WINDOW);
    // The member's share is spent, in the browser too.
    const spent = await search(member, 'ya en el navegador');
    expect(spent.statusCode).toBe(429);
    expect(spent.json()).toEqual(SHARE_SPENT);
  });
});

describe('search page size', () => {
  const huge = (pages: number) => ({
    pagination: { page: 1, pages, per_page: 5000, items: 5000 },
    results: Array.from({ length: 5000 }, (_, index) => ({
      id: 9_000_000 + index,
      type: 'release',
      title: `Artista ${index} - Disco ${index}`,
      year: '1999',
    })),
  });

  it('never returns more than a page of results, whatever the music database sends', async () => {
    const member = await createUser(ctx.app);
    try {
      fake.answerSearchesWith(huge(500));
      const many = await search(member, 'enorme uno');
      expect(many.statusCode).toBe(200);
      const body = many.json<AlbumSearchPage>();
      expect(body.results).toHaveLength(SEARCH_PAGE_SIZE);
      expect(body.hasMore).toBe(true);

      fake.answerSearchesWith(huge(1));
      const last = (await search(member, 'enorme dos')).json<AlbumSearchPage>();
      expect(last.results).toHaveLength(SEARCH_PAGE_SIZE);
      expect(last.hasMore).toBe(false);
    } finally {
      fake.answerSearchesWith(null);
    }
  });
});
