import { Accept, Follow, Reject } from '@fedify/vocab';
import type { Counts } from '@surcos/contracts/counts';
import * as es from '@surcos/contracts/texts/es';
import type { FollowPage, RemoteAccount } from '@surcos/contracts/remote-follows';
import { createServer, type Server } from 'node:http';
import { type AddressInfo, type Socket, createServer as createTcpServer } from 'node:net';
import { remoteAvatarPath } from '@surcos/contracts/remote-follows';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { remoteActorValues } from '../src/modules/federation/remote-actors.repository.ts';
import { createTestContext } from './helpers/app.ts';
import {
  type Instance,
  federatedInstance,
  federatedMember,
  freePort,
  ROUND_TRIP_WAIT,
  ROUND_TRIPS_MS,
  actingOn,
} from './helpers/instances.ts';
import { type TestUser, createUser } from './helpers/users.ts';

let a: Instance;
let b: Instance;
let ana: TestUser;
let bob: TestUser;
/** Where Bob's picture is: a server of its own, as a Mastodon's media host would be. */
let pictures: Server;
let picturesUrl: string;
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5b4f0cb0000000049454e44ae426082',
  'hex',
);

beforeAll(async () => {
  [a, b] = await Promise.all([federatedInstance(), federatedInstance()]);
  ana = await federatedMember(a, 'Ana', 'ana');
  bob = await federatedMember(b, 'Bob Discos', 'bob');
  await federatedMember(b, 'Carol', 'carol');
  pictures = createServer((request, response) => {
    if (request.url === '/bob.png') response.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    else response.writeHead(200, { 'content-type': 'text/html' }).end('<p>no</p>');
  });
  await new Promise<void>((resolve) => pictures.listen(0, '127.0.0.1', resolve));
  picturesUrl = `http://127.0.0.1:${(pictures.address() as AddressInfo).port}`;
  await b.ctx.app.db
    .updateTable('user')
    .set({ image: `${picturesUrl}/bob.png` })
    .where('id', '=', bob.id)
    .execute();
}, ROUND_TRIPS_MS);

afterAll(async () => {
  await Promise.all([a?.ctx.close(), b?.ctx.close(), new Promise((resolve) => pictures?.close(resolve))]);
});

/** Requests of a member of `instance`, from its own pages (its PUBLIC_URL is their origin). */
const as = (app: Instance['ctx']['app'], user: TestUser) => {
  const origin = app === a.ctx.app ? a.url : app === b.ctx.app ? b.url : 'http://localhost:3000';
  const send = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
    app.inject({ method, url, headers: { cookie: user.cookie, origin }, ...(payload ? { payload } : {}) });
  return {
    get: (url: string) => send('GET', url),
    put: (url: string, payload: Record<string, unknown>) => send('PUT', url, payload),
    delete: (url: string) => send('DELETE', url),
  };
};

const followsOfAna = () =>
  a.ctx.app.db
    .selectFrom('remote_follow')
    .select(['actor_id', 'state', 'follow_id'])
    .where('user_id', '=', ana.id)
    .orderBy('actor_id')
    .execute();
const followersOn = (member: TestUser) =>
  b.ctx.app.db.selectFrom('remote_follower').select('actor_id').where('user_id', '=', member.id).execute();

/** The instance's inbox work and deliveries all done (inbox activities are processed by its queue). */
const queueDrained = (instance: Instance) =>
  vi.waitFor(
    async () =>
      expect(await instance.ctx.app.db.selectFrom('federation_message').select('id').execute()).toEqual([]),
    ROUND_TRIP_WAIT,
  );

const follow = (address: string) => as(a.ctx.app, ana).put('/api/remote/follows', { address });
const list = async (instance: Instance, member: TestUser, direction: 'followers' | 'following') =>
  (await as(instance.ctx.app, member).get(`/api/me/${direction}`)).json<FollowPage>();
const counts = async (instance: Instance, member: TestUser) =>
  (await as(instance.ctx.app, member).get('/api/me/counts')).json<Counts>();

describe('a member follows a member of another Surcos by @handle@host', () => {
  it(
    'looks them up, follows, is accepted, sees them in the lists, and unfollows on both sides',
    async () => {
      const address = `@bob@${b.host}`;
      const bobUri = `${b.url}/users/bob`;
      const anaUri = `${a.url}/users/ana`;
      const found = await as(a.ctx.app, ana).get(
        `/api/remote/accounts?address=${encodeURIComponent(address)}`,
      );
      expect(found.statusCode).toBe(200);
      expect(found.json<RemoteAccount>()).toEqual({
        actorUrl: bobUri,
        address,
        name: 'Bob Discos',
        avatarUrl: remoteAvatarPath(bobUri),
        summary: null,
        follow: 'none',
        blocked: false,
      });
      // His picture through A (the page's CSP takes images from A only); nothing else through it.
      const picture = await as(a.ctx.app, ana).get(remoteAvatarPath(bobUri));
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toBe('image/png');
      expect(picture.rawPayload).toEqual(PNG);
      expect((await as(a.ctx.app, ana).get(remoteAvatarPath(`${b.url}/users/nadie`))).statusCode).toBe(404);

      const followed = await follow(address);
      expect(followed.statusCode).toBe(200);
      expect(followed.json<RemoteAccount>()).toMatchObject({ actorUrl: bobUri, follow: 'pending' });
      // Following again sends nothing new: still one follow, with the first Follow's id.
      const [first] = await followsOfAna();
      expect((await follow(`bob@${b.host}`)).statusCode).toBe(200);

      // B keeps Ana as Bob's follower, answers Accept, and A marks the follow accepted.
      await vi.waitFor(
        async () => expect(await followersOn(bob)).toEqual([{ actor_id: anaUri }]),
        ROUND_TRIP_WAIT,
      );
      await vi.waitFor(
        async () =>
          expect(await followsOfAna()).toEqual([
            { actor_id: bobUri, state: 'accepted', follow_id: first!.follow_id },
          ]),
        ROUND_TRIP_WAIT,
      );
      const following = await list(a, ana, 'following');
      expect(following.items).toEqual([
        {
          id: bobUri,
          name: 'Bob Discos',
          albumCount: 0,
          remote: { address, avatarUrl: remoteAvatarPath(bobUri), pending: false },
        },
      ]);
      expect(await counts(a, ana)).toMatchObject({ following: 1, followers: 0 });
      const followers = await list(b, bob, 'followers');
      expect(followers.items).toEqual([
        {
          id: anaUri,
          name: 'Ana',
          albumCount: 0,
          remote: { address: `@ana@${a.host}`, avatarUrl: null, pending: false },
        },
      ]);
      expect(await counts(b, bob)).toMatchObject({ followers: 1 });
      const profile = await as(b.ctx.app, bob).get(`/api/users/${bob.id}`);
      expect(profile.json()).toMatchObject({ followerCount: 1, followingCount: 0 });
      const lookedUp = await as(a.ctx.app, ana).get(
        `/api/remote/accounts?address=${encodeURIComponent(address)}`,
      );
      expect(lookedUp.json<RemoteAccount>().follow).toBe('accepted');

      const unfollowed = await as(a.ctx.app, ana).delete(
        `/api/remote/follows?actor=${encodeURIComponent(bobUri)}`,
      );
      expect(unfollowed.statusCode).toBe(204);
      expect(await followsOfAna()).toEqual([]);
      expect((await list(a, ana, 'following')).items).toEqual([]);
      await vi.waitFor(async () => expect(await followersOn(bob)).toEqual([]), ROUND_TRIP_WAIT);
      // Unfollowing again succeeds and sends nothing.
      expect(
        (await as(a.ctx.app, ana).delete(`/api/remote/follows?actor=${encodeURIComponent(bobUri)}`))
          .statusCode,
      ).toBe(204);
    },
    ROUND_TRIPS_MS,
  );

  it(
    'takes a Reject naming the Follow by its id, only from the actor followed',
    async () => {
      const carolUri = `${b.url}/users/carol`;
      const anaUri = new URL(`${a.url}/users/ana`);
      expect((await follow(`@carol@${b.host}`)).statusCode).toBe(200);
      await vi.waitFor(
        async () => expect(await followsOfAna()).toMatchObject([{ actor_id: carolUri, state: 'accepted' }]),
        ROUND_TRIP_WAIT,
      );
      const [row] = await followsOfAna();
      const recipient = { id: anaUri, inboxId: new URL(`${a.url}/users/ana/inbox`) };

      // Bob cannot end Ana's follow of Carol.
      await actingOn(b, (ctx) =>
        ctx.sendActivity(
          { identifier: 'bob' },
          recipient,
          new Reject({
            id: new URL(`${b.url}/users/bob#rejects/1`),
            actor: ctx.getActorUri('bob'),
            object: new URL(row!.follow_id),
          }),
          { immediate: true },
        ),
      );
      await queueDrained(a);
      expect(await followsOfAna()).toMatchObject([{ actor_id: carolUri, state: 'accepted' }]);

      // Carol's server ends it, as Mastodon does when she removes a follower.
      await actingOn(b, (ctx) =>
        ctx.sendActivity(
          { identifier: 'carol' },
          recipient,
          new Reject({
            id: new URL(`${carolUri}#rejects/1`),
            actor: ctx.getActorUri('carol'),
            object: new Follow({ id: new URL(row!.follow_id), actor: anaUri, object: new URL(carolUri) }),
          }),
          { immediate: true },
        ),
      );
      await vi.waitFor(async () => expect(await followsOfAna()).toEqual([]), ROUND_TRIP_WAIT);
      expect((await counts(a, ana)).following).toBe(0);
    },
    ROUND_TRIPS_MS,
  );
});

describe("a remote server's answers, as Mastodon shapes them", () => {
  it(
    'an Accept naming the Follow by its id alone accepts it, only from the actor followed',
    async () => {
      // A follow B has not answered yet (as from a server that approves followers by hand).
      const carolUri = `${b.url}/users/carol`;
      const followId = `${a.url}/users/ana#follows/by-hand`;
      await a.ctx.app.db
        .insertInto('remote_actor')
        .values(
          remoteActorValues({
            id: carolUri,
            handle: `carol@${b.host}`,
            inbox: `${carolUri}/inbox`,
            fetched_at: Date.now(),
          }),
        )
        .onConflict((conflict) => conflict.column('id').doNothing())
        .execute();
      await a.ctx.app.db
        .insertInto('remote_follow')
        .values({
          user_id: ana.id,
          actor_id: carolUri,
          follow_id: followId,
          state: 'pending',
          created_at: Date.now(),
        })
        .execute();
      const recipient = { id: new URL(`${a.url}/users/ana`), inboxId: new URL(`${a.url}/users/ana/inbox`) };
      const accept = (who: string) =>
        actingOn(b, (ctx) =>
          ctx.sendActivity(
            { identifier: who },
            recipient,
            new Accept({
              id: new URL(`${b.url}/users/${who}#accepts/1`),
              actor: ctx.getActorUri(who),
              object: new URL(followId),
            }),
            { immediate: true },
          ),
        );

      await accept('bob');
      await queueDrained(a);
      expect(await followsOfAna()).toEqual([{ actor_id: carolUri, state: 'pending', follow_id: followId }]);

      await accept('carol');
      await vi.waitFor(
        async () =>
          expect(await followsOfAna()).toEqual([
            { actor_id: carolUri, state: 'accepted', follow_id: followId },
          ]),
        ROUND_TRIP_WAIT,
      );
      await a.ctx.app.db.deleteFrom('remote_follow').where('user_id', '=', ana.id).execute();
    },
    ROUND_TRIPS_MS,
  );
});

describe('Seguidores and Siguiendo with accounts of other servers', () => {
  it('pages through members and remote accounts mixed, each once, as the counts say', async () => {
    const lia = await federatedMember(a, 'Lia', 'lia');
    const at = 1_700_000_000_000;
    const remote = Array.from({ length: 30 }, (_, index) => `https://discos${index}.example/users/u${index}`);
    await a.ctx.app.db
      .insertInto('remote_actor')
      .values(
        remote.map((id, index) =>
          remoteActorValues({
            id,
            handle: `u${index}@discos${index}.example`,
            inbox: `${id}/inbox`,
            name: null,
            fetched_at: at,
          }),
        ),
      )
      .execute();
    // Ties of time among them and with the members: the id orders those.
    await a.ctx.app.db
      .insertInto('remote_follower')
      .values(
        remote.map((id, index) => ({
          user_id: lia.id,
          actor_id: id,
          follow_id: `${id}#f`,
          created_at: at + (index % 5),
        })),
      )
      .execute();
    await a.ctx.app.db
      .insertInto('remote_follow')
      .values(
        remote.map((id, index) => ({
          user_id: lia.id,
          actor_id: id,
          follow_id: `${a.url}/users/lia#follows/${index}`,
          state: index % 2 === 0 ? ('pending' as const) : ('accepted' as const),
          created_at: at + (index % 5),
        })),
      )
      .execute();
    const locals = await Promise.all(
      Array.from({ length: 20 }, (_, index) => createUser(a.ctx.app, { name: `Socia ${index}` })),
    );
    await a.ctx.app.db
      .insertInto('follow')
      .values(
        locals.flatMap((member, index) => [
          { follower_id: member.id, following_id: lia.id, created_at: at + (index % 7) },
          { follower_id: lia.id, following_id: member.id, created_at: at + (index % 7) },
        ]),
      )
      .execute();

    for (const direction of ['followers', 'following'] as const) {
      const seen: FollowPage['items'] = [];
      let cursor: string | null = '';
      while (cursor !== null) {
        const page: FollowPage = (
          await as(a.ctx.app, lia).get(
            `/api/me/${direction}${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
          )
        ).json<FollowPage>();
        seen.push(...page.items);
        cursor = page.nextCursor;
      }
      expect(seen.map((entry) => entry.id).sort()).toEqual([...remote, ...locals.map((m) => m.id)].sort());
      const remoteSeen = seen.filter((entry) => entry.remote !== null);
      expect(remoteSeen).toHaveLength(30);
      expect(remoteSeen.find((entry) => entry.id === remote[0])).toEqual({
        id: remote[0],
        name: 'u0@discos0.example',
        albumCount: 0,
        remote: { address: '@u0@discos0.example', avatarUrl: null, pending: direction === 'following' },
      });
      expect((await counts(a, lia))[direction]).toBe(50);
    }
  });
});

describe('what cannot be followed says why, in a 4xx', () => {
  it('an unknown account, a dead server, a malformed address', async () => {
    const unknown = await as(a.ctx.app, ana).get(
      `/api/remote/accounts?address=${encodeURIComponent(`@nadie@${b.host}`)}`,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      error: { code: 'REMOTE_ACCOUNT_NOT_FOUND', message: es.errorCodes.REMOTE_ACCOUNT_NOT_FOUND },
    });

    const deadHost = `127.0.0.1:${await freePort()}`;
    const started = Date.now();
    const dead = await follow(`@bob@${deadHost}`);
    expect(dead.statusCode).toBe(424);
    expect(dead.json()).toMatchObject({ error: { code: 'REMOTE_SERVER_UNREACHABLE' } });
    // A refused connection answers at once: nothing waits on the guard's timeouts.
    expect(Date.now() - started).toBeLessThan(5_000);
    expect((await followsOfAna()).filter((row) => row.actor_id.includes(deadHost))).toEqual([]);

    const malformed = await as(a.ctx.app, ana).get('/api/remote/accounts?address=bob');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ error: { message: string } }>().error.message).toBe(es.remote.addressInvalid);
  });

  it(
    'a server that takes connections and never answers costs the member the lookup deadline, no more',
    async () => {
      const sockets = new Set<Socket>();
      const silent = createTcpServer((socket) => void sockets.add(socket));
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const ctx = await createTestContext(
        { FEDERATION: 'on', FEDERATION_ALLOW_PRIVATE_ADDRESSES: 'true', PUBLIC_URL: url },
        { federation: { lookupDeadlineMs: 1_000 } },
      );
      try {
        const member = await createUser(ctx.app, { name: 'Paz' });
        const started = Date.now();
        const response = await ctx.app.inject({
          method: 'GET',
          url: `/api/remote/accounts?address=${encodeURIComponent(`@bob@127.0.0.1:${(silent.address() as AddressInfo).port}`)}`,
          headers: { cookie: member.cookie, origin: url },
        });
        const waited = Date.now() - started;
        expect(response.statusCode).toBe(424);
        expect(response.json()).toMatchObject({ error: { code: 'REMOTE_SERVER_UNREACHABLE' } });
        // The guard's own timeouts (10 s to connect, 15 s for headers) are far longer.
        expect(waited).toBeGreaterThanOrEqual(900);
        expect(waited).toBeLessThan(4_000);
      } finally {
        for (const socket of sockets) socket.destroy();
        silent.close();
        await ctx.close();
      }
    },
    ROUND_TRIPS_MS,
  );

  it('a suspended member sends no Follow', async () => {
    const eva = await federatedMember(a, 'Eva', 'eva');
    await a.ctx.app.db
      .updateTable('user')
      .set({ suspendedAt: Date.now() })
      .where('id', '=', eva.id)
      .execute();
    const response = await as(a.ctx.app, eva).put('/api/remote/follows', { address: `@bob@${b.host}` });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(
      await a.ctx.app.db
        .selectFrom('remote_follow')
        .select('actor_id')
        .where('user_id', '=', eva.id)
        .execute(),
    ).toEqual([]);
  });

  it('federation off: the routes say so', async () => {
    const ctx = await createTestContext();
    try {
      const member = await createUser(ctx.app, { name: 'Sol' });
      const response = await as(ctx.app, member).get(
        `/api/remote/accounts?address=${encodeURIComponent('@bob@discos.example')}`,
      );
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: { code: 'FEDERATION_OFF', message: es.errorCodes.FEDERATION_OFF },
      });
      expect(
        (await as(ctx.app, member).put('/api/remote/follows', { address: '@bob@discos.example' })).statusCode,
      ).toBe(409);
    } finally {
      await ctx.close();
    }
  });
});
