import { isActor, Move, PUBLIC_COLLECTION } from '@fedify/vocab';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type Instance,
  federatedInstance,
  federatedMember,
  followAcross,
  followersOf,
  followsOf,
  ROUND_TRIP_WAIT,
  ROUND_TRIPS_MS,
  actingOn,
  closeInstances,
} from './helpers/instances.ts';
import { albumRow } from './helpers/albums.ts';
import { own } from './helpers/acts.ts';
import { as } from './helpers/requests.ts';
import type { TestUser } from './helpers/users.ts';

const ACTIVITY_JSON = 'application/activity+json';

let a: Instance;
let b: Instance;
let ana: TestUser;
let bob: TestUser;

const get = (at: Instance, url: string, accept: string) =>
  at.ctx.app.inject({ method: 'GET', url, headers: { accept } });

beforeAll(async () => {
  [a, b] = await Promise.all([federatedInstance(), federatedInstance()]);
  ana = await federatedMember(a, 'Ana', 'ana');
  bob = await federatedMember(b, 'Bob', 'bob');
  await federatedMember(b, 'Carol', 'carol');
  // Ana owns a record (her haves, which Bob's server keeps for his matches).
  await a.ctx.app.db
    .insertInto('album')
    .values(
      albumRow({
        id: '96001',
        name: 'Saxophone Colossus',
        artist: 'Sonny Rollins',
        year: 1957,
        genre: 'Jazz',
      }),
    )
    .execute();
  await own(a.ctx.app, ana, '96001');
  // Bob follows Ana, and Ana follows Bob and Carol, all from their own screens.
  await followAcross(b, bob, `@ana@${a.host}`);
  await followAcross(a, ana, `@bob@${b.host}`);
  await followAcross(a, ana, `@carol@${b.host}`);
}, ROUND_TRIPS_MS);

afterAll(() => closeInstances(a, b));

describe('a member changes their handle', () => {
  it(
    'the old address moves: its actor names the new one, followers elsewhere follow the new actor',
    async () => {
      const oldUri = `${a.url}/users/ana`;
      const newUri = `${a.url}/users/ana_nueva`;
      const holdersOnB = async () =>
        (
          await b.ctx.app.db
            .selectFrom('followed_holding')
            .select('holder_id')
            .distinct()
            .where('viewer_id', '=', bob.id)
            .execute()
        ).map((row) => row.holder_id);
      await vi.waitFor(async () => expect(await holdersOnB()).toEqual([oldUri]), ROUND_TRIP_WAIT);
      expect((await as(a.ctx.app, ana).put('/api/me/handle', { handle: 'ana_nueva' })).statusCode).toBe(200);

      // The old actor says where she went (Mastodon's `movedTo`); the new one names the old (`alsoKnownAs`).
      const moved = await get(a, '/users/ana', ACTIVITY_JSON);
      expect(moved.statusCode).toBe(200);
      expect(moved.json()).toMatchObject({ id: oldUri, type: 'Person', movedTo: newUri });
      const current = await get(a, '/users/ana_nueva', ACTIVITY_JSON);
      expect(current.json()).toMatchObject({
        id: newUri,
        alsoKnownAs: oldUri,
        preferredUsername: 'ana_nueva',
      });
      // The old address still finds her, and a browser at the old actor gets her profile.
      const webfinger = await get(
        a,
        `/.well-known/webfinger?resource=acct:ana@${a.host}`,
        'application/jrd+json',
      );
      expect(webfinger.statusCode).toBe(200);
      expect(webfinger.json<{ links: Array<Record<string, string>> }>().links).toContainEqual({
        rel: 'self',
        type: ACTIVITY_JSON,
        href: newUri,
      });
      const page = await get(a, '/users/ana', 'text/html');
      expect(page.statusCode).toBe(302);
      expect(page.headers.location).toBe(`/user/${ana.id}`);

      // B took the signed Move: Bob now follows the new actor (accepted by A), and the
      // follow Ana had of Bob is the new actor's.
      await vi.waitFor(async () => {
        expect(await followsOf(b, bob)).toEqual([{ actor_id: newUri, state: 'accepted' }]);
        expect(await followersOf(b, bob)).toEqual([{ actor_id: newUri }]);
      }, ROUND_TRIP_WAIT);
      expect(await followersOf(a, ana)).toEqual([{ actor_id: `${b.url}/users/bob` }]);
      // Her records, in Bob's matches, are the new actor's: none are left under the old one.
      await vi.waitFor(async () => expect(await holdersOnB()).toEqual([newUri]), ROUND_TRIP_WAIT);
      // Bob's lists on B show her new address.
      const following = await as(b.ctx.app, bob).get('/api/me/following');
      expect(following.json<{ items: Array<{ remote: { address: string } | null }> }>().items).toMatchObject([
        { remote: { address: `@ana_nueva@${a.host}` } },
      ]);
    },
    ROUND_TRIPS_MS,
  );

  it(
    'a Move to an actor that does not name the mover among its aliases moves nothing',
    async () => {
      const carolUri = `${b.url}/users/carol`;
      const bobUri = `${b.url}/users/bob`;
      // Carol claims to be Bob now; Bob's actor does not say it was ever Carol.
      const anaActor = await b.ctx.app.federation!.lookupActor(`@ana_nueva@${a.host}`);
      if (!isActor(anaActor)) throw new Error('no actor for ana');
      const moveId = `${carolUri}#moves/forged`;
      await actingOn(b, (ctx) =>
        ctx.sendActivity(
          { identifier: 'carol' },
          anaActor,
          new Move({
            id: new URL(moveId),
            actor: new URL(carolUri),
            object: new URL(carolUri),
            target: new URL(bobUri),
            to: PUBLIC_COLLECTION,
          }),
          { immediate: true },
        ),
      );
      // Processed (Fedify's idempotence key for it exists), and Ana still follows both, as before.
      await vi.waitFor(async () => {
        const keys = await a.ctx.app.db
          .selectFrom('federation_kv')
          .select('key')
          .where('key', 'like', `%activityIdempotence%${moveId}%`)
          .execute();
        expect(keys).toHaveLength(1);
      }, ROUND_TRIP_WAIT);
      expect(await followsOf(a, ana)).toEqual([
        { actor_id: bobUri, state: 'accepted' },
        { actor_id: carolUri, state: 'accepted' },
      ]);
    },
    ROUND_TRIPS_MS,
  );
});
