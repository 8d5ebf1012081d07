import type { AlbumMatchesList, MatchesPage } from '@surcos/contracts/matches';
import type { NotificationPage } from '@surcos/contracts/notifications';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { albumRow } from './helpers/albums.ts';
import {
  type Instance,
  federatedInstance,
  federatedMember,
  followAcross,
  actingOn,
  closeInstances,
  asMemberOf as as,
} from './helpers/instances.ts';
import type { TestUser } from './helpers/users.ts';

/**
 * Matches across servers (docs/decisions/061-remote-holdings.md): B's member
 * serves what he owns and wishes for as `haves` and `wants` to his followers
 * alone; A's member follows him, A fetches them once the follow is accepted,
 * and A's matches name him.
 */
const ROUND_TRIPS_MS = 90_000;
const WAIT = { timeout: 30_000, interval: 100 };

/** X: Bob owns it, Ana wishes for it. Y: Ana owns it, Bob wishes for it. */
const X = '8100001';
const Y = '8100002';
/** Z: Bob owns it, and A has never heard of it; W, on Ana's wishlist, is another pressing of its master. */
const Z = '8100003';
const W = '8100004';
/** V: on Ana's wishlist, added by Bob later, which his post tells A. */
const V = '8100005';
const MASTER = { [X]: '9100001', [Y]: '9100002', [Z]: '9100003', [W]: '9100003', [V]: '9100005' };
const HAND_MADE = `m-${'a'.repeat(32)}`;

let a: Instance;
let b: Instance;
let ana: TestUser;
let carol: TestUser;
let bob: TestUser;
let bobUri: string;

const albumsOn = (instance: Instance, ids: readonly string[]) =>
  instance.ctx.app.db
    .insertInto('album')
    .values(
      ids.map((id) => ({
        ...albumRow({ id, artist: 'Artista', name: `Disco ${id}`, year: 1970 }),
        master_id: MASTER[id as keyof typeof MASTER] ?? null,
      })),
    )
    .execute();

/** `url` fetched by A, signed as its member `identifier`: the status B answers. */
const signedFetchAs = (identifier: string, url: string) =>
  actingOn(a, async (ctx) => {
    const loader = await ctx.getDocumentLoader({ identifier });
    try {
      await loader(url);
      return 200;
    } catch (error) {
      const status = /\b(4\d\d)\b/.exec(String(error))?.[1];
      return status === undefined ? String(error) : Number(status);
    }
  });

const matchesOf = async (ids: readonly string[]) =>
  (await as(a, ana).get(`/api/me/matches/albums?ids=${ids.join(',')}`)).json<AlbumMatchesList>();
const heldOnA = async () =>
  (
    await a.ctx.app.db
      .selectFrom('remote_holding')
      .select(['held', 'release_id', 'master_id'])
      .where('actor_id', '=', bobUri)
      .orderBy('held')
      .orderBy('release_id')
      .execute()
  ).map((row) => `${row.held} ${row.release_id} ${row.master_id}`);

beforeAll(async () => {
  [a, b] = await Promise.all([federatedInstance(), federatedInstance()]);
  // Fetched as soon as asked: the wait after an activity is for bursts, not for a test.
  a.ctx.config.federation.holdings.debounceMs = 0;
  ana = await federatedMember(a, 'Ana', 'ana');
  carol = await federatedMember(a, 'Carol', 'carol');
  bob = await federatedMember(b, 'Bob Discos', 'bob');
  bobUri = `${b.url}/users/bob`;
  await albumsOn(a, [X, Y, W, V]);
  await albumsOn(b, [X, Y, Z, V]);
  await b.ctx.app.db
    .insertInto('album')
    .values({ ...albumRow({ id: HAND_MADE, artist: 'Banda del barrio', name: 'Maqueta', year: 1999 }) })
    .execute();
  for (const [instance, user, path] of [
    [b, bob, `/api/me/albums/${X}`],
    [b, bob, `/api/me/albums/${Z}`],
    [b, bob, `/api/me/wishlist/${Y}`],
    [a, ana, `/api/me/wishlist/${X}`],
    [a, ana, `/api/me/wishlist/${W}`],
    [a, ana, `/api/me/wishlist/${V}`],
    [a, ana, `/api/me/albums/${Y}`],
  ] as const) {
    expect((await as(instance, user).put(path)).statusCode, path).toBeLessThan(300);
  }
  // A hand-made album of his: a private thing, which never travels.
  await b.ctx.app.db
    .insertInto('album_owner')
    .values({ album_id: HAND_MADE, user_id: bob.id, added_at: Date.now() })
    .execute();
}, ROUND_TRIPS_MS);

afterAll(() => closeInstances(a, b));

describe('haves and wants across servers', () => {
  it(
    'are served to followers alone, and name the remote member in the matches until the unfollow',
    async () => {
      const haves = `${b.url}/users/bob/haves`;
      // Nobody follows Bob yet: unsigned, or signed by someone who does not follow him, B refuses.
      const unsigned = await fetch(haves, { headers: { accept: 'application/activity+json' } });
      expect(unsigned.status).toBe(401);
      expect(await signedFetchAs('ana', haves)).toBe(401);

      await followAcross(a, ana, `@bob@${b.host}`);
      // Accepted, then fetched: A keeps Discogs releases with their masters, and no hand-made album.
      await vi.waitFor(
        async () =>
          expect(await heldOnA()).toEqual([
            `owned ${X} ${MASTER[X]}`,
            `owned ${Z} ${MASTER[Z]}`,
            `wished ${Y} ${MASTER[Y]}`,
          ]),
        WAIT,
      );
      // Now Ana follows him: her signed fetch is answered; Carol's still is not.
      expect(await signedFetchAs('ana', haves)).toBe(200);
      expect(await signedFetchAs('carol', `${b.url}/users/bob/wants`)).toBe(401);

      const bobOnA = {
        id: bobUri,
        name: 'Bob Discos',
        remote: { address: `@bob@${b.host}`, avatarUrl: null },
      };
      // 'Lo tienen:' of X names Bob; of W too (his Z is another pressing, unknown here); 'Lo buscan:' of Y.
      expect((await matchesOf([X, W, Y])).albums).toEqual([
        { albumId: X, owners: [{ ...bobOnA, level: 'release' }], wishers: [] },
        { albumId: W, owners: [{ ...bobOnA, level: 'master' }], wishers: [] },
        { albumId: Y, owners: [], wishers: [{ ...bobOnA, level: 'release' }] },
      ]);
      // Coincidencias: Bob, with what he has of Ana's wishlist and what he wants of her albums.
      const page = (await as(a, ana).get('/api/me/matches')).json<MatchesPage>();
      expect(page.items.map((person) => person.user)).toEqual([bobOnA]);
      const [person] = page.items;
      // Z is not an album here: the match stands on the master, without a card of Bob's pressing.
      expect(person!.theyHave.map((match) => [match.album.id, match.theirs?.id, match.level])).toEqual([
        [X, X, 'release'],
        [W, undefined, 'master'],
      ]);
      expect(person!.theyWant.map((match) => [match.album.id, match.level])).toEqual([[Y, 'release']]);
      // Carol follows nobody: nothing of Bob reaches her.
      expect((await as(a, carol).get('/api/me/matches')).json<MatchesPage>().items).toEqual([]);

      // What he held at the first fetch is his lists, not news: nothing was told.
      const notices = async () =>
        (await as(a, ana).get('/api/me/notifications')).json<NotificationPage>().items;
      expect(await notices()).toEqual([]);

      // Bob adds V: his post reaches A, which fetches his holdings again, and tells Ana he has her wish.
      expect((await as(b, bob).put(`/api/me/albums/${V}`)).statusCode).toBeLessThan(300);
      await vi.waitFor(async () => expect(await heldOnA()).toContain(`owned ${V} ${MASTER[V]}`), WAIT);
      await vi.waitFor(
        async () =>
          expect(await notices()).toMatchObject([
            {
              kind: 'has-your-wish',
              actor: null,
              remoteActor: { actorUrl: bobUri, name: 'Bob Discos' },
              subjectId: V,
              count: 1,
            },
          ]),
        WAIT,
      );

      // Suspended on B, Bob serves nothing, not even to his followers; reinstated, he does again.
      const suspend = (at: number | null) =>
        b.ctx.app.db.updateTable('user').set({ suspendedAt: at }).where('id', '=', bob.id).execute();
      await suspend(Date.now());
      expect(await signedFetchAs('ana', haves)).toBe(401);
      await suspend(null);
      expect(await signedFetchAs('ana', haves)).toBe(200);

      // Unfollowed: his rows leave Ana's matches and A forgets what he holds.
      expect(
        (await as(a, ana).delete(`/api/remote/follows?actor=${encodeURIComponent(bobUri)}`)).statusCode,
      ).toBeLessThan(300);
      expect(await matchesOf([X, W, Y])).toEqual({
        albums: [X, W, Y].map((albumId) => ({ albumId, owners: [], wishers: [] })),
      });
      expect((await as(a, ana).get('/api/me/matches')).json<MatchesPage>().items).toEqual([]);
      expect(await heldOnA()).toEqual([]);
    },
    ROUND_TRIPS_MS,
  );
});
