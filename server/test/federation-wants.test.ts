import { randomUUID } from 'node:crypto';
import { Add, type Activity, Collection, isActor, Object as APObject, Update } from '@fedify/vocab';
import type { FeedPage } from '@surcos/contracts/feed';
import type { ImportJob } from '@surcos/contracts/imports';
import type { AlbumMatchesList } from '@surcos/contracts/matches';
import { texts } from '@surcos/contracts/texts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { follow } from './helpers/acts.ts';
import { albumRow } from './helpers/albums.ts';
import { collectionCsv, sendFile, waitForJob } from './helpers/imports.ts';
import {
  type Instance,
  actingOn,
  federatedInstance,
  federatedMember,
  followAcross,
  ROUND_TRIP_WAIT,
  ROUND_TRIPS_MS,
  closeInstances,
  type Received,
  recordDeliveries,
  asMemberOf as as,
} from './helpers/instances.ts';
import type { TestUser } from './helpers/users.ts';

/**
 * A wishlist change on one server reaches its followers' matches on another
 * at once (docs/decisions/066-wishlist-changes-across-servers.md): B tells
 * Bob's followers with `Add`/`Remove` of the release to his `wants` (one
 * `Update` of it for an import), and A, where Ana follows him and owns the
 * album, fetches his holdings again instead of waiting for the period.
 */

/** X and Y: Ana owns them. Bob wishes for X, then not; he wishes for Y, then adds it to his albums. */
const X = '8200001';
const Y = '8200002';
/** E1 and E2: two pressings of one record. Bob owns E1 and wishes for E2, Ana owns E2; Bob moves his copy to E2. */
const E1 = '8200006';
const E2 = '8200007';
/** In Bob's wantlist file: I1 Ana owns, I2 nobody on A has. */
const I1 = '8200003';
const I2 = '8200004';
/** Z: Bob wishes for it after a hand-made album of his, which sends nothing. */
const Z = '8200005';
/** W1 and W2: Bob owns them, removes both in bulk, wishes for W1, and undoes the removal. */
const W1 = '8200010';
const W2 = '8200011';
/** S1: Bob wishes for it while suspended, which sends nothing; S2: once he is not. */
const S1 = '8200012';
const S2 = '8200013';
/** In Bob's collection file, cancelled after its first row: C0 first (he wishes for it), then C1… */
const C0 = '8200014';
const C_FROM = 8_300_000;
/** A release nobody holds, named by a forged activity: it must never reach A's holdings. */
const FORGED = '8299999';
const MASTER: Record<string, string> = {
  [X]: '9200001',
  [Y]: '9200002',
  [I1]: '9200003',
  [Z]: '9200005',
  [E1]: '9200006',
  [E2]: '9200006',
};
const HAND_MADE = `m-${'b'.repeat(32)}`;

const AS_PUBLIC = ['https://www.w3.org/ns/activitystreams#Public', 'as:Public', 'Public'];

let a: Instance;
let b: Instance;
let ana: TestUser;
let bob: TestUser;
let carol: TestUser;
let bobUri: string;
let received: Received[] = [];

const fromBob = (type: string) =>
  received.filter((entry) => entry.activity.type === type && entry.activity.actor === bobUri);

const albumsOn = (instance: Instance, ids: readonly string[]) =>
  instance.ctx.app.db
    .insertInto('album')
    .values(
      ids.map((id) => ({
        ...albumRow({ id, artist: 'Artista', name: `Disco ${id}`, year: 1970 }),
        master_id: MASTER[id] ?? null,
      })),
    )
    .execute();

/** 'Lo buscan:' of an album of Ana's: who of those she follows wishes for it. */
const wishersOf = async (id: string) =>
  (await as(a, ana).get(`/api/me/matches/albums?ids=${id}`)).json<AlbumMatchesList>().albums[0]!.wishers;
const bobOnA = () => ({
  id: bobUri,
  name: 'Bob Discos',
  remote: { address: `@bob@${b.host}`, avatarUrl: null },
  level: 'release',
});

const syncOfBob = () =>
  a.ctx.app.db
    .selectFrom('remote_holding_sync')
    .select(['due_at', 'synced_at'])
    .where('actor_id', '=', bobUri)
    .executeTakeFirstOrThrow();
const heldOnA = async () =>
  (
    await a.ctx.app.db
      .selectFrom('remote_holding')
      .select(['held', 'release_id'])
      .where('actor_id', '=', bobUri)
      .orderBy('held')
      .orderBy('release_id')
      .execute()
  ).map((row) => `${row.held} ${row.release_id}`);

/** Both servers' queues empty: B has delivered all it sent, and A has done all it received. */
const settled = () =>
  vi.waitFor(async () => {
    for (const instance of [b, a]) {
      expect(await instance.ctx.app.db.selectFrom('federation_message').select('id').execute()).toEqual([]);
    }
  }, ROUND_TRIP_WAIT);

/** Settled, and no fetch of Bob's holdings pending on A: the next is the period's. */
async function quiet() {
  await settled();
  await vi.waitFor(
    async () => expect((await syncOfBob()).due_at).toBeGreaterThan(Date.now() + 60 * 60 * 1000),
    ROUND_TRIP_WAIT,
  );
}

/** An activity of Bob's, built and signed by B, delivered to Ana's inbox on A at once. */
async function sendAsBob(activity: (actor: URL) => Activity) {
  await actingOn(b, async (ctx) => {
    const anaActor = await ctx.lookupObject(`${a.url}/users/ana`);
    if (!isActor(anaActor)) throw new Error('no actor for ana');
    await ctx.sendActivity({ identifier: 'bob' }, anaActor, activity(ctx.getActorUri('bob')), {
      immediate: true,
    });
  });
}

beforeAll(async () => {
  [a, b] = await Promise.all([
    federatedInstance(),
    // One row a batch, 200 ms apart: an import can be cancelled after its first row.
    federatedInstance({}, undefined, {
      imports: { batchSize: 1, batchPauseMs: 200, leaseMs: 30_000, fetchDetails: false },
    }),
  ]);
  // Shortened from 10 s: the wait after an activity is for bursts, not for a test.
  a.ctx.config.federation.holdings.debounceMs = 100;
  ana = await federatedMember(a, 'Ana', 'ana');
  bob = await federatedMember(b, 'Bob Discos', 'bob');
  carol = await federatedMember(b, 'Carol', 'carol');
  bobUri = `${b.url}/users/bob`;
  await albumsOn(a, [X, Y, I1, Z, E2]);
  await albumsOn(b, [X, Y, Z, E1, E2, W1, W2, S1, S2, C0]);
  await b.ctx.app.db
    .insertInto('album')
    .values({
      ...albumRow({ id: HAND_MADE, artist: 'Banda', name: 'Maqueta', year: 1999 }),
      listed_by: bob.id,
    })
    .execute();
  for (const id of [X, Y, I1, Z, E2]) {
    expect((await as(a, ana).put(`/api/me/albums/${id}`)).statusCode).toBeLessThan(300);
  }
  received = recordDeliveries(a);
  await followAcross(a, ana, `@bob@${b.host}`);
  // The first fetch, once the follow is accepted: Bob holds nothing yet.
  await vi.waitFor(async () => expect((await syncOfBob()).synced_at).not.toBeNull(), ROUND_TRIP_WAIT);
}, ROUND_TRIPS_MS);

afterAll(() => closeInstances(a, b));

describe('a wishlist change across servers', () => {
  it(
    'an album wished for on B is at once among its wishers on A, told by one Add to followers; taken off, by a Remove',
    async () => {
      expect(await wishersOf(X)).toEqual([]);
      expect((await as(b, bob).put(`/api/me/wishlist/${X}`)).statusCode).toBe(200);
      await vi.waitFor(() => expect(fromBob('Add')).toHaveLength(1), ROUND_TRIP_WAIT);
      const [add] = fromBob('Add');
      expect(add!.status).toBe(202);
      expect(add!.activity).toMatchObject({
        type: 'Add',
        target: `${bobUri}/wants`,
        to: `${bobUri}/followers`,
        // The reference the `wants` pages serve: the album's page on B, and the Discogs ids.
        object: {
          type: 'Object',
          id: `${b.url}/album/${X}`,
          url: [`https://www.discogs.com/release/${X}`, `https://www.discogs.com/master/${MASTER[X]}`],
        },
      });
      // For followers alone, as the collection is.
      expect(add!.activity.cc).toBeUndefined();
      expect(AS_PUBLIC).not.toContain(add!.activity.to);
      // 'Lo buscan:' of X names Bob, long before the period's fetch (6 h).
      await vi.waitFor(async () => expect(await wishersOf(X)).toEqual([bobOnA()]), ROUND_TRIP_WAIT);

      expect((await as(b, bob).delete(`/api/me/wishlist/${X}`)).statusCode).toBe(204);
      await vi.waitFor(() => expect(fromBob('Remove')).toHaveLength(1), ROUND_TRIP_WAIT);
      expect(fromBob('Remove')[0]).toMatchObject({
        status: 202,
        activity: { target: `${bobUri}/wants`, object: { id: `${b.url}/album/${X}` } },
      });
      await vi.waitFor(async () => expect(await wishersOf(X)).toEqual([]), ROUND_TRIP_WAIT);
    },
    ROUND_TRIPS_MS,
  );

  it(
    'an album wished for and then owned, or moved to, leaves the wishlist with a Remove',
    async () => {
      expect((await as(b, bob).put(`/api/me/wishlist/${Y}`)).statusCode).toBe(200);
      await vi.waitFor(async () => expect(await wishersOf(Y)).toEqual([bobOnA()]), ROUND_TRIP_WAIT);
      expect((await as(b, bob).put(`/api/me/albums/${Y}`)).statusCode).toBeLessThan(300);
      await vi.waitFor(() => expect(fromBob('Remove')).toHaveLength(2), ROUND_TRIP_WAIT);
      expect(fromBob('Remove')[1]!.activity).toMatchObject({ object: { id: `${b.url}/album/${Y}` } });
      await vi.waitFor(async () => expect(await wishersOf(Y)).toEqual([]), ROUND_TRIP_WAIT);

      // 'Otras ediciones': his copy of E1 moves to E2, which he wished for.
      expect((await as(b, bob).put(`/api/me/albums/${E1}`)).statusCode).toBeLessThan(300);
      expect((await as(b, bob).put(`/api/me/wishlist/${E2}`)).statusCode).toBe(200);
      await vi.waitFor(async () => expect(await wishersOf(E2)).toEqual([bobOnA()]), ROUND_TRIP_WAIT);
      const copies = (await as(b, bob).get(`/api/me/albums/${E1}/copies`)).json<{
        items: { id: string }[];
      }>();
      const moved = await as(b, bob).post(`/api/me/copies/${copies.items[0]!.id}/edition`, { albumId: E2 });
      expect(moved.statusCode).toBe(200);
      await vi.waitFor(() => expect(fromBob('Remove')).toHaveLength(3), ROUND_TRIP_WAIT);
      expect(fromBob('Remove')[2]!.activity).toMatchObject({ object: { id: `${b.url}/album/${E2}` } });
      await vi.waitFor(async () => expect(await wishersOf(E2)).toEqual([]), ROUND_TRIP_WAIT);
      // E1, left without a copy, left his albums: one Update of `haves`.
      await vi.waitFor(() => expect(fromBob('Update')).toHaveLength(1), ROUND_TRIP_WAIT);
      expect(fromBob('Update')[0]!.activity).toMatchObject({ object: { id: `${bobUri}/haves` } });
    },
    ROUND_TRIPS_MS,
  );

  it(
    'a wantlist import sends one Update of the wants collection, not one activity per album',
    async () => {
      const adds = fromBob('Add').length;
      const updates = fromBob('Update').length;
      const csv = [
        'Catalog#,Artist,Title,Label,Format,Rating,Released,release_id,Notes',
        `CAT 1,Artista,Disco ${I1},Sello,"LP, Album",,1970,${I1},,2024-01-02 10:00:00`,
        `CAT 2,Artista,Disco ${I2},Sello,"LP, Album",,1971,${I2},,2024-01-02 10:00:01`,
      ].join('\n');
      const started = await sendFile(b.ctx.app, '/api/imports', bob, csv);
      expect(started.statusCode).toBe(201);
      const id = started.json<{ id: string }>().id;
      const job = await waitForJob(b.ctx.app, bob, (job) => job.id === id && job.state === 'done');
      expect(job).toMatchObject({ kind: 'wantlist', wantsAdded: 2 });

      await vi.waitFor(() => expect(fromBob('Update')).toHaveLength(updates + 1), ROUND_TRIP_WAIT);
      expect(fromBob('Update').at(-1)).toMatchObject({
        status: 202,
        activity: { to: `${bobUri}/followers`, object: { type: 'Collection', id: `${bobUri}/wants` } },
      });
      await vi.waitFor(async () => expect(await wishersOf(I1)).toEqual([bobOnA()]), ROUND_TRIP_WAIT);
      await settled();
      expect(fromBob('Add')).toHaveLength(adds);
      expect(fromBob('Update')).toHaveLength(updates + 1);
    },
    ROUND_TRIPS_MS,
  );

  it(
    'a hand-made album wished for sends nothing',
    async () => {
      const told = () => [...fromBob('Add'), ...fromBob('Remove')].length;
      const before = told();
      expect((await as(b, bob).put(`/api/me/wishlist/${HAND_MADE}`)).statusCode).toBe(200);
      expect((await as(b, bob).delete(`/api/me/wishlist/${HAND_MADE}`)).statusCode).toBe(204);
      // Then a release: its Add arrives, and it is the only one.
      expect((await as(b, bob).put(`/api/me/wishlist/${Z}`)).statusCode).toBe(200);
      await vi.waitFor(() => expect(told()).toBe(before + 1), ROUND_TRIP_WAIT);
      await settled();
      expect(told()).toBe(before + 1);
      expect(fromBob('Add').at(-1)!.activity).toMatchObject({ object: { id: `${b.url}/album/${Z}` } });
      await vi.waitFor(async () => expect(await wishersOf(Z)).toEqual([bobOnA()]), ROUND_TRIP_WAIT);
    },
    ROUND_TRIPS_MS,
  );

  it(
    'an Add or Update naming another actor’s collection schedules nothing; its own asks a fetch, which trusts only the collection',
    async () => {
      await quiet();
      const before = await syncOfBob();
      const forged = (actor: URL, target: string, n: number) =>
        new Add({
          id: new URL(`${actor.href}#adds/forged-${n}`),
          actor,
          to: new URL(`${actor.href}/followers`),
          object: new APObject({
            id: new URL(`${b.url}/album/${FORGED}`),
            url: new URL(`https://www.discogs.com/release/${FORGED}`),
          }),
          target: new URL(target),
        });
      await sendAsBob((actor) => forged(actor, `${b.url}/users/carol/wants`, 1));
      await sendAsBob(
        (actor) =>
          new Update({
            id: new URL(`${actor.href}#updates/forged`),
            actor,
            to: new URL(`${actor.href}/followers`),
            object: new Collection({ id: new URL(`${b.url}/users/carol/haves`) }),
          }),
      );
      // A's Fedify answered both (202) and did what it does with them: nothing.
      await settled();
      expect(received.slice(-2).map((entry) => [entry.activity.type, entry.status])).toEqual([
        ['Add', 202],
        ['Update', 202],
      ]);
      expect(await syncOfBob()).toEqual(before);

      // The same Add naming his own wants asks for a fetch; the fetch reads the collection, not the Add.
      await sendAsBob((actor) => forged(actor, `${actor.href}/wants`, 2));
      await vi.waitFor(
        async () => expect((await syncOfBob()).synced_at).toBeGreaterThan(before.synced_at!),
        ROUND_TRIP_WAIT,
      );
      expect(await heldOnA()).toEqual([
        `owned ${Y}`,
        `owned ${E2}`,
        `wished ${I1}`,
        `wished ${I2}`,
        `wished ${Z}`,
      ]);
    },
    ROUND_TRIPS_MS,
  );

  it(
    'a bulk removal sends one Update of haves; undone, one of haves and one of wants, as the album back leaves the wishlist',
    async () => {
      await quiet();
      const updates = fromBob('Update').length;
      const lastUpdates = (count: number) =>
        fromBob('Update')
          .slice(-count)
          .map((entry) => [entry.status, (entry.activity.object as { id: string }).id])
          .sort();
      for (const id of [W1, W2]) {
        expect((await as(b, bob).put(`/api/me/albums/${id}`)).statusCode).toBeLessThan(300);
      }
      await vi.waitFor(
        async () => expect(await heldOnA()).toEqual(expect.arrayContaining([`owned ${W1}`, `owned ${W2}`])),
        ROUND_TRIP_WAIT,
      );

      const removed = await as(b, bob).post('/api/me/albums/bulk', { action: 'remove', albumIds: [W1, W2] });
      expect(removed.statusCode).toBe(200);
      await vi.waitFor(() => expect(fromBob('Update')).toHaveLength(updates + 1), ROUND_TRIP_WAIT);
      expect(fromBob('Update').at(-1)).toMatchObject({
        status: 202,
        activity: { to: `${bobUri}/followers`, object: { type: 'Collection', id: `${bobUri}/haves` } },
      });
      await vi.waitFor(async () => expect(await heldOnA()).not.toContain(`owned ${W1}`), ROUND_TRIP_WAIT);

      // Not his any more, W1 may be wished for; the undo brings it back as owned, so wished for no more.
      expect((await as(b, bob).put(`/api/me/wishlist/${W1}`)).statusCode).toBe(200);
      await vi.waitFor(async () => expect(await heldOnA()).toContain(`wished ${W1}`), ROUND_TRIP_WAIT);
      const undone = await as(b, bob).post('/api/me/albums/bulk/undo', {
        token: removed.json<{ undo: string }>().undo,
      });
      expect(undone.json()).toEqual({ albumIds: [W1, W2] });
      const wished = await b.ctx.app.db
        .selectFrom('wishlist_entry')
        .select('album_id')
        .where('user_id', '=', bob.id)
        .where('album_id', '=', W1)
        .execute();
      expect(wished).toEqual([]);

      await vi.waitFor(() => expect(fromBob('Update')).toHaveLength(updates + 3), ROUND_TRIP_WAIT);
      expect(lastUpdates(2)).toEqual([
        [202, `${bobUri}/haves`],
        [202, `${bobUri}/wants`],
      ]);
      await vi.waitFor(
        async () =>
          expect(await heldOnA()).toEqual([
            `owned ${Y}`,
            `owned ${E2}`,
            `owned ${W1}`,
            `owned ${W2}`,
            `wished ${I1}`,
            `wished ${I2}`,
            `wished ${Z}`,
          ]),
        ROUND_TRIP_WAIT,
      );
      // One Update a list, however many albums: nothing more comes.
      await settled();
      expect(fromBob('Update')).toHaveLength(updates + 3);
    },
    ROUND_TRIPS_MS,
  );

  it(
    'a suspended member’s wish changes send nothing',
    async () => {
      await settled();
      const told = () => [...fromBob('Add'), ...fromBob('Remove'), ...fromBob('Update')].length;
      const before = told();
      const suspended = (at: number | null) =>
        b.ctx.app.db.updateTable('user').set({ suspendedAt: at }).where('id', '=', bob.id).execute();
      await suspended(Date.now());
      // Suspended behind the sessions' back (as a request under way is): the wishes are kept, nothing travels.
      expect((await as(b, bob).put(`/api/me/wishlist/${S1}`)).statusCode).toBe(200);
      expect((await as(b, bob).delete(`/api/me/wishlist/${Z}`)).statusCode).toBe(204);
      await suspended(null);
      // Then a wish of his again: its Add arrives, and it is the only one.
      expect((await as(b, bob).put(`/api/me/wishlist/${S2}`)).statusCode).toBe(200);
      await vi.waitFor(() => expect(told()).toBe(before + 1), ROUND_TRIP_WAIT);
      await settled();
      expect(told()).toBe(before + 1);
      expect(fromBob('Add').at(-1)!.activity).toMatchObject({ object: { id: `${b.url}/album/${S2}` } });
    },
    ROUND_TRIPS_MS,
  );

  it(
    'a cancelled import that added albums sends the post the feed shows and one Update of wants; one that added none, nothing',
    async () => {
      expect((await as(b, bob).put(`/api/me/wishlist/${C0}`)).statusCode).toBe(200);
      await vi.waitFor(async () => expect(await heldOnA()).toContain(`wished ${C0}`), ROUND_TRIP_WAIT);
      await settled();
      await follow(b.ctx.app, carol, bob);
      const creates = fromBob('Create').length;
      const updates = fromBob('Update').length;

      const rows = [C0, ...Array.from({ length: 20 }, (_, index) => String(C_FROM + index))].map((id) => ({
        Artist: 'Artista',
        Title: `Disco ${id}`,
        Label: 'Sello',
        Format: 'Vinyl, LP',
        Released: '1970',
        release_id: id,
      }));
      const started = await sendFile(b.ctx.app, '/api/imports', bob, collectionCsv(rows));
      expect(started.statusCode).toBe(201);
      const id = started.json<{ id: string }>().id;
      // C0, the first row, is his now: it left his wishlist.
      await waitForJob(b.ctx.app, bob, (job) => job.id === id && job.copiesAdded > 0);
      const cancelled = (await as(b, bob).post(`/api/imports/${id}/cancel`)).json<ImportJob>();
      expect(cancelled.state).toBe('cancelled');
      const added = cancelled.copiesAdded;
      expect(added).toBeGreaterThan(0);
      expect(added).toBeLessThan(rows.length);
      // Carol's feed here shows the import with what it added; Bob's followers elsewhere get the same.
      const feed = (await as(b, carol).get('/api/feed')).json<FeedPage>();
      expect(feed.items.filter((item) => item.type === 'import')).toEqual([
        expect.objectContaining({ count: added }),
      ]);
      await vi.waitFor(() => expect(fromBob('Create')).toHaveLength(creates + 1), ROUND_TRIP_WAIT);
      const note = fromBob('Create').at(-1)!.activity.object as { content: string; url: string };
      expect(note.content).toContain(texts.feed.postImported(added));
      expect(note.url).toBe(`${b.url}/user/${bob.id}`);
      await vi.waitFor(() => expect(fromBob('Update')).toHaveLength(updates + 1), ROUND_TRIP_WAIT);
      expect(fromBob('Update').at(-1)).toMatchObject({
        status: 202,
        activity: { object: { type: 'Collection', id: `${bobUri}/wants` } },
      });
      await vi.waitFor(async () => {
        const held = await heldOnA();
        expect(held).toContain(`owned ${C0}`);
        expect(held).not.toContain(`wished ${C0}`);
      }, ROUND_TRIP_WAIT);

      // An import cancelled before its first row added nothing: no post, no Update.
      await settled();
      const told = () => [...fromBob('Create'), ...fromBob('Update'), ...fromBob('Add')].length;
      const before = told();
      const empty = randomUUID();
      const now = Date.now();
      await b.ctx.app.db
        .insertInto('import_job')
        .values({
          id: empty,
          user_id: bob.id,
          kind: 'wantlist',
          source: 'wants.csv',
          state: 'planning',
          lease_until: now + 60_000,
          created_at: now,
          updated_at: now,
        })
        .execute();
      const stopped = (await as(b, bob).post(`/api/imports/${empty}/cancel`)).json<ImportJob>();
      expect(stopped).toMatchObject({ state: 'cancelled', copiesAdded: 0, wantsAdded: 0 });
      expect((await as(b, bob).put(`/api/me/wishlist/${X}`)).statusCode).toBe(200);
      await vi.waitFor(() => expect(told()).toBe(before + 1), ROUND_TRIP_WAIT);
      await settled();
      expect(told()).toBe(before + 1);
      expect(fromBob('Add').at(-1)!.activity).toMatchObject({ object: { id: `${b.url}/album/${X}` } });
    },
    ROUND_TRIPS_MS,
  );

  it(
    'removing one album sends one Update of haves, whether it had no post to Delete (imported) or had one',
    async () => {
      await quiet();
      // What `albumRemoved` deletes, if there is one: the album's own post.
      const postOf = (id: string) =>
        b.ctx.app.db
          .selectFrom('federated_post')
          .select('id')
          .where('user_id', '=', bob.id)
          .where('kind', '=', 'album')
          .where('subject_id', '=', id)
          .execute();
      const haves = { to: `${bobUri}/followers`, object: { type: 'Collection', id: `${bobUri}/haves` } };
      // C0 came with the cancelled import, which posted one summary and no post per album.
      expect(await postOf(C0)).toEqual([]);
      expect(await heldOnA()).toContain(`owned ${C0}`);
      const deletes = fromBob('Delete').length;
      const updates = fromBob('Update').length;
      expect((await as(b, bob).delete(`/api/me/albums/${C0}`)).statusCode).toBe(204);
      // Long before the period's fetch (6 h): 'Lo tienen:' on A names Bob no more.
      await vi.waitFor(async () => expect(await heldOnA()).not.toContain(`owned ${C0}`), ROUND_TRIP_WAIT);
      expect(fromBob('Update')).toHaveLength(updates + 1);
      expect(fromBob('Update').at(-1)).toMatchObject({ status: 202, activity: haves });
      await quiet();
      expect(fromBob('Delete')).toHaveLength(deletes);
      expect(fromBob('Update')).toHaveLength(updates + 1);

      // Y was added by hand, so it has its post: the Delete goes, and the Update as well.
      expect(await postOf(Y)).toHaveLength(1);
      expect((await as(b, bob).delete(`/api/me/albums/${Y}`)).statusCode).toBe(204);
      await vi.waitFor(async () => expect(await heldOnA()).not.toContain(`owned ${Y}`), ROUND_TRIP_WAIT);
      await settled();
      expect(fromBob('Delete')).toHaveLength(deletes + 1);
      expect(fromBob('Update')).toHaveLength(updates + 2);
      expect(fromBob('Update').at(-1)).toMatchObject({ status: 202, activity: haves });
    },
    ROUND_TRIPS_MS,
  );
});
