import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALBUM_SORTS } from '@surcos/contracts/albums';
import { LIST_PAGE_SIZE } from '@surcos/contracts/limits';
import { type TestContext, createTestContext } from './helpers/app.ts';
import { type TestUser, createUser } from './helpers/users.ts';
import { as } from './helpers/requests.ts';
import { follow, own, wish } from './helpers/acts.ts';

/*
 * Every long list pages by cursor: walking it page by page yields each item
 * exactly once, in every sort order and on both databases, and rows added or
 * removed between two page loads neither repeat nor hide the ones to come.
 */

let ctx: TestContext;
let owner: TestUser;
let reader: TestUser;
let people: TestUser[];
let admin: TestUser;
const ADMIN_EMAIL = 'admin-keyset@example.com';

const BAD_CURSOR = {
  error: {
    code: 'VALIDATION_FAILED',
    message: 'La posición en la lista no es válida: vuelve a cargarla desde el principio.',
  },
};

const albumId = (index: number) => `sc-${String(index).padStart(4, '0')}`;
/** More than two pages of albums, so walks cross page boundaries more than once. */
const OWNED = Array.from({ length: 2 * LIST_PAGE_SIZE + 13 }, (_, index) => albumId(index + 1));
const WISHED = Array.from({ length: LIST_PAGE_SIZE + 7 }, (_, index) => albumId(index + 200));
const PEOPLE = LIST_PAGE_SIZE + 4;

interface Envelope {
  items: unknown[];
  nextCursor: string | null;
}

async function pageOf(path: string, user: TestUser, cursor: string | null): Promise<Envelope> {
  const joiner = path.includes('?') ? '&' : '?';
  const response = await as(ctx.app, user).get(cursor === null ? path : `${path}${joiner}cursor=${cursor}`);
  expect(response.statusCode, response.body).toBe(200);
  const page = response.json<Envelope>();
  expect(page.items.length).toBeLessThanOrEqual(LIST_PAGE_SIZE);
  return page;
}

/** Every page of a list, with `between` run after each page; the ids in the order they came. */
async function walk(
  path: string,
  user: TestUser,
  /** An item's id; a feed card of a burst of adds gives one for each album. */
  idOf: (item: never) => string | string[],
  between: (pageIndex: number, seen: readonly string[]) => Promise<void> = () => Promise.resolve(),
): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let index = 0; index < 1000; index += 1) {
    const page = await pageOf(path, user, cursor);
    ids.push(...page.items.flatMap((item) => idOf(item as never)));
    if (page.nextCursor === null) return ids;
    cursor = page.nextCursor;
    await between(index, ids);
  }
  throw new Error(`${path} never ended`);
}

const byId = (item: { id: string }) => item.id;
const expectOnce = (ids: readonly string[], expected: readonly string[], label: string) => {
  expect(new Set(ids).size, `${label}: repeats`).toBe(ids.length);
  expect([...ids].sort(), label).toEqual([...expected].sort());
};

beforeAll(async () => {
  ctx = await createTestContext({ ADMIN_EMAILS: ADMIN_EMAIL });
  admin = await createUser(ctx.app, { name: 'Admin Keyset', email: ADMIN_EMAIL, emailVerified: true });
  owner = await createUser(ctx.app, { name: 'Dueña Keyset' });
  reader = await createUser(ctx.app, { name: 'Lectora Keyset' });
  for (const id of OWNED) await own(ctx.app, owner, id);
  for (const id of WISHED) await wish(ctx.app, owner, id);
  people = [];
  for (let index = 0; index < PEOPLE; index += 1) {
    // Some share a name, so the id decides their order.
    people.push(await createUser(ctx.app, { name: `Zarzamora ${index % 5}` }));
  }
  for (const person of people) {
    await follow(ctx.app, person, owner);
    await follow(ctx.app, owner, person);
    await as(ctx.app, owner).post('/api/conversations', { userId: person.id });
  }
  await follow(ctx.app, reader, owner);
  for (let index = 0; index < LIST_PAGE_SIZE + 3; index += 1) {
    const created = await as(ctx.app, owner).post('/api/collections', {
      name: `Keyset ${index}`,
      privacy: 'public',
      albumIds: [OWNED[index % OWNED.length]],
    });
    expect(created.statusCode, created.body).toBeLessThan(300);
  }
}, 120_000);
afterAll(() => ctx.close());

describe('album lists', () => {
  it('walk My albums, a profile’s albums and Explorar in every order, each album once', async () => {
    for (const sort of ALBUM_SORTS) {
      expectOnce(await walk(`/api/me/albums?sort=${sort}`, owner, byId), OWNED, `My albums ${sort}`);
      expectOnce(
        await walk(`/api/users/${owner.id}/albums?sort=${sort}`, reader, byId),
        OWNED,
        `profile ${sort}`,
      );
      const explored = await walk(`/api/albums?sort=${sort}`, reader, byId);
      expect(new Set(explored).size, `Explorar ${sort}: repeats`).toBe(explored.length);
      expect(explored, `Explorar ${sort}`).toEqual(expect.arrayContaining(OWNED));
    }
  });

  it('keep to the order asked: the year orders put unknown years last both ways', async () => {
    const years = async (sort: string) => {
      const response = await as(ctx.app, owner).get(`/api/me/albums?sort=${sort}`);
      const first = response.json<{ items: Array<{ year: string }> }>().items;
      return first.map((item) => item.year);
    };
    const numeric = (list: string[]) => list.filter((year) => /^\d+$/.test(year)).map(Number);
    const desc = numeric(await years('yearDesc'));
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const asc = numeric(await years('yearAsc'));
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
  });

  it('neither repeat nor skip when albums come and go between two pages', async () => {
    for (const sort of ['dateAddedDesc', 'artistAsc', 'nameDesc', 'yearDesc', 'genreAsc'] as const) {
      const fresh = Array.from({ length: 5 }, (_, index) => albumId(150 + index));
      let first: string[] = [];
      let gone: string[] = [];
      const ids = await walk(`/api/me/albums?sort=${sort}`, owner, byId, async (index, seen) => {
        if (index !== 0) return;
        first = [...seen];
        // One album already seen and two still to come leave; five new ones arrive.
        const unseen = OWNED.filter((id) => !first.includes(id));
        gone = [first[3] as string, unseen[2] as string, unseen[unseen.length - 4] as string];
        for (const id of gone) await as(ctx.app, owner).delete(`/api/me/albums/${id}`);
        for (const id of fresh) await as(ctx.app, owner).put(`/api/me/albums/${id}`);
      });
      expect(new Set(ids).size, `${sort}: repeats`).toBe(ids.length);
      const expected = OWNED.filter((id) => !gone.includes(id) || first.includes(id));
      expect(ids, sort).toEqual(expect.arrayContaining(expected));
      for (const id of gone.filter((each) => !first.includes(each))) expect(ids).not.toContain(id);
      for (const id of fresh) await as(ctx.app, owner).delete(`/api/me/albums/${id}`);
      for (const id of gone) await as(ctx.app, owner).put(`/api/me/albums/${id}`);
    }
  });

  it('walks the wishlist each entry once, also with entries added meanwhile', async () => {
    expectOnce(await walk('/api/me/wishlist', owner, byId), WISHED, 'wishlist');
    const extra = albumId(260);
    const ids = await walk('/api/me/wishlist', owner, byId, async (index) => {
      if (index === 0) await as(ctx.app, owner).put(`/api/me/wishlist/${extra}`);
    });
    expectOnce(ids, WISHED, 'wishlist with a newer entry');
    await as(ctx.app, owner).delete(`/api/me/wishlist/${extra}`);
  });
});

describe('people and social lists', () => {
  const personIds = () => people.map((person) => person.id);

  it('walk followers, following and the users search, each person once', async () => {
    expectOnce(await walk('/api/me/followers', owner, byId), [...personIds(), reader.id], 'followers');
    expectOnce(await walk('/api/me/following', owner, byId), personIds(), 'following');
    expectOnce(await walk('/api/users?q=zarzamora', reader, byId), personIds(), 'users');
  });

  it('walks the users list past somebody who joins or leaves between pages', async () => {
    let first: string[] = [];
    let late: TestUser | null = null;
    const ids = await walk('/api/users?q=zarzamora', reader, byId, async (index, seen) => {
      if (index !== 0) return;
      first = [...seen];
      late = await createUser(ctx.app, { name: 'Zarzamora 0' });
    });
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(personIds()));
    expect(first.length).toBe(LIST_PAGE_SIZE);
    expect(late).not.toBeNull();
  });

  it('walk the conversations, the collections and the feed, each once', async () => {
    const conversations = await walk('/api/conversations', owner, byId);
    expect(new Set(conversations).size).toBe(PEOPLE);
    expect(conversations).toHaveLength(PEOPLE);

    const own = await walk('/api/me/collections', owner, byId);
    expect(new Set(own).size).toBe(LIST_PAGE_SIZE + 3);
    expectOnce(await walk(`/api/users/${owner.id}/collections`, reader, byId), own, 'profile collections');
    expectOnce(await walk('/api/collections?q=keyset', reader, byId), own, 'Explorar collections');

    const feed = await walk(
      '/api/feed',
      reader,
      (item: {
        type: string;
        album?: { id: string };
        albums?: { id: string }[];
        collection?: { id: string };
      }) =>
        item.albums?.map((album) => `album:${album.id}`) ??
        `${item.type}:${item.album?.id ?? item.collection?.id ?? ''}`,
    );
    expect(new Set(feed).size).toBe(feed.length);
    expect(feed).toHaveLength(OWNED.length + LIST_PAGE_SIZE + 3);

    const notifications = await walk('/api/me/notifications', owner, byId);
    expect(new Set(notifications).size).toBe(notifications.length);
  });
});

describe('admin lists', () => {
  const personIds = () => people.map((person) => person.id);

  it('walk the accounts (newest first) and the audit log, each once', async () => {
    // The people, and the one who joined during the users-list walk.
    const accounts = await walk('/api/admin/users?q=zarzamora', admin, byId);
    expect(new Set(accounts).size).toBe(accounts.length);
    expect(accounts).toHaveLength(PEOPLE + 1);
    expect(accounts).toEqual(expect.arrayContaining(personIds()));
    for (const person of people.slice(0, 13)) {
      await as(ctx.app, admin).post(`/api/admin/users/${person.id}/suspend`, { reason: 'Prueba' });
      await as(ctx.app, admin).delete(`/api/admin/users/${person.id}/suspend`);
    }
    const audit = await walk('/api/admin/audit', admin, byId);
    // 26 suspensions and lifts, besides whatever the set-up recorded (the admin's own grant).
    expect(audit.length).toBeGreaterThanOrEqual(26);
    expect(new Set(audit).size).toBe(audit.length);
  });
});

describe('a cursor', () => {
  it('that is garbage or of another list gets a Spanish 400 on every list', async () => {
    const ownerCursor = (await pageOf('/api/me/albums?sort=artistAsc', owner, null)).nextCursor;
    const lists = [
      '/api/me/albums',
      `/api/users/${owner.id}/albums`,
      '/api/albums',
      '/api/me/wishlist',
      '/api/me/collections',
      `/api/users/${owner.id}/collections`,
      '/api/collections',
      '/api/users',
      '/api/me/followers',
      '/api/me/following',
      '/api/feed',
      '/api/conversations',
      '/api/me/notifications',
      '/api/me/matches',
      '/api/me/blocks',
      '/api/admin/users',
      '/api/admin/audit',
      '/api/admin/reports',
    ];
    for (const path of lists) {
      for (const cursor of ['%24%24', 'bm8', 'W10', ownerCursor === null ? 'x' : `${ownerCursor}x`]) {
        const response = await as(ctx.app, path.startsWith('/api/admin') ? admin : owner).get(
          `${path}?cursor=${cursor}`,
        );
        expect(response.statusCode, `${path} ${cursor}`).toBe(400);
        expect(response.json(), path).toEqual(BAD_CURSOR);
      }
    }
    // A text where the list's order has a time: the Spanish 400, not a database error.
    const artistCursor = (await pageOf('/api/me/albums?sort=artistAsc', owner, null)).nextCursor;
    const response = await as(ctx.app, owner).get(`/api/me/albums?sort=dateAddedDesc&cursor=${artistCursor}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(BAD_CURSOR);
  });
  it('whose values do not fit their columns’ types gets a Spanish 400, never a database error', async () => {
    const cursorOf = (key: unknown[]) => Buffer.from(JSON.stringify(key)).toString('base64url');
    // A year is a 32-bit integer on PostgreSQL; a date-sorted cursor replayed on a year sort has ms.
    for (const year of [3_000_000_000, -3_000_000_000, Date.now(), 2 ** 31]) {
      for (const path of ['/api/albums', '/api/me/albums', `/api/users/${owner.id}/albums`]) {
        for (const sort of ['yearDesc', 'yearAsc']) {
          const url = `${path}?sort=${sort}&cursor=${cursorOf([year, albumId(1)])}`;
          const response = await as(ctx.app, path.startsWith('/api/users') ? undefined : owner).get(url);
          expect(response.statusCode, url).toBe(400);
          expect(response.json(), url).toEqual(BAD_CURSOR);
        }
      }
    }
    // The years that fit still page.
    const fitting = await as(ctx.app, owner).get(
      `/api/me/albums?sort=yearDesc&cursor=${cursorOf([2 ** 31 - 1, 'sc-0001'])}`,
    );
    expect(fitting.statusCode, fitting.body).toBe(200);
    // A conversation's messages seek their 32-bit sequence number.
    const conversations = (await as(ctx.app, owner).get('/api/conversations')).json<{
      items: Array<{ id: string }>;
    }>();
    const conversationId = conversations.items[0]?.id;
    expect(conversationId).toBeDefined();
    for (const query of ['before=3000000000', 'after=3000000000', `before=${2 ** 31}`]) {
      const response = await as(ctx.app, owner).get(`/api/conversations/${conversationId}/messages?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toEqual({
        error: { code: 'VALIDATION_FAILED', message: 'La posición en la conversación no es válida.' },
      });
    }
    // The admin's user list seeks a timestamp: anything but one is refused before PostgreSQL reads it.
    for (const time of [
      'ayer',
      '2026-13-01T00:00:00.000Z',
      '0000-01-01T00:00:00.000Z',
      '+275760-09-13T00:00:00.000Z',
    ]) {
      const response = await as(ctx.app, admin).get(`/api/admin/users?cursor=${cursorOf([time, admin.id])}`);
      expect(response.statusCode, time).toBe(400);
      expect(response.json(), time).toEqual(BAD_CURSOR);
    }
  });
});
