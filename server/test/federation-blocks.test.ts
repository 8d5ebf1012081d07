import { Block } from '@fedify/vocab';
import type { AuditPage } from '@surcos/contracts/admin';
import type { FollowPage, RemoteAccount } from '@surcos/contracts/remote-follows';
import type { KnownServerList, RemoteBlockList } from '@surcos/contracts/remote-blocks';
import * as es from '@surcos/contracts/texts/es';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type Instance,
  asMemberOf,
  federatedInstance,
  federatedMember,
  followAcross,
  followersOf,
  followsOf,
  ROUND_TRIP_WAIT,
  actingOn,
  instanceAdmin,
  WITH_ADMIN,
  closeInstances,
} from './helpers/instances.ts';
import type { TestUser } from './helpers/users.ts';

/** Several servers' round trips in one test: room for a busy machine. */
const ROUND_TRIPS_MS = 90_000;

let a: Instance;
let b: Instance;
let ana: TestUser;
let jefa: TestUser;
let bob: TestUser;
let carol: TestUser;
let anaUri: string;
let bobUri: string;
let carolUri: string;

beforeAll(async () => {
  [a, b] = await Promise.all([federatedInstance(WITH_ADMIN), federatedInstance()]);
  ana = await federatedMember(a, 'Ana', 'ana');
  jefa = await instanceAdmin(a);
  bob = await federatedMember(b, 'Bob', 'bob');
  carol = await federatedMember(b, 'Carol', 'carol');
  anaUri = `${a.url}/users/ana`;
  bobUri = `${b.url}/users/bob`;
  carolUri = `${b.url}/users/carol`;
}, ROUND_TRIPS_MS);

afterAll(() => closeInstances(a, b));

const as = asMemberOf;

/** Activities the instance took in, verified and processed (Fedify's idempotence keys), whose id starts so. */
const processed = async (instance: Instance, idPrefix: string) =>
  (
    await instance.ctx.app.db
      .selectFrom('federation_kv')
      .select('key')
      .where('key', 'like', `%activityIdempotence%${idPrefix}%`)
      .execute()
  ).length;

const follow = (instance: Instance, member: TestUser, address: string) =>
  as(instance, member).put('/api/remote/follows', { address });
const lookup = (instance: Instance, member: TestUser, address: string) =>
  as(instance, member).get(`/api/remote/accounts?address=${encodeURIComponent(address)}`);

/** Ana follows `who` on B, and `who` follows Ana, both accepted. */
async function followEachOther(who: TestUser, uri: string, handle: string) {
  await followAcross(a, ana, `@${handle}@${b.host}`);
  await followAcross(b, who, `@ana@${a.host}`);
  expect(await followersOf(a, ana)).toContainEqual({ actor_id: uri });
}

describe('a member blocks an account on another server', () => {
  it(
    'sends a signed Block, ends the follows both ways on both servers, refuses their Follow, and unblocks',
    async () => {
      await followEachOther(bob, bobUri, 'bob');

      const blocked = await as(a, ana).put('/api/remote/blocks', { actor: bobUri });
      expect(blocked.statusCode).toBe(204);
      // Here at once: neither follow is left, and the lists say so.
      expect(await followsOf(a, ana)).toEqual([]);
      expect(await followersOf(a, ana)).toEqual([]);
      expect((await as(a, ana).get('/api/me/following')).json<FollowPage>().items).toEqual([]);
      expect((await as(a, ana).get('/api/me/followers')).json<FollowPage>().items).toEqual([]);
      const list = (await as(a, ana).get('/api/me/remote-blocks')).json<RemoteBlockList>();
      expect(list.items).toEqual([
        { actorUrl: bobUri, address: `@bob@${b.host}`, name: 'Bob', since: expect.any(String) as string },
      ]);
      const [row] = await a.ctx.app.db
        .selectFrom('remote_block')
        .select('block_id')
        .where('user_id', '=', ana.id)
        .execute();
      const blockId = row!.block_id;
      // The account's card says so; following it is not taken while it is blocked.
      expect((await lookup(a, ana, `@bob@${b.host}`)).json<RemoteAccount>()).toMatchObject({
        follow: 'none',
        blocked: true,
      });
      expect((await follow(a, ana, `@bob@${b.host}`)).json<RemoteAccount>()).toMatchObject({
        follow: 'none',
        blocked: true,
      });
      expect(await followsOf(a, ana)).toEqual([]);
      expect(blockId.startsWith(`${anaUri}#blocks/`)).toBe(true);

      // On B: the Block arrived and was verified (Fedify keeps its id once processed), and the
      // Undo(Follow) and Reject(Follow) ended both follows there.
      await vi.waitFor(async () => {
        expect(await processed(b, blockId)).toBe(1);
        expect(await followersOf(b, bob)).toEqual([]);
        expect(await followsOf(b, bob)).toEqual([]);
      }, ROUND_TRIP_WAIT);

      // Blocking again sends nothing new.
      expect((await as(a, ana).put('/api/remote/blocks', { actor: bobUri })).statusCode).toBe(204);

      // Bob follows Ana again: A answers Reject, and B forgets the follow.
      expect((await follow(b, bob, `@ana@${a.host}`)).statusCode).toBe(200);
      await vi.waitFor(async () => {
        expect(await processed(b, `${anaUri}#reject/`)).toBe(1);
        expect(await followsOf(b, bob)).toEqual([]);
      }, ROUND_TRIP_WAIT);
      expect(await followersOf(a, ana)).toEqual([]);

      // Unblocked: B hears Undo(Block); Bob's next Follow is accepted.
      expect(
        (await as(a, ana).delete(`/api/remote/blocks?actor=${encodeURIComponent(bobUri)}`)).statusCode,
      ).toBe(204);
      expect((await as(a, ana).get('/api/me/remote-blocks')).json<RemoteBlockList>().items).toEqual([]);
      await vi.waitFor(async () => expect(await processed(b, `${anaUri}#undo/`)).toBe(2), ROUND_TRIP_WAIT);
      expect((await follow(b, bob, `@ana@${a.host}`)).statusCode).toBe(200);
      await vi.waitFor(async () => {
        expect(await followsOf(b, bob)).toEqual([{ actor_id: anaUri, state: 'accepted' }]);
        expect(await followersOf(a, ana)).toEqual([{ actor_id: bobUri }]);
      }, ROUND_TRIP_WAIT);
      // Unblocking again succeeds and sends nothing.
      expect(
        (await as(a, ana).delete(`/api/remote/blocks?actor=${encodeURIComponent(bobUri)}`)).statusCode,
      ).toBe(204);
      // An account this server does not know cannot be blocked.
      const unknown = await as(a, ana).put('/api/remote/blocks', { actor: `${b.url}/users/nadie` });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ error: { code: 'REMOTE_ACCOUNT_NOT_FOUND' } });
    },
    ROUND_TRIPS_MS,
  );

  it(
    'takes a Block from an account on another server: the follows between them end, both ways',
    async () => {
      await followEachOther(carol, carolUri, 'carol');
      await actingOn(b, (ctx) =>
        ctx.sendActivity(
          { identifier: 'carol' },
          { id: new URL(anaUri), inboxId: new URL(`${anaUri}/inbox`) },
          new Block({
            id: new URL(`${carolUri}#blocks/1`),
            actor: ctx.getActorUri('carol'),
            object: new URL(anaUri),
          }),
        ),
      );
      await vi.waitFor(async () => {
        expect(await followsOf(a, ana)).not.toContainEqual(expect.objectContaining({ actor_id: carolUri }));
        expect(await followersOf(a, ana)).not.toContainEqual({ actor_id: carolUri });
      }, ROUND_TRIP_WAIT);
      // Bob's follows of Ana, and hers of him, are not Carol's to end.
      expect(await followersOf(a, ana)).toEqual([{ actor_id: bobUri }]);
    },
    ROUND_TRIPS_MS,
  );
});

describe('an admin blocks a whole server', () => {
  it(
    'lists the servers known, cuts the follows, refuses its deliveries and lookups, and unblocks',
    async () => {
      expect((await follow(a, ana, `@bob@${b.host}`)).statusCode).toBe(200);
      await vi.waitFor(
        async () => expect(await followsOf(a, ana)).toEqual([{ actor_id: bobUri, state: 'accepted' }]),
        ROUND_TRIP_WAIT,
      );
      const servers = async () => (await as(a, jefa).get('/api/admin/servers')).json<KnownServerList>().items;
      expect(await servers()).toEqual([
        {
          host: b.host,
          actors: 2,
          followers: 1,
          follows: 1,
          lastSeenAt: expect.any(String) as string,
          blocked: null,
        },
      ]);
      // Members do not see the admin area.
      expect((await as(a, ana).get('/api/admin/servers')).statusCode).toBe(404);
      expect((await as(a, ana).put('/api/admin/domain-blocks', { host: b.host })).statusCode).toBe(404);

      const blocked = await as(a, jefa).put('/api/admin/domain-blocks', { host: b.host, reason: 'Spam' });
      expect(blocked.statusCode).toBe(204);
      expect(await followsOf(a, ana)).toEqual([]);
      expect(await followersOf(a, ana)).toEqual([]);
      expect((await as(a, ana).get('/api/me/counts')).json()).toMatchObject({ following: 0, followers: 0 });
      expect(await servers()).toEqual([
        {
          host: b.host,
          actors: 2,
          followers: 0,
          follows: 0,
          lastSeenAt: expect.any(String) as string,
          blocked: { reason: 'Spam', since: expect.any(String) as string },
        },
      ]);
      const audit = (await as(a, jefa).get('/api/admin/audit')).json<AuditPage>().items;
      expect(audit[0]).toMatchObject({ action: 'domain.block', targetKind: 'domain', targetLabel: b.host });

      // Its accounts are neither looked up nor followed, with a clear answer.
      const refused = await lookup(a, ana, `@bob@${b.host}`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        error: { code: 'REMOTE_SERVER_BLOCKED', message: es.errorCodes.REMOTE_SERVER_BLOCKED },
      });
      expect((await follow(a, ana, `@carol@${b.host}`)).statusCode).toBe(403);

      // Its deliveries get 403 before any signature work: a signature that could never verify too.
      const claimed = (server: string) =>
        fetch(`${a.url}/users/ana/inbox`, {
          method: 'POST',
          headers: {
            'content-type': 'application/activity+json',
            signature: `keyId="${server}/users/bob#main-key",algorithm="rsa-sha256",headers="date",signature="AAAA"`,
          },
          body: JSON.stringify({
            type: 'Follow',
            id: `${server}/x`,
            actor: `${server}/users/bob`,
            object: anaUri,
          }),
        });
      expect((await claimed(b.url)).status).toBe(403);
      // A real delivery from B: Bob's Follow of Ana never takes.
      expect((await follow(b, bob, `@ana@${a.host}`)).statusCode).toBe(200);

      // Nothing leaves for it: a delivery queued to one of its inboxes is dropped, not attempted.
      const runtime = a.ctx.app.federation!;
      await runtime.outbound(() => {
        const ctx = runtime.federation.createContext(new URL(a.url), undefined);
        return ctx.sendActivity(
          { identifier: 'ana' },
          { id: new URL(bobUri), inboxId: new URL(`${bobUri}/inbox`) },
          new Block({
            id: new URL(`${anaUri}#blocks/never-sent`),
            actor: new URL(anaUri),
            object: new URL(bobUri),
          }),
        );
      });
      await vi.waitFor(
        async () =>
          expect(await a.ctx.app.db.selectFrom('federation_message').select('id').execute()).toEqual([]),
        ROUND_TRIP_WAIT,
      );
      expect(await processed(b, `${anaUri}#blocks/never-sent`)).toBe(0);

      const unblocked = await as(a, jefa).delete(
        `/api/admin/domain-blocks?host=${encodeURIComponent(b.host)}`,
      );
      expect(unblocked.statusCode).toBe(204);
      expect((await servers())[0]!.blocked).toBeNull();
      expect((await as(a, jefa).get('/api/admin/audit')).json<AuditPage>().items[0]).toMatchObject({
        action: 'domain.unblock',
      });
      expect(await followersOf(a, ana)).toEqual([]);
      // Accepted again: a bad signature is now the signature check's to refuse, and lookups answer.
      const checked = (await claimed(b.url)).status;
      expect(checked).not.toBe(403);
      expect(checked).toBeGreaterThanOrEqual(400);
      expect(checked).toBeLessThan(500);
      expect((await lookup(a, ana, `@bob@${b.host}`)).json<RemoteAccount>()).toMatchObject({
        actorUrl: bobUri,
        follow: 'none',
        blocked: false,
      });
    },
    ROUND_TRIPS_MS,
  );
});
