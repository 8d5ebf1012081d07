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
import { type TestUser, createUser } from './helpers/users.ts';
import { as, asVisitor } from './helpers/requests.ts';
import { follow, own, wish } from './helpers/acts.ts';

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

const NOT_FOUND = { error: { code: 'NOT_FOUND', message: 'No se ha encontrado el usuario' } };

/** Three people with names no other test uses, so searches find only them. */
async function people() {
  const tag = randomUUID().slice(0, 8);
  const [ana, luis, eva] = await Promise.all(
    ['Ana', 'Luis', 'Eva'].map((name) => createUser(ctx.app, { name: `${name} ${tag}` })),
  );
  return { ana: ana!, luis: luis!, eva: eva!, tag };
}

const block = (who: TestUser, whom: TestUser) => as(ctx.app, who).put(`/api/users/${whom.id}/block`);
const unblock = (who: TestUser, whom: TestUser) => as(ctx.app, who).delete(`/api/users/${whom.id}/block`);
const mute = (who: TestUser, whom: TestUser) => as(ctx.app, who).put(`/api/users/${whom.id}/mute`);
const unmute = (who: TestUser, whom: TestUser) => as(ctx.app, who).delete(`/api/users/${whom.id}/mute`);
const suspend = (user: TestUser, at: number | null = Date.now()) =>
  ctx.app.db.updateTable('user').set({ suspendedAt: at }).where('id', '=', user.id).execute();

const ids = (page: { items: Array<{ id: string }> }) => page.items.map((item) => item.id);
const userSearch = async (viewer: TestUser, q: string) =>
  ids((await as(ctx.app, viewer).get(`/api/users?q=${encodeURIComponent(q)}`)).json<UserPage>());
const feedUsers = async (viewer: TestUser) =>
  (await as(ctx.app, viewer).get('/api/feed'))
    .json<FeedPage>()
    .items.map((item) => ('user' in item ? item.user.id : item.account.actorUrl));
const matchedUsers = async (viewer: TestUser) =>
  (await as(ctx.app, viewer).get('/api/me/matches')).json<MatchesPage>().items.map((item) => item.user.id);
const albumPeople = async (viewer: TestUser | undefined, albumId: string) => {
  const detail = (await as(ctx.app, viewer).get(`/api/albums/${albumId}`)).json<AlbumDetail>();
  return { owners: ids({ items: detail.owners }), wishers: ids({ items: detail.wishlistedBy }) };
};
const restricted = async (user: TestUser, kind: 'blocks' | 'mutes') =>
  (await as(ctx.app, user).get(`/api/me/${kind}`)).json<RestrictedUserPage>();
const counts = async (user: TestUser) =>
  (await as(ctx.app, user).get('/api/me/counts')).json<{
    followers: number;
    following: number;
    unreadMessages: number;
  }>();

/** Every part of a profile answers 404 'No se ha encontrado el usuario' to `viewer`. */
async function expectProfileGone(viewer: TestUser | undefined, owner: TestUser) {
  for (const part of ['', '/albums', '/collections', '/stats']) {
    const response = await as(ctx.app, viewer).get(`/api/users/${owner.id}${part}`);
    expect(response.statusCode, `${part} ${response.body}`).toBe(404);
    expect(response.json()).toEqual(NOT_FOUND);
  }
}

async function expectProfileShown(viewer: TestUser | undefined, owner: TestUser) {
  for (const part of ['', '/albums', '/collections', '/stats']) {
    expect((await as(ctx.app, viewer).get(`/api/users/${owner.id}${part}`)).statusCode, part).toBe(200);
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
      const response = await as(ctx.app, ana).put(path);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
    expect((await block(ana, luis)).statusCode).toBe(204);
    expect((await asVisitor(ctx.app).put(`/api/users/${luis.id}/block`)).statusCode).toBe(401);
    expect((await asVisitor(ctx.app).get('/api/me/blocks')).statusCode).toBe(401);
    expect((await as(ctx.app, ana).get('/api/me/mutes?cursor=%3F')).statusCode).toBe(400);
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
    expect((await follow(ctx.app, ana, luis)).statusCode).toBe(204);
    expect((await follow(ctx.app, luis, ana)).statusCode).toBe(204);
    expect(await counts(ana)).toMatchObject({ followers: 1, following: 1 });

    await block(ana, luis);
    expect(await counts(ana)).toMatchObject({ followers: 0, following: 0 });
    expect(await counts(luis)).toMatchObject({ followers: 0, following: 0 });
    for (const [who, whom] of [
      [luis, ana],
      [ana, luis],
    ] as const) {
      const refused = await as(ctx.app, who).put(`/api/users/${whom.id}/follow`);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual(NOT_FOUND);
    }

    expect((await unblock(ana, luis)).statusCode).toBe(204);
    expect((await unblock(ana, luis)).statusCode).toBe(204);
    await expectProfileShown(luis, ana);
    await expectProfileShown(ana, luis);
    expect(await counts(ana)).toMatchObject({ followers: 0, following: 0 });
    expect((await follow(ctx.app, luis, ana)).statusCode).toBe(204);
  });

  it('leaves the users list and search, Explorar, album pages and collections of both', async () => {
    const { ana, luis, eva, tag } = await people();
    for (const user of [ana, luis]) {
      expect((await own(ctx.app, user, 'sc-0001')).statusCode).toBe(200);
      expect((await wish(ctx.app, user, 'sc-0002')).statusCode).toBe(200);
    }
    const created = await as(ctx.app, luis).post('/api/collections', {
      name: `Colección ${tag}`,
      albumIds: ['sc-0001'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const collectionId = created.json<{ id: string }>().id;
    const exploreCollections = async (viewer: TestUser) =>
      ids((await as(ctx.app, viewer).get(`/api/collections?q=${tag}`)).json<CollectionPage>());

    expect(await userSearch(ana, tag)).toEqual(expect.arrayContaining([luis.id, eva.id]));
    expect(await exploreCollections(ana)).toEqual([collectionId]);

    await block(luis, ana);
    expect(await userSearch(ana, tag)).not.toContain(luis.id);
    expect(await userSearch(luis, tag)).not.toContain(ana.id);
    expect(await userSearch(eva, tag)).toEqual(expect.arrayContaining([ana.id, luis.id]));
    expect(await exploreCollections(ana)).toEqual([]);
    expect(await exploreCollections(eva)).toEqual([collectionId]);
    expect((await as(ctx.app, ana).get(`/api/collections/${collectionId}`)).statusCode).toBe(404);
    expect((await as(ctx.app, eva).get(`/api/collections/${collectionId}`)).statusCode).toBe(200);

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
    await follow(ctx.app, ana, luis);
    await wish(ctx.app, ana, 'sc-0003');
    await own(ctx.app, luis, 'sc-0003');
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
    expect(ids((await as(ctx.app, ana).get('/api/me/following')).json<UserPage>())).toEqual([]);
  });

  it('hides conversations across it, refuses messages both ways, and unblocking brings the history back', async () => {
    const { ana, luis } = await people();
    const started = await as(ctx.app, luis).post('/api/conversations', { userId: ana.id });
    const conversation = started.json<Conversation>();
    await as(ctx.app, luis).post(`/api/conversations/${conversation.id}/messages`, { text: 'Hola' });
    expect((await counts(ana)).unreadMessages).toBe(1);

    await block(ana, luis);
    for (const user of [ana, luis]) {
      expect(ids((await as(ctx.app, user).get('/api/conversations')).json<ConversationPage>())).toEqual([]);
      expect((await as(ctx.app, user).get(`/api/conversations/${conversation.id}`)).statusCode).toBe(404);
      expect((await as(ctx.app, user).get(`/api/conversations/${conversation.id}/messages`)).statusCode).toBe(
        404,
      );
      const sent = await as(ctx.app, user).post(`/api/conversations/${conversation.id}/messages`, {
        text: '¿Sigues ahí?',
      });
      expect(sent.statusCode).toBe(404);
    }
    expect((await counts(ana)).unreadMessages).toBe(0);
    for (const [who, whom] of [
      [luis, ana],
      [ana, luis],
    ] as const) {
      const refused = await as(ctx.app, who).post('/api/conversations', { userId: whom.id });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual(NOT_FOUND);
    }

    await unblock(ana, luis);
    expect(ids((await as(ctx.app, ana).get('/api/conversations')).json<ConversationPage>())).toEqual([
      conversation.id,
    ]);
    const history = (await as(ctx.app, ana).get(`/api/conversations/${conversation.id}/messages`)).json<{
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
    await follow(ctx.app, ana, luis);
    await follow(ctx.app, luis, ana);
    await own(ctx.app, luis, 'sc-0004');
    await own(ctx.app, ana, 'sc-0005');
    await wish(ctx.app, ana, 'sc-0006');
    await own(ctx.app, luis, 'sc-0006');
    expect(await feedUsers(ana)).toContain(luis.id);

    expect((await mute(ana, luis)).statusCode).toBe(204);
    expect(await feedUsers(ana)).toEqual([]);
    expect(await feedUsers(luis)).toContain(ana.id);
    // Everything else stays: the follow, the profile, the matches.
    expect(await counts(ana)).toMatchObject({ following: 1, followers: 1 });
    await expectProfileShown(ana, luis);
    await expectProfileShown(luis, ana);
    expect(await matchedUsers(ana)).toEqual([luis.id]);
    expect((await as(ctx.app, ana).get(`/api/users/${luis.id}`)).json<UserProfile>().viewer).toEqual({
      isSelf: false,
      follows: true,
      mutes: true,
    });
    expect((await as(ctx.app, luis).get(`/api/users/${ana.id}`)).json<UserProfile>().viewer?.mutes).toBe(
      false,
    );
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
    await follow(ctx.app, ana, eva);
    await own(ctx.app, eva, 'sc-0007');
    await wish(ctx.app, ana, 'sc-0007');
    await wish(ctx.app, eva, 'sc-0008');
    const created = await as(ctx.app, eva).post('/api/collections', {
      name: `Eva ${tag}`,
      albumIds: ['sc-0007'],
    });
    const collectionId = created.json<{ id: string }>().id;
    const conversation = (
      await as(ctx.app, luis).post('/api/conversations', { userId: eva.id })
    ).json<Conversation>();

    await follow(ctx.app, eva, ana);
    expect(await counts(ana)).toMatchObject({ followers: 1, following: 1 });
    await suspend(eva);
    for (const viewer of [ana, luis, undefined]) await expectProfileGone(viewer, eva);
    // Counted as listed: the suspended account neither follows Ana nor is followed by her, for now.
    expect(await counts(ana)).toMatchObject({ followers: 0, following: 0 });
    const anaProfile = (await as(ctx.app, luis).get(`/api/users/${ana.id}`)).json<UserProfile>();
    expect(anaProfile).toMatchObject({ followerCount: 0, followingCount: 0 });
    expect(await userSearch(ana, tag)).toEqual(expect.arrayContaining([luis.id]));
    expect(await userSearch(ana, tag)).not.toContain(eva.id);
    expect(await feedUsers(ana)).toEqual([]);
    expect(await matchedUsers(ana)).toEqual([]);
    expect(ids((await as(ctx.app, ana).get('/api/me/following')).json<UserPage>())).toEqual([]);
    expect((await albumPeople(undefined, 'sc-0007')).owners).not.toContain(eva.id);
    expect((await albumPeople(luis, 'sc-0008')).wishers).not.toContain(eva.id);
    expect((await asVisitor(ctx.app).get(`/api/collections/${collectionId}`)).statusCode).toBe(404);
    expect(ids((await as(ctx.app, luis).get(`/api/collections?q=${tag}`)).json<CollectionPage>())).toEqual(
      [],
    );
    expect(ids((await as(ctx.app, luis).get('/api/conversations')).json<ConversationPage>())).toEqual([]);
    expect((await as(ctx.app, luis).put(`/api/users/${eva.id}/follow`)).json()).toEqual(NOT_FOUND);

    await suspend(eva, null);
    await expectProfileShown(undefined, eva);
    expect(await counts(ana)).toMatchObject({ followers: 1, following: 1 });
    expect(await matchedUsers(ana)).toEqual([eva.id]);
    expect(ids((await as(ctx.app, luis).get('/api/conversations')).json<ConversationPage>())).toEqual([
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
    await follow(ctx.app, muter, muted);
    await waitFor(() => names(toMuted).includes('follows.changed'), 'a later fact');
    // The follow also rings the muted one's bell (a new follower); nothing else came before it.
    expect(names(toMuted).filter((name) => name !== 'notifications.changed')).toEqual([
      'follows.changed',
      'counts.changed',
    ]);
  });

  it('keeps a blocked person’s facts from the blocker, while others still hear them', async () => {
    const { ana, luis, eva, tag } = await people();
    await follow(ctx.app, ana, luis);
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
    await own(ctx.app, luis, 'sc-0009');
    await as(ctx.app, luis).post('/api/collections', { name: `Luis ${tag}`, albumIds: ['sc-0009'] });
    await waitFor(() => names(toEva).includes('collection.changed'), 'Eva hears of the collection');
    expect(names(toEva)).toContain('album.changed');
    // A fact of Ana's own afterwards arrives: had Luis' reached her, they would be there first.
    await own(ctx.app, ana, 'sc-0010');
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
      await as(ctx.app, luis).post('/api/conversations', { userId: ana.id })
    ).json<Conversation>();
    const withEva = (
      await as(ctx.app, luis).post('/api/conversations', { userId: eva.id })
    ).json<Conversation>();
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
