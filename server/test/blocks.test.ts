import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlbumDetail } from '@surcos/contracts/albums';
import type { RestrictedUserPage } from '@surcos/contracts/blocks';
import type { CollectionPage } from '@surcos/contracts/collections';
import type { FeedPage } from '@surcos/contracts/feed';
import type { MatchesPage } from '@surcos/contracts/matches';
import type { Conversation, ConversationPage } from '@surcos/contracts/messages';
import type { UserPage, UserProfile } from '@surcos/contracts/users';
import { type TestContext, createTestContext } from './helpers/app.ts';
import { type ClientSocket, listen, openConnected } from './helpers/sockets.ts';
import { type TestUser, createUser, requestAs, type TestMethod } from './helpers/users.ts';

let ctx: TestContext;
let url: string;
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  url = await listen(ctx.app);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await ctx.close();
});

const call = (method: TestMethod, url: string, user?: TestUser, payload?: unknown) =>
  requestAs(ctx.app, method, url, user, payload);

const NOT_FOUND = { error: { code: 'NOT_FOUND', message: 'No se ha encontrado el usuario' } };

/** Three people with names no other test uses, so searches find only them. */
async function people() {
  const tag = randomUUID().slice(0, 8);
  const [ana, luis, eva] = await Promise.all(
    ['Ana', 'Luis', 'Eva'].map((name) => createUser(ctx.app, { name: `${name} ${tag}` })),
  );
  return { ana: ana!, luis: luis!, eva: eva!, tag };
}

const block = (who: TestUser, whom: TestUser) => call('PUT', `/api/users/${whom.id}/block`, who);
const unblock = (who: TestUser, whom: TestUser) => call('DELETE', `/api/users/${whom.id}/block`, who);
const mute = (who: TestUser, whom: TestUser) => call('PUT', `/api/users/${whom.id}/mute`, who);
const unmute = (who: TestUser, whom: TestUser) => call('DELETE', `/api/users/${whom.id}/mute`, who);
const follow = (who: TestUser, whom: TestUser) => call('PUT', `/api/users/${whom.id}/follow`, who);
const own = (user: TestUser, id: string) => call('PUT', `/api/me/albums/${id}`, user);
const wish = (user: TestUser, id: string) => call('PUT', `/api/me/wishlist/${id}`, user);
const suspend = (user: TestUser, at: number | null = Date.now()) =>
  ctx.app.db.updateTable('user').set({ suspendedAt: at }).where('id', '=', user.id).execute();

const ids = (page: { items: Array<{ id: string }> }) => page.items.map((item) => item.id);
const userSearch = async (viewer: TestUser, q: string) =>
  ids((await call('GET', `/api/users?q=${encodeURIComponent(q)}`, viewer)).json<UserPage>());
const feedUsers = async (viewer: TestUser) =>
  (await call('GET', '/api/feed', viewer)).json<FeedPage>().items.map((item) => item.user.id);
const matchedUsers = async (viewer: TestUser) =>
  (await call('GET', '/api/me/matches', viewer)).json<MatchesPage>().items.map((item) => item.user.id);
const albumPeople = async (viewer: TestUser | undefined, albumId: string) => {
  const detail = (await call('GET', `/api/albums/${albumId}`, viewer)).json<AlbumDetail>();
  return { owners: ids({ items: detail.owners }), wishers: ids({ items: detail.wishlistedBy }) };
};
const restricted = async (user: TestUser, kind: 'blocks' | 'mutes') =>
  (await call('GET', `/api/me/${kind}`, user)).json<RestrictedUserPage>();
const counts = async (user: TestUser) =>
  (await call('GET', '/api/me/counts', user)).json<{
    followers: number;
    following: number;
    unreadMessages: number;
  }>();

/** Every part of a profile answers 404 'No se ha encontrado el usuario' to `viewer`. */
async function expectProfileGone(viewer: TestUser | undefined, owner: TestUser) {
  for (const part of ['', '/albums', '/collections', '/stats']) {
    const response = await call('GET', `/api/users/${owner.id}${part}`, viewer);
    expect(response.statusCode, `${part} ${response.body}`).toBe(404);
    expect(response.json()).toEqual(NOT_FOUND);
  }
}

async function expectProfileShown(viewer: TestUser | undefined, owner: TestUser) {
  for (const part of ['', '/albums', '/collections', '/stats']) {
    expect((await call('GET', `/api/users/${owner.id}${part}`, viewer)).statusCode, part).toBe(200);
  }
}

describe('bad input', () => {
  it('refuses blocking or muting oneself with a clear Spanish error, and writes nothing', async () => {
    const { ana } = await people();
    const self = await block(ana, ana);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({
      error: { code: 'CANNOT_BLOCK_SELF', message: 'No puedes bloquearte a ti mismo.' },
    });
    const selfMute = await mute(ana, ana);
    expect(selfMute.statusCode).toBe(400);
    expect(selfMute.json()).toEqual({
      error: { code: 'CANNOT_MUTE_SELF', message: 'No puedes silenciarte a ti mismo.' },
    });
    expect((await restricted(ana, 'blocks')).items).toEqual([]);
    expect((await restricted(ana, 'mutes')).items).toEqual([]);
    await expectProfileShown(ana, ana);
  });

  it('answers an unknown user with 404 and visitors with 401', async () => {
    const { ana, luis } = await people();
    for (const path of ['/api/users/nadie-123/block', '/api/users/nadie-123/mute']) {
      const response = await call('PUT', path, ana);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
    expect((await block(ana, luis)).statusCode).toBe(204);
    expect((await call('PUT', `/api/users/${luis.id}/block`)).statusCode).toBe(401);
    expect((await call('GET', '/api/me/blocks')).statusCode).toBe(401);
    expect((await call('GET', '/api/me/mutes?cursor=%3F', ana)).statusCode).toBe(400);
  });
});

describe('a block', () => {
  it('hides each profile and its lists from the other, both ways, and from nobody else', async () => {
    const { ana, luis, eva } = await people();
    expect((await block(ana, luis)).statusCode).toBe(204);
    // Twice is once.
    expect((await block(ana, luis)).statusCode).toBe(204);
    await expectProfileGone(ana, luis);
    await expectProfileGone(luis, ana);
    await expectProfileShown(eva, ana);
    await expectProfileShown(eva, luis);
    await expectProfileShown(undefined, luis);
    await expectProfileShown(luis, luis);
  });

  it('removes the follows both ways, refuses new ones silently, and unblocking brings back only visibility', async () => {
    const { ana, luis } = await people();
    expect((await follow(ana, luis)).statusCode).toBe(204);
    expect((await follow(luis, ana)).statusCode).toBe(204);
    expect(await counts(ana)).toMatchObject({ followers: 1, following: 1 });

    await block(ana, luis);
    expect(await counts(ana)).toMatchObject({ followers: 0, following: 0 });
    expect(await counts(luis)).toMatchObject({ followers: 0, following: 0 });
    for (const [who, whom] of [
      [luis, ana],
      [ana, luis],
    ] as const) {
      const refused = await follow(who, whom);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual(NOT_FOUND);
    }

    expect((await unblock(ana, luis)).statusCode).toBe(204);
    expect((await unblock(ana, luis)).statusCode).toBe(204);
    await expectProfileShown(luis, ana);
    await expectProfileShown(ana, luis);
    expect(await counts(ana)).toMatchObject({ followers: 0, following: 0 });
    expect((await follow(luis, ana)).statusCode).toBe(204);
  });

  it('leaves the users list and search, Explorar, album pages and collections of both', async () => {
    const { ana, luis, eva, tag } = await people();
    for (const user of [ana, luis]) {
      expect((await own(user, 'sc-0001')).statusCode).toBe(200);
      expect((await wish(user, 'sc-0002')).statusCode).toBe(200);
    }
    const created = await call('POST', '/api/collections', luis, {
      name: `Colección ${tag}`,
      albumIds: ['sc-0001'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const collectionId = created.json<{ id: string }>().id;
    const exploreCollections = async (viewer: TestUser) =>
      ids((await call('GET', `/api/collections?q=${tag}`, viewer)).json<CollectionPage>());

    expect(await userSearch(ana, tag)).toEqual(expect.arrayContaining([luis.id, eva.id]));
    expect(await exploreCollections(ana)).toEqual([collectionId]);

    await block(luis, ana);
    expect(await userSearch(ana, tag)).not.toContain(luis.id);
    expect(await userSearch(luis, tag)).not.toContain(ana.id);
    expect(await userSearch(eva, tag)).toEqual(expect.arrayContaining([ana.id, luis.id]));
    expect(await exploreCollections(ana)).toEqual([]);
    expect(await exploreCollections(eva)).toEqual([collectionId]);
    expect((await call('GET', `/api/collections/${collectionId}`, ana)).statusCode).toBe(404);
    expect((await call('GET', `/api/collections/${collectionId}`, eva)).statusCode).toBe(200);

    const seenByAna = await albumPeople(ana, 'sc-0001');
    expect(seenByAna.owners).toContain(ana.id);
    expect(seenByAna.owners).not.toContain(luis.id);
    expect((await albumPeople(ana, 'sc-0002')).wishers).not.toContain(luis.id);
    expect((await albumPeople(luis, 'sc-0001')).owners).not.toContain(ana.id);
    expect((await albumPeople(luis, 'sc-0002')).wishers).not.toContain(ana.id);
    expect((await albumPeople(eva, 'sc-0001')).owners).toEqual(expect.arrayContaining([ana.id, luis.id]));

    await unblock(luis, ana);
    expect(await userSearch(ana, tag)).toContain(luis.id);
    expect(await exploreCollections(ana)).toEqual([collectionId]);
  });

  it('keeps whom one blocked out of the feed and matches even with a follow left over', async () => {
    const { ana, luis } = await people();
    await follow(ana, luis);
    await wish(ana, 'sc-0003');
    await own(luis, 'sc-0003');
    expect(await feedUsers(ana)).toContain(luis.id);
    expect(await matchedUsers(ana)).toEqual([luis.id]);

    await block(ana, luis);
    expect(await feedUsers(ana)).toEqual([]);
    expect(await matchedUsers(ana)).toEqual([]);
    // A follow that slipped in (one racing the block) still shows nothing across it.
    await ctx.app.db
      .insertInto('follow')
      .values({ follower_id: ana.id, following_id: luis.id, created_at: Date.now() })
      .execute();
    expect(await feedUsers(ana)).toEqual([]);
    expect(await matchedUsers(ana)).toEqual([]);
    expect(ids((await call('GET', '/api/me/following', ana)).json<UserPage>())).toEqual([]);
  });

  it('hides conversations across it, refuses messages both ways, and unblocking brings the history back', async () => {
    const { ana, luis } = await people();
    const started = await call('POST', '/api/conversations', luis, { userId: ana.id });
    const conversation = started.json<Conversation>();
    await call('POST', `/api/conversations/${conversation.id}/messages`, luis, { text: 'Hola' });
    expect((await counts(ana)).unreadMessages).toBe(1);

    await block(ana, luis);
    for (const user of [ana, luis]) {
      expect(ids((await call('GET', '/api/conversations', user)).json<ConversationPage>())).toEqual([]);
      expect((await call('GET', `/api/conversations/${conversation.id}`, user)).statusCode).toBe(404);
      expect((await call('GET', `/api/conversations/${conversation.id}/messages`, user)).statusCode).toBe(
        404,
      );
      const sent = await call('POST', `/api/conversations/${conversation.id}/messages`, user, {
        text: '¿Sigues ahí?',
      });
      expect(sent.statusCode).toBe(404);
    }
    expect((await counts(ana)).unreadMessages).toBe(0);
    for (const [who, whom] of [
      [luis, ana],
      [ana, luis],
    ] as const) {
      const refused = await call('POST', '/api/conversations', who, { userId: whom.id });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual(NOT_FOUND);
    }

    await unblock(ana, luis);
    expect(ids((await call('GET', '/api/conversations', ana)).json<ConversationPage>())).toEqual([
      conversation.id,
    ]);
    const history = (await call('GET', `/api/conversations/${conversation.id}/messages`, ana)).json<{
      items: Array<{ text: string }>;
    }>();
    expect(history.items.map((message) => message.text)).toEqual(['Hola']);
  });

  it('can be made by someone already blocked, and each list shows only one’s own', async () => {
    const { ana, luis } = await people();
    await block(ana, luis);
    expect((await block(luis, ana)).statusCode).toBe(204);
    const anaBlocks = await restricted(ana, 'blocks');
    expect(anaBlocks.items).toEqual([{ id: luis.id, name: luis.name, since: expect.any(String) as string }]);
    expect(ids(await restricted(luis, 'blocks'))).toEqual([ana.id]);
    await unblock(ana, luis);
    // Luis' own block still stands.
    await expectProfileGone(ana, luis);
    expect(ids(await restricted(ana, 'blocks'))).toEqual([]);
  });
});

describe('a mute', () => {
  it('takes the muted person out of the muter’s feed only, without them knowing', async () => {
    const { ana, luis } = await people();
    await follow(ana, luis);
    await follow(luis, ana);
    await own(luis, 'sc-0004');
    await own(ana, 'sc-0005');
    await wish(ana, 'sc-0006');
    await own(luis, 'sc-0006');
    expect(await feedUsers(ana)).toContain(luis.id);

    expect((await mute(ana, luis)).statusCode).toBe(204);
    expect(await feedUsers(ana)).toEqual([]);
    expect(await feedUsers(luis)).toContain(ana.id);
    // Everything else stays: the follow, the profile, the matches.
    expect(await counts(ana)).toMatchObject({ following: 1, followers: 1 });
    await expectProfileShown(ana, luis);
    await expectProfileShown(luis, ana);
    expect(await matchedUsers(ana)).toEqual([luis.id]);
    expect((await call('GET', `/api/users/${luis.id}`, ana)).json<UserProfile>().viewer).toEqual({
      isSelf: false,
      follows: true,
      mutes: true,
    });
    expect((await call('GET', `/api/users/${ana.id}`, luis)).json<UserProfile>().viewer?.mutes).toBe(false);
    expect((await restricted(ana, 'mutes')).items).toEqual([
      { id: luis.id, name: luis.name, since: expect.any(String) as string },
    ]);

    expect((await unmute(ana, luis)).statusCode).toBe(204);
    expect(await feedUsers(ana)).toContain(luis.id);
    expect((await restricted(ana, 'mutes')).items).toEqual([]);
  });
});

describe('a suspended user', () => {
  it('is hidden from everyone, visitors too, while suspended', async () => {
    const { ana, luis, eva, tag } = await people();
    await follow(ana, eva);
    await own(eva, 'sc-0007');
    await wish(ana, 'sc-0007');
    await wish(eva, 'sc-0008');
    const created = await call('POST', '/api/collections', eva, {
      name: `Eva ${tag}`,
      albumIds: ['sc-0007'],
    });
    const collectionId = created.json<{ id: string }>().id;
    const conversation = (
      await call('POST', '/api/conversations', luis, { userId: eva.id })
    ).json<Conversation>();

    await follow(eva, ana);
    expect(await counts(ana)).toMatchObject({ followers: 1, following: 1 });
    await suspend(eva);
    for (const viewer of [ana, luis, undefined]) await expectProfileGone(viewer, eva);
    // Counted as listed: the suspended account neither follows Ana nor is followed by her, for now.
    expect(await counts(ana)).toMatchObject({ followers: 0, following: 0 });
    const anaProfile = (await call('GET', `/api/users/${ana.id}`, luis)).json<UserProfile>();
    expect(anaProfile).toMatchObject({ followerCount: 0, followingCount: 0 });
    expect(await userSearch(ana, tag)).toEqual(expect.arrayContaining([luis.id]));
    expect(await userSearch(ana, tag)).not.toContain(eva.id);
    expect(await feedUsers(ana)).toEqual([]);
    expect(await matchedUsers(ana)).toEqual([]);
    expect(ids((await call('GET', '/api/me/following', ana)).json<UserPage>())).toEqual([]);
    expect((await albumPeople(undefined, 'sc-0007')).owners).not.toContain(eva.id);
    expect((await albumPeople(luis, 'sc-0008')).wishers).not.toContain(eva.id);
    expect((await call('GET', `/api/collections/${collectionId}`)).statusCode).toBe(404);
    expect(ids((await call('GET', `/api/collections?q=${tag}`, luis)).json<CollectionPage>())).toEqual([]);
    expect(ids((await call('GET', '/api/conversations', luis)).json<ConversationPage>())).toEqual([]);
    expect((await follow(luis, eva)).json()).toEqual(NOT_FOUND);

    await suspend(eva, null);
    await expectProfileShown(undefined, eva);
    expect(await counts(ana)).toMatchObject({ followers: 1, following: 1 });
    expect(await matchedUsers(ana)).toEqual([eva.id]);
    expect(ids((await call('GET', '/api/conversations', luis)).json<ConversationPage>())).toEqual([
      conversation.id,
    ]);
  });
});

describe('realtime across a block', () => {
  async function socketOf(user: TestUser): Promise<ClientSocket> {
    const socket = await openConnected(url, user.cookie);
    sockets.push(socket);
    return socket;
  }
  /** Every event a socket hears, by name. */
  function heard(socket: ClientSocket): Array<{ name: string; payload: unknown }> {
    const seen: Array<{ name: string; payload: unknown }> = [];
    socket.onAny((name: string, payload: unknown) => seen.push({ name, payload }));
    return seen;
  }
  const names = (seen: Array<{ name: string }>) => seen.map((event) => event.name);
  const waitFor = async (condition: () => boolean, what: string) => {
    for (let attempt = 0; attempt < 300; attempt += 1) {
      if (condition()) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`timed out waiting for ${what}`);
  };
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('tells both sides only that people changed, and a mute tells the muted nothing', async () => {
    const { ana, luis } = await people();
    const [anaSocket, luisSocket] = await Promise.all([socketOf(ana), socketOf(luis)]);
    const toAna = heard(anaSocket);
    const toLuis = heard(luisSocket);
    await block(ana, luis);
    await waitFor(() => names(toLuis).includes('people.changed'), 'the blocked side');
    await waitFor(() => names(toAna).includes('blocks.changed'), 'the blocker');
    expect(names(toAna)).toContain('people.changed');
    expect(names(toLuis)).not.toContain('blocks.changed');

    const { ana: muter, luis: muted } = await people();
    const [muterSocket, mutedSocket] = await Promise.all([socketOf(muter), socketOf(muted)]);
    const toMuter = heard(muterSocket);
    const toMuted = heard(mutedSocket);
    await mute(muter, muted);
    await waitFor(() => names(toMuter).includes('blocks.changed'), 'the muter');
    // A later fact of the muter's own reaches the muted one: had the mute told them, it would be there first.
    await follow(muter, muted);
    await waitFor(() => names(toMuted).includes('follows.changed'), 'a later fact');
    // The follow also rings the muted one's bell (a new follower); nothing else came before it.
    expect(names(toMuted).filter((name) => name !== 'notifications.changed')).toEqual([
      'follows.changed',
      'counts.changed',
    ]);
  });

  it('keeps a blocked person’s facts from the blocker, while others still hear them', async () => {
    const { ana, luis, eva, tag } = await people();
    await follow(ana, luis);
    const [anaSocket, evaSocket] = await Promise.all([socketOf(ana), socketOf(eva)]);
    await block(ana, luis);
    // A follow that raced the block: Luis' followers audience would name Ana.
    await ctx.app.db
      .insertInto('follow')
      .values({ follower_id: ana.id, following_id: luis.id, created_at: Date.now() })
      .execute();
    await pause(50);
    const toAna = heard(anaSocket);
    const toEva = heard(evaSocket);
    await own(luis, 'sc-0009');
    await call('POST', '/api/collections', luis, { name: `Luis ${tag}`, albumIds: ['sc-0009'] });
    await waitFor(() => names(toEva).includes('collection.changed'), 'Eva hears of the collection');
    expect(names(toEva)).toContain('album.changed');
    // A fact of Ana's own afterwards arrives: had Luis' reached her, they would be there first.
    await own(ana, 'sc-0010');
    await waitFor(() => names(toAna).includes('albums.changed'), 'Ana’s own fact');
    expect(names(toAna)).not.toContain('collection.changed');
    expect(toAna.filter((event) => event.name === 'album.changed')).toEqual([
      { name: 'album.changed', payload: { albumId: 'sc-0010' } },
    ]);
    expect(names(toAna)).not.toContain('feed.changed');
    expect(names(toAna)).not.toContain('matches.changed');
  });

  it('drops typing across a block, also from a socket that typed before it', async () => {
    const { ana, luis, eva } = await people();
    const conversation = (
      await call('POST', '/api/conversations', luis, { userId: ana.id })
    ).json<Conversation>();
    const withEva = (await call('POST', '/api/conversations', luis, { userId: eva.id })).json<Conversation>();
    const [anaSocket, luisSocket, evaSocket] = await Promise.all([
      socketOf(ana),
      socketOf(luis),
      socketOf(eva),
    ]);
    const typingTo = (socket: ClientSocket) => {
      const seen: unknown[] = [];
      socket.on('typing', (payload) => seen.push(payload));
      return seen;
    };
    const toAna = typingTo(anaSocket);
    const toEva = typingTo(evaSocket);
    luisSocket.emit('typing', { conversationId: conversation.id, typing: true });
    await waitFor(() => toAna.length === 1, 'typing before the block');

    await block(ana, luis);
    // Past the time a socket trusts what it learnt of a conversation.
    await pause(3100);
    luisSocket.emit('typing', { conversationId: conversation.id, typing: true });
    const fresh = await socketOf(luis);
    fresh.emit('typing', { conversationId: conversation.id, typing: true });
    const toLuis = typingTo(fresh);
    const anaTyping = await socketOf(ana);
    anaTyping.emit('typing', { conversationId: conversation.id, typing: true });
    // The control: Luis' typing to Eva still goes through, after the signals above.
    fresh.emit('typing', { conversationId: withEva.id, typing: true });
    await waitFor(() => toEva.length === 1, 'typing to Eva');
    await pause(50);
    expect(toAna).toHaveLength(1);
    expect(toLuis).toHaveLength(0);
  });
});
