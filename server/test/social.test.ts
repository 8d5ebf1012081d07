import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedPage } from '@surcos/contracts/feed';
import { texts } from '@surcos/contracts/texts';
import type { UserProfile, UserPage } from '@surcos/contracts/users';
import { type TestContext, createTestContext } from './helpers/app.ts';
import { type ClientSocket, listen, openConnected } from './helpers/sockets.ts';
import { type TestUser, createUser } from './helpers/users.ts';
import { as, asVisitor } from './helpers/requests.ts';

let ctx: TestContext;
let url: string;
beforeAll(async () => {
  ctx = await createTestContext();
  url = await listen(ctx.app);
});
afterAll(() => ctx.close());

const counts = async (user: TestUser) =>
  (await as(ctx.app, user).get('/api/me/counts')).json<{
    followers: number;
    following: number;
    feedHasNew: boolean;
  }>();
/** The adds a feed page shows, in order, a burst's one by one: `user:album`, or the album alone. */
const addsIn = (page: FeedPage, withUser = false) =>
  page.items.flatMap((item) => {
    const albums = item.type === 'album' ? [item.album] : item.type === 'albums' ? item.albums : [];
    return albums.length === 0
      ? ['']
      : albums.map((album) => (withUser && 'user' in item ? `${item.user.id}:${album.id}` : album.id));
  });
const feed = async (user: TestUser, cursor?: string | null) =>
  (await as(ctx.app, user).get(`/api/feed${cursor ? `?cursor=${cursor}` : ''}`)).json<FeedPage>();
const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('follows', () => {
  it('following twice makes one follow; unfollow removes it', async () => {
    const ana = await createUser(ctx.app, { name: 'Ana' });
    const luis = await createUser(ctx.app, { name: 'Luis' });
    for (let round = 0; round < 2; round += 1) {
      expect((await as(ctx.app, ana).put(`/api/users/${luis.id}/follow`)).statusCode).toBe(204);
    }
    expect(await counts(ana)).toMatchObject({ following: 1, followers: 0 });
    expect(await counts(luis)).toMatchObject({ following: 0, followers: 1 });
    const followers = (await as(ctx.app, luis).get('/api/me/followers')).json<UserPage>();
    expect(followers.items).toEqual([{ id: ana.id, name: 'Ana', albumCount: 0, remote: null }]);
    const following = (await as(ctx.app, ana).get('/api/me/following')).json<UserPage>();
    expect(following.items.map((user) => user.id)).toEqual([luis.id]);

    expect((await as(ctx.app, ana).delete(`/api/users/${luis.id}/follow`)).statusCode).toBe(204);
    expect((await as(ctx.app, ana).delete(`/api/users/${luis.id}/follow`)).statusCode).toBe(204);
    expect(await counts(luis)).toMatchObject({ followers: 0 });
  });

  it('refuses following oneself, an unknown user, and visitors', async () => {
    const ana = await createUser(ctx.app);
    const self = await as(ctx.app, ana).put(`/api/users/${ana.id}/follow`);
    expect(self.json()).toEqual({
      error: { code: 'CANNOT_FOLLOW_SELF', message: 'No puedes seguirte a ti mismo.' },
    });
    const unknown = await as(ctx.app, ana).put('/api/users/nadie-123/follow');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No se ha encontrado el usuario' },
    });
    expect((await asVisitor(ctx.app).put(`/api/users/${ana.id}/follow`)).statusCode).toBe(401);
  });
});

describe('GET /api/users/:id', () => {
  it('shows name and counts, never the email, and whether the viewer follows', async () => {
    const ana = await createUser(ctx.app, { name: 'Ana Perfil' });
    const luis = await createUser(ctx.app);
    await as(ctx.app, ana).put('/api/me/albums/sc-0001');
    await as(ctx.app, ana).post('/api/collections', { name: 'Pública', albumIds: ['sc-0001'] });
    await as(ctx.app, ana).post('/api/collections', {
      name: 'Privada',
      privacy: 'private',
      albumIds: ['sc-0001'],
    });
    await as(ctx.app, luis).put(`/api/users/${ana.id}/follow`);

    const response = await as(ctx.app, luis).get(`/api/users/${ana.id}`);
    expect(response.body).not.toContain(ana.email);
    expect(response.json<UserProfile>()).toEqual({
      id: ana.id,
      name: 'Ana Perfil',
      handle: 'ana_perfil',
      address: '@ana_perfil@localhost:3000',
      albumCount: 1,
      publicCollectionCount: 1,
      followerCount: 1,
      followingCount: 0,
      viewer: { isSelf: false, follows: true, mutes: false },
    });
    expect((await as(ctx.app, ana).get(`/api/users/${ana.id}`)).json<UserProfile>().viewer).toEqual({
      isSelf: true,
      follows: false,
      mutes: false,
    });
    expect((await asVisitor(ctx.app).get(`/api/users/${ana.id}`)).json<UserProfile>().viewer).toBeNull();
    const collections = (await asVisitor(ctx.app).get(`/api/users/${ana.id}/collections`)).json<{
      items: Array<{ name: string }>;
    }>();
    expect(collections.items.map((item) => item.name)).toEqual(['Pública']);
    const albums = (await asVisitor(ctx.app).get(`/api/users/${ana.id}/albums`)).json<{
      items: Array<{ id: string }>;
    }>();
    expect(albums.items.map((item) => item.id)).toEqual(['sc-0001']);
  });

  it('answers an unknown id with SPEC.md’s text', async () => {
    const response = await asVisitor(ctx.app).get('/api/users/no-existe');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No se ha encontrado el usuario' },
    });
  });
});

describe('feed', () => {
  it('streams followed users’ albums and public collections, newest first, never private ones', async () => {
    const reader = await createUser(ctx.app, { name: 'Lectora' });
    const ana = await createUser(ctx.app, { name: 'Ana' });
    const luis = await createUser(ctx.app, { name: 'Luis' });
    const stranger = await createUser(ctx.app, { name: 'Extraña' });
    await as(ctx.app, reader).put(`/api/users/${ana.id}/follow`);
    await as(ctx.app, reader).put(`/api/users/${luis.id}/follow`);

    await as(ctx.app, ana).put('/api/me/albums/sc-0010');
    await pause();
    await as(ctx.app, luis).put('/api/me/albums/sc-0020');
    await pause();
    await as(ctx.app, luis).post('/api/collections', { name: 'De Luis', albumIds: ['sc-0020'] });
    await pause();
    await as(ctx.app, ana).post('/api/collections', {
      name: 'Secreta',
      privacy: 'private',
      albumIds: ['sc-0010'],
    });
    await as(ctx.app, stranger).put('/api/me/albums/sc-0030');

    const items = (await feed(reader)).items;
    expect(
      items.map((item) =>
        item.type === 'album'
          ? `${item.user.name}:${item.album.id}`
          : item.type === 'collection'
            ? `${item.user.name}:${item.collection.name}`
            : item.type === 'import'
              ? `${item.user.name}:${item.count}`
              : item.type === 'albums'
                ? `${item.user.name}:${item.albums.length}`
                : `${item.account.address}:${item.text}`,
      ),
    ).toEqual(['Luis:De Luis', 'Luis:sc-0020', 'Ana:sc-0010']);
  });

  it("groups a person's burst of adds in one card, and says which are on the reader's wishlist", async () => {
    const reader = await createUser(ctx.app);
    const ana = await createUser(ctx.app, { name: 'Ana' });
    const luis = await createUser(ctx.app, { name: 'Luis' });
    await as(ctx.app, reader).put(`/api/users/${ana.id}/follow`);
    await as(ctx.app, reader).put(`/api/users/${luis.id}/follow`);
    const start = Date.now() - 10 * 60 * 60 * 1000;
    const add = async (user: TestUser, albumId: string, at: number) => {
      await as(ctx.app, user).put(`/api/me/albums/${albumId}`);
      await ctx.app.db
        .updateTable('album_owner')
        .set({ added_at: at })
        .where('user_id', '=', user.id)
        .where('album_id', '=', albumId)
        .execute();
    };
    // Ana: one add, two hours later a burst of three (minutes apart); then Luis, then Ana again.
    await add(ana, 'sc-0010', start);
    for (const [index, id] of ['sc-0011', 'sc-0012', 'sc-0013'].entries())
      await add(ana, id, start + 2 * 60 * 60 * 1000 + index * 5 * 60 * 1000);
    await add(luis, 'sc-0014', start + 3 * 60 * 60 * 1000);
    await add(ana, 'sc-0015', start + 3 * 60 * 60 * 1000 + 1000);
    await as(ctx.app, reader).put('/api/me/wishlist/sc-0012');
    await as(ctx.app, reader).put('/api/me/wishlist/sc-0015');

    const { items } = await feed(reader);
    expect(
      items.map((item) =>
        item.type === 'album'
          ? `${item.user.name}:${item.album.id}${item.wished ? '♥' : ''}`
          : item.type === 'albums'
            ? `${item.user.name}:${item.albums.map((album) => `${album.id}${album.wished ? '♥' : ''}`).join(',')}`
            : item.type,
      ),
    ).toEqual(['Ana:sc-0015♥', 'Luis:sc-0014', 'Ana:sc-0013,sc-0012♥,sc-0011', 'Ana:sc-0010']);
    expect(texts.feed.added('Ana', 3)).toBe('Ana añadió 3 discos');
  });

  it('pages through a long feed without repeats', async () => {
    const reader = await createUser(ctx.app);
    const fan = await createUser(ctx.app);
    await as(ctx.app, reader).put(`/api/users/${fan.id}/follow`);
    const ids = Array.from({ length: 30 }, (_, index) => `sc-${String(index + 40).padStart(4, '0')}`);
    for (const id of ids) await as(ctx.app, fan).put(`/api/me/albums/${id}`);
    const first = await feed(reader);
    const second = await feed(reader, first.nextCursor);
    // One burst of adds: one card a page, of the page's adds (the web joins the two).
    expect(first.items.map((item) => item.type)).toEqual(['albums']);
    expect(addsIn(first)).toHaveLength(24);
    expect(first.nextCursor).not.toBeNull();
    expect(addsIn(second)).toHaveLength(6);
    expect(second.nextCursor).toBeNull();
    const seen = [...addsIn(first), ...addsIn(second)];
    expect(new Set(seen).size).toBe(30);
  });

  it('raises the flag for new items after the last visit, and the visit clears it', async () => {
    const reader = await createUser(ctx.app);
    const ana = await createUser(ctx.app);
    expect((await counts(reader)).feedHasNew).toBe(false);
    await as(ctx.app, reader).put(`/api/users/${ana.id}/follow`);
    await as(ctx.app, ana).put('/api/me/albums/sc-0100');
    expect((await counts(reader)).feedHasNew).toBe(true);

    expect((await as(ctx.app, reader).post('/api/feed/visit')).statusCode).toBe(204);
    expect((await counts(reader)).feedHasNew).toBe(false);
    await pause();
    await as(ctx.app, ana).post('/api/collections', { name: 'Nueva', albumIds: ['sc-0100'] });
    expect((await counts(reader)).feedHasNew).toBe(true);
    await as(ctx.app, reader).post('/api/feed/visit');
    await pause();
    await as(ctx.app, ana).post('/api/collections', {
      name: 'Oculta',
      privacy: 'private',
      albumIds: ['sc-0100'],
    });
    expect((await counts(reader)).feedHasNew).toBe(false);

    // Unfollowing takes their items out of the feed and the flag.
    await as(ctx.app, reader).delete(`/api/users/${ana.id}/follow`);
    await as(ctx.app, ana).put('/api/me/albums/sc-0101');
    expect((await counts(reader)).feedHasNew).toBe(false);
    expect((await feed(reader)).items).toEqual([]);
  });

  it('takes the newest adds of many followed users, a busy one’s too, and none of a muted one', async () => {
    const reader = await createUser(ctx.app);
    const followed = await Promise.all(Array.from({ length: 30 }, () => createUser(ctx.app)));
    const album = (index: number) => `sc-${String(index + 200).padStart(4, '0')}`;
    const add = async (user: TestUser, albumId: string, at: number) => {
      await as(ctx.app, user).put(`/api/me/albums/${albumId}`);
      await ctx.app.db
        .updateTable('album_owner')
        .set({ added_at: at })
        .where('user_id', '=', user.id)
        .where('album_id', '=', albumId)
        .execute();
    };
    for (const [index, user] of followed.entries()) {
      await as(ctx.app, reader).put(`/api/users/${user.id}/follow`);
      await add(user, album(index), 1_000 + index * 10);
    }
    // The first followed user added ten more, the newest of all; the muted one, newer still.
    for (let index = 0; index < 10; index += 1) await add(followed[0]!, album(40 + index), 2_000 + index);
    await add(followed[28]!, album(60), 5_000);
    await as(ctx.app, reader).put(`/api/users/${followed[28]!.id}/mute`);

    const shown = (page: FeedPage) => addsIn(page);
    const expected = [
      ...Array.from({ length: 10 }, (_, index) => album(49 - index)),
      ...Array.from({ length: 30 }, (_, index) => 29 - index)
        .filter((index) => index !== 28)
        .map(album),
    ];
    const first = await feed(reader);
    expect(shown(first)).toEqual(expected.slice(0, 24));
    expect(first.nextCursor).not.toBeNull();
    const second = await feed(reader, first.nextCursor);
    expect(shown(second)).toEqual(expected.slice(24));
    expect(second.nextCursor).toBeNull();
  });

  it('finds the newest adds among everybody’s many recent ones, leaving out the unfollowed and the muted', async () => {
    const reader = await createUser(ctx.app);
    const owners = await Promise.all(Array.from({ length: 26 }, () => createUser(ctx.app)));
    const albums = Array.from({ length: 50 }, (_, index) => `sc-${String(index + 240).padStart(4, '0')}`);
    for (const id of albums) await as(ctx.app, owners[0]).put(`/api/me/albums/${id}`);
    // Far more adds than a page needs, by followed and unfollowed users alike, each at its own time.
    const adds = owners.slice(1).flatMap((owner, user) =>
      albums.map((album_id, index) => ({
        album_id,
        user_id: owner.id,
        added_at: Date.now() + 60_000 + index * 100 + user,
      })),
    );
    await ctx.app.db.insertInto('album_owner').values(adds).execute();
    const followed = owners.slice(1, 11);
    for (const owner of followed) await as(ctx.app, reader).put(`/api/users/${owner.id}/follow`);
    const muted = followed.at(-1)!;
    await as(ctx.app, reader).put(`/api/users/${muted.id}/mute`);

    const visible = new Set(followed.filter((owner) => owner !== muted).map((owner) => owner.id));
    const expected = adds
      .filter((add) => visible.has(add.user_id))
      .sort((a, b) => b.added_at - a.added_at)
      .map((add) => `${add.user_id}:${add.album_id}`);
    const shown = (page: FeedPage) => addsIn(page, true);
    const first = await feed(reader);
    expect(shown(first)).toEqual(expected.slice(0, 24));
    expect(shown(await feed(reader, first.nextCursor))).toEqual(expected.slice(24, 48));
  });

  it('looks past everybody’s newest adds when they hold too few followed ones, ties of time included', async () => {
    const reader = await createUser(ctx.app);
    const [seeder, fan, ...others] = await Promise.all(Array.from({ length: 31 }, () => createUser(ctx.app)));
    const albums = Array.from({ length: 50 }, (_, index) => `sc-${String(index + 150).padStart(4, '0')}`);
    for (const id of albums) await as(ctx.app, seeder).put(`/api/me/albums/${id}`);
    const newest = Date.now() + 60_000;
    // More adds at one moment than the window of everybody's newest holds, all by unfollowed users, and
    // ordered (by album, at equal times) before the followed user's adds of that same moment.
    const unfollowed = others.flatMap((owner) =>
      albums.slice(5).map((album_id) => ({ album_id, user_id: owner.id, added_at: newest })),
    );
    const followedAdds = albums.slice(0, 35).map((album_id, index) => ({
      album_id,
      user_id: fan!.id,
      added_at: index < 5 ? newest : newest - 1_000 - index,
    }));
    await ctx.app.db
      .insertInto('album_owner')
      .values([...unfollowed, ...followedAdds])
      .execute();
    await as(ctx.app, reader).put(`/api/users/${fan!.id}/follow`);

    const expected = [...albums.slice(0, 5).reverse(), ...albums.slice(5, 35)];
    const shown = (page: FeedPage) => addsIn(page);
    const first = await feed(reader);
    expect(shown(first)).toEqual(expected.slice(0, 24));
    const second = await feed(reader, first.nextCursor);
    expect(shown(second)).toEqual(expected.slice(24));
    expect(second.nextCursor).toBeNull();
  });

  it('finds a deep page’s followed adds among everybody’s adds past its cursor, each once and in order', async () => {
    const reader = await createUser(ctx.app);
    const [seeder, fan, stranger] = await Promise.all(Array.from({ length: 3 }, () => createUser(ctx.app)));
    const albums = Array.from({ length: 60 }, (_, index) => `sc-${String(index + 100).padStart(4, '0')}`);
    for (const id of albums) await as(ctx.app, seeder).put(`/api/me/albums/${id}`);
    const start = Date.now() + 120_000;
    // The followed user's adds, one a second, each between two of a stranger's.
    await ctx.app.db
      .insertInto('album_owner')
      .values(
        albums.flatMap((album_id, index) => [
          { album_id, user_id: fan!.id, added_at: start - index * 1_000 },
          { album_id, user_id: stranger!.id, added_at: start - index * 1_000 - 500 },
        ]),
      )
      .execute();
    await as(ctx.app, reader).put(`/api/users/${fan!.id}/follow`);

    const shown = (page: FeedPage) => addsIn(page);
    const first = await feed(reader);
    const second = await feed(reader, first.nextCursor);
    const third = await feed(reader, second.nextCursor);
    expect([...shown(first), ...shown(second), ...shown(third)]).toEqual(albums);
    expect(third.nextCursor).toBeNull();
  });

  it('a visit marks the followed users’ public collections as viewed', async () => {
    const reader = await createUser(ctx.app);
    const ana = await createUser(ctx.app);
    await as(ctx.app, ana).put('/api/me/albums/sc-0110');
    const created = (
      await as(ctx.app, ana).post('/api/collections', { name: 'Vista', albumIds: ['sc-0110'] })
    ).json<{ id: string }>();
    await as(ctx.app, reader).put(`/api/users/${ana.id}/follow`);
    await as(ctx.app, reader).post('/api/feed/visit');
    await as(ctx.app, reader).post('/api/feed/visit');
    const views = await ctx.app.db
      .selectFrom('collection_view')
      .select(['collection_id', 'user_id'])
      .where('user_id', '=', reader.id)
      .execute();
    expect(views).toEqual([{ collection_id: created.id, user_id: reader.id }]);
  });
});

describe('feed events', () => {
  /** Event names a socket receives, in order; `settled` waits until everything sent before it has arrived. */
  async function recorder(user: TestUser): Promise<{
    seen: string[];
    settled: () => Promise<void>;
    socket: ClientSocket;
  }> {
    const socket = await openConnected(url, user.cookie);
    const seen: string[] = [];
    socket.onAny((name: string) => seen.push(name));
    const settled = async () => {
      const marker = new Promise<void>((resolve) => socket.once('account.changed', () => resolve()));
      ctx.app.realtime.toUser(user.id, 'account.changed');
      await marker;
    };
    return { seen, settled, socket };
  }

  it('tell a follower’s open feed about removals and changes, and only news about the flag', async () => {
    const reader = await createUser(ctx.app, { name: 'Lectora' });
    const ana = await createUser(ctx.app, { name: 'Ana' });
    await as(ctx.app, reader).put(`/api/users/${ana.id}/follow`);
    const { seen, settled, socket } = await recorder(reader);
    const take = async () => {
      await settled();
      // Other events (Explorar's `album.changed`, for one) go to everyone and are not the point here.
      return seen.splice(0).filter((name) => name === 'feed.changed' || name === 'counts.changed');
    };

    await as(ctx.app, ana).put('/api/me/albums/sc-0040');
    await as(ctx.app, ana).put('/api/me/albums/sc-0041');
    expect(await take()).toEqual(['feed.changed', 'counts.changed', 'feed.changed', 'counts.changed']);

    await as(ctx.app, ana).delete('/api/me/albums/sc-0041');
    expect(await take()).toEqual(['feed.changed']);

    const created = (
      await as(ctx.app, ana).post('/api/collections', { name: 'Pública', albumIds: ['sc-0040'] })
    ).json<{ id: string }>();
    expect(await take()).toEqual(['feed.changed', 'counts.changed']);

    const edit = (privacy: 'public' | 'private') =>
      as(ctx.app, ana).put(`/api/collections/${created.id}`, {
        name: 'Otra',
        privacy,
        albumIds: ['sc-0040'],
      });
    await edit('public');
    expect(await take()).toEqual(['feed.changed']);
    await edit('private');
    expect(await take()).toEqual(['feed.changed']);
    // Private to private: nothing a follower can see changed.
    await edit('private');
    expect(await take()).toEqual([]);
    await edit('public');
    expect(await take()).toEqual(['feed.changed', 'counts.changed']);

    await as(ctx.app, ana).delete(`/api/collections/${created.id}`);
    expect(await take()).toEqual(['feed.changed']);
    socket.close();
  });
});
