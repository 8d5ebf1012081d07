import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { albumRow } from './helpers/albums.ts';
import { createTestContext } from './helpers/app.ts';
import { own } from './helpers/acts.ts';
import { collectionCsv, sendFile, waitForJob } from './helpers/imports.ts';
import {
  type Instance,
  federatedInstance,
  federatedMember,
  followAcross,
  ROUND_TRIP_WAIT,
  ROUND_TRIPS_MS,
  closeInstances,
  type Received,
  recordDeliveries,
} from './helpers/instances.ts';
import { as } from './helpers/requests.ts';
import { createUser, type TestUser } from './helpers/users.ts';

const AS_PUBLIC = ['https://www.w3.org/ns/activitystreams#Public', 'as:Public', 'Public'];

let a: Instance;
let b: Instance;
let ana: TestUser;
let bob: TestUser;
let received: Received[] = [];

const noteOf = (entry: Received) => entry.activity.object as Record<string, unknown>;
const fromAna = (type: string) =>
  received.filter((entry) => entry.activity.type === type && entry.activity.actor === `${a.url}/users/ana`);

async function storeAlbum(id: string, name: string, artist: string, genre: string) {
  await a.ctx.app.db
    .insertInto('album')
    .values({ ...albumRow({ id, name, artist, year: 1959, genre }), image: 'https://img.example/cover.jpg' })
    .execute();
}

const postsOf = (userId: string) =>
  a.ctx.app.db
    .selectFrom('federated_post')
    .select(['kind', 'subject_id'])
    .where('user_id', '=', userId)
    .execute();

const activityJson = { accept: 'application/activity+json' };
const ADMIN_EMAIL = 'moderadora@example.com';

beforeAll(async () => {
  [a, b] = await Promise.all([federatedInstance({ ADMIN_EMAILS: ADMIN_EMAIL }), federatedInstance()]);
  ana = await federatedMember(a, 'Ana', 'ana');
  bob = await federatedMember(b, 'Bob', 'bob');
  received = recordDeliveries(b);

  // Bob, on B, follows Ana on A from B's own screens.
  await followAcross(b, bob, `@ana@${a.host}`);
}, ROUND_TRIPS_MS);

afterAll(() => closeInstances(a, b));

describe('what travels to followers on other servers', () => {
  it(
    'an album added reaches the follower as one signed Create(Note) in Mastodon’s shape',
    async () => {
      await storeAlbum('90001', 'Kind of Blue', 'Miles Davis', 'Jazz, Funk / Soul');
      await own(a.ctx.app, ana, '90001');
      await vi.waitFor(() => expect(fromAna('Create')).toHaveLength(1), ROUND_TRIP_WAIT);
      const [create] = fromAna('Create');
      expect(create!.status).toBe(202);
      const note = noteOf(create!);
      expect(note).toMatchObject({
        type: 'Note',
        attributedTo: `${a.url}/users/ana`,
        cc: `${a.url}/users/ana/followers`,
        url: `${a.url}/album/90001`,
        attachment: [
          {
            type: 'Image',
            mediaType: 'image/jpeg',
            url: `${a.url}/covers/90001`,
            name: 'Kind of Blue — Miles Davis',
          },
        ],
        contentMap: { es: note.content },
      });
      expect(AS_PUBLIC).toContain(note.to);
      expect(AS_PUBLIC).toContain(create!.activity.to);
      expect(String(note.content)).toContain('<p>añadió «Kind of Blue» de Miles Davis</p>');
      expect(typeof note.published).toBe('string');
      expect(note.tag).toEqual([
        { type: 'Hashtag', href: `${a.url}/?genre=Jazz`, name: '#Jazz' },
        { type: 'Hashtag', href: `${a.url}/?genre=FunkSoul`, name: '#FunkSoul' },
      ]);

      // Its id is a URL that answers the Note, to ActivityPub clients.
      const fetched = await fetch(String(note.id), { headers: activityJson });
      expect(fetched.status).toBe(200);
      expect(await fetched.json()).toMatchObject({ id: note.id, type: 'Note', content: note.content });
      // A browser opening it goes to the album's page.
      const opened = await fetch(String(note.id), { headers: { accept: 'text/html' }, redirect: 'manual' });
      expect(opened.status).toBe(302);
      expect(opened.headers.get('location')).toBe('/album/90001');
    },
    ROUND_TRIPS_MS,
  );

  it(
    'a private collection never leaves A; a public one links to its albums; made private, its Note is deleted',
    async () => {
      await storeAlbum('90002', 'A Love Supreme', 'John Coltrane', 'Jazz');
      await own(a.ctx.app, ana, '90002');
      await vi.waitFor(() => expect(fromAna('Create')).toHaveLength(2), ROUND_TRIP_WAIT);

      const secret = await as(a.ctx.app, ana).post('/api/collections', {
        name: 'Secreta',
        privacy: 'private',
        albumIds: ['90001'],
      });
      expect(secret.statusCode).toBe(201);
      const secretId = secret.json<{ id: string }>().id;
      const shown = await as(a.ctx.app, ana).post('/api/collections', {
        name: 'Jazz modal',
        privacy: 'public',
        albumIds: ['90001', '90002'],
      });
      expect(shown.statusCode).toBe(201);
      const shownId = shown.json<{ id: string }>().id;

      await vi.waitFor(() => expect(fromAna('Create')).toHaveLength(3), ROUND_TRIP_WAIT);
      const note = noteOf(fromAna('Create')[2]!);
      expect(String(note.content)).toContain('publicó la colección «Jazz modal»');
      const albumsUrl = `${a.url}/collections/${shownId}/albums`;
      expect(note.url).toEqual([
        { type: 'Link', href: `${a.url}/collection/${shownId}`, mediaType: 'text/html' },
        { type: 'Link', href: albumsUrl, mediaType: 'application/activity+json' },
      ]);
      // The private one: no post, nothing delivered, no albums collection.
      expect(JSON.stringify(received)).not.toContain(secretId);
      expect((await postsOf(ana.id)).map((post) => post.subject_id)).not.toContain(secretId);
      expect((await fetch(`${a.url}/collections/${secretId}/albums`, { headers: activityJson })).status).toBe(
        404,
      );

      const collection = await (await fetch(albumsUrl, { headers: activityJson })).json();
      expect(collection).toMatchObject({ type: 'OrderedCollection', totalItems: 2 });
      const page = await (
        await fetch(String((collection as { first: string }).first), { headers: activityJson })
      ).json();
      expect((page as { orderedItems: unknown[] }).orderedItems).toMatchObject([
        { name: 'Kind of Blue — Miles Davis', url: `${a.url}/album/90001` },
        { name: 'A Love Supreme — John Coltrane', url: `${a.url}/album/90002` },
      ]);

      // Renamed while public: the same Note, brought up to date by one Update; saved
      // again unchanged, nothing more is sent.
      const rename = (name: string) =>
        as(a.ctx.app, ana).put(`/api/collections/${shownId}`, {
          name,
          privacy: 'public',
          albumIds: ['90001', '90002'],
        });
      expect((await rename('Jazz modal, 1959–1964')).statusCode).toBe(200);
      await vi.waitFor(() => expect(fromAna('Update')).toHaveLength(1), ROUND_TRIP_WAIT);
      const update = fromAna('Update')[0]!;
      expect(update.status).toBe(202);
      const updated = update.activity.object as Record<string, unknown>;
      expect(updated).toMatchObject({ type: 'Note', id: note.id });
      expect(String(updated.content)).toContain('publicó la colección «Jazz modal, 1959–1964»');
      const served = await (await fetch(String(note.id), { headers: activityJson })).json();
      expect(String((served as { content: string }).content)).toContain('«Jazz modal, 1959–1964»');
      expect((await rename('Jazz modal, 1959–1964')).statusCode).toBe(200);

      const hidden = await as(a.ctx.app, ana).put(`/api/collections/${shownId}`, {
        name: 'Jazz modal',
        privacy: 'private',
        albumIds: ['90001', '90002'],
      });
      expect(hidden.statusCode).toBe(200);
      await vi.waitFor(() => expect(fromAna('Delete')).toHaveLength(1), ROUND_TRIP_WAIT);
      // The unchanged save sent nothing (an Update of it would have been queued before the Delete).
      expect(fromAna('Update')).toHaveLength(1);
      expect(fromAna('Create')).toHaveLength(3);
      const deleted = fromAna('Delete')[0]!;
      expect(deleted.status).toBe(202);
      expect(deleted.activity.object).toMatchObject({ type: 'Tombstone', id: note.id });
      expect((await fetch(String(note.id), { headers: activityJson })).status).toBe(404);
      expect((await fetch(albumsUrl, { headers: activityJson })).status).toBe(404);
    },
    ROUND_TRIPS_MS,
  );

  it(
    'removing an album, one by one or in bulk, deletes its Note; a suspended member sends nothing',
    async () => {
      const first = noteOf(fromAna('Create')[0]!);
      expect((await as(a.ctx.app, ana).delete('/api/me/albums/90001')).statusCode).toBe(204);
      await vi.waitFor(() => expect(fromAna('Delete')).toHaveLength(2), ROUND_TRIP_WAIT);
      expect(fromAna('Delete')[1]!.activity.object).toMatchObject({ type: 'Tombstone', id: first.id });

      await a.ctx.app.db
        .updateTable('user')
        .set({ suspendedAt: Date.now() })
        .where('id', '=', ana.id)
        .execute();
      await storeAlbum('90003', 'Blue Train', 'John Coltrane', 'Jazz');
      // Suspended behind the sessions' back (as an import finishing after a suspension is): her add
      // still goes through, but nothing of it travels.
      await own(a.ctx.app, ana, '90003');
      await a.ctx.app.db.updateTable('user').set({ suspendedAt: null }).where('id', '=', ana.id).execute();
      await storeAlbum('90004', 'Giant Steps', 'John Coltrane', 'Folk, World, & Country, Jazz');
      await own(a.ctx.app, ana, '90004');
      await vi.waitFor(() => expect(fromAna('Create')).toHaveLength(4), ROUND_TRIP_WAIT);
      const fourth = noteOf(fromAna('Create')[3]!);
      expect(String(fourth.url)).toBe(`${a.url}/album/90004`);
      // Discogs' one genre with commas of its own is one hashtag.
      expect((fourth.tag as Array<{ name: string }>).map((tag) => tag.name)).toEqual([
        '#FolkWorldCountry',
        '#Jazz',
      ]);
      expect(JSON.stringify(received)).not.toContain('90003');

      // A removal by bulk action (My albums' selection) withdraws the post too.
      const bulk = await as(a.ctx.app, ana).post('/api/me/albums/bulk', {
        action: 'remove',
        albumIds: ['90004'],
      });
      expect(bulk.statusCode).toBe(200);
      await vi.waitFor(() => expect(fromAna('Delete')).toHaveLength(3), ROUND_TRIP_WAIT);
      expect(fromAna('Delete')[2]!.activity.object).toMatchObject({ type: 'Tombstone', id: fourth.id });
    },
    ROUND_TRIPS_MS,
  );

  it(
    'an import of many albums is one post',
    async () => {
      const rows = Array.from({ length: 30 }, (_, index) => ({
        Artist: `Artista ${index}`,
        Title: `Disco ${index}`,
        Label: 'Sello',
        Format: 'Vinyl, LP',
        Released: '1970',
        release_id: String(91000 + index),
      }));
      const started = await sendFile(a.ctx.app, '/api/imports', ana, collectionCsv(rows));
      expect(started.statusCode).toBe(201);
      await waitForJob(a.ctx.app, ana, (job) => job.state === 'done');
      await vi.waitFor(() => expect(fromAna('Create')).toHaveLength(5), ROUND_TRIP_WAIT);
      expect(String(noteOf(fromAna('Create')[4]!).content)).toContain('importó 30 discos');
      // Nothing per album: give the queue a moment to show any stragglers.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(fromAna('Create')).toHaveLength(5);
      expect((await postsOf(ana.id)).filter((post) => post.kind === 'import')).toHaveLength(1);
    },
    ROUND_TRIPS_MS,
  );

  it(
    'the outbox lists the posts newest first, paged',
    async () => {
      const outbox = await (await fetch(`${a.url}/users/ana/outbox`, { headers: activityJson })).json();
      // Album 90002 and the import are left (the rest were withdrawn).
      expect(outbox).toMatchObject({ type: 'OrderedCollection', totalItems: 2 });
      const page = (await (
        await fetch(String((outbox as { first: string }).first), { headers: activityJson })
      ).json()) as { orderedItems: Array<{ type: string; object: { content: string } }> };
      expect(page.orderedItems.map((item) => item.type)).toEqual(['Create', 'Create']);
      expect(page.orderedItems[0]!.object.content).toContain('importó 30 discos');
      expect(page.orderedItems[1]!.object.content).toContain('A Love Supreme');

      // Past a page: 25 more posts (as kept), read in two pages.
      const base = Date.now() + 10_000;
      await a.ctx.app.db
        .insertInto('federated_post')
        .values(
          Array.from({ length: 25 }, (_, index) => ({
            id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
            user_id: ana.id,
            kind: 'album' as const,
            subject_id: `extra-${index}`,
            note: JSON.stringify({
              content: `<p>post ${index}</p>`,
              language: 'es',
              url: `${a.url}/album/${index}`,
              albums: null,
              image: null,
              hashtags: [],
            }),
            created_at: base + index,
          })),
        )
        .execute();
      const seen: string[] = [];
      let next: string | undefined = `${a.url}/users/ana/outbox?cursor=`;
      while (next !== undefined) {
        const current = (await (await fetch(next, { headers: activityJson })).json()) as {
          orderedItems: Array<{ object: { content: string } }>;
          next?: string;
        };
        seen.push(...current.orderedItems.map((item) => item.object.content));
        next = current.next;
      }
      expect(seen).toHaveLength(27);
      expect(seen[0]).toBe('<p>post 24</p>');
      expect(seen[24]).toBe('<p>post 0</p>');
      expect(seen[25]).toContain('importó 30 discos');
      expect(seen[26]).toContain('A Love Supreme');
    },
    ROUND_TRIPS_MS,
  );

  it(
    "an admin's hiding of a public collection deletes its Note",
    async () => {
      const admin = await createUser(a.ctx.app, {
        name: 'Moderadora',
        email: ADMIN_EMAIL,
        emailVerified: true,
      });
      const rita = await createUser(a.ctx.app, { name: 'Rita' });
      const made = await as(a.ctx.app, ana).post('/api/collections', {
        name: 'Denunciada',
        privacy: 'public',
        albumIds: ['90002'],
      });
      expect(made.statusCode).toBe(201);
      const collectionId = made.json<{ id: string }>().id;
      await vi.waitFor(() => expect(fromAna('Create')).toHaveLength(6), ROUND_TRIP_WAIT);
      const note = noteOf(fromAna('Create')[5]!);
      expect(String(note.content)).toContain('«Denunciada»');

      const reported = await as(a.ctx.app, rita).post('/api/reports', {
        targetKind: 'collection',
        targetId: collectionId,
        reason: 'spam',
      });
      expect(reported.statusCode).toBe(204);
      const [filed] = (await as(a.ctx.app, admin).get('/api/admin/reports')).json<{
        items: Array<{ id: string }>;
      }>().items;
      const hidden = await as(a.ctx.app, admin).post(`/api/admin/reports/${filed!.id}/resolve`, {
        action: 'hide',
      });
      expect(hidden.statusCode).toBe(204);
      await vi.waitFor(() => expect(fromAna('Delete')).toHaveLength(4), ROUND_TRIP_WAIT);
      expect(fromAna('Delete')[3]!.activity.object).toMatchObject({ type: 'Tombstone', id: note.id });
    },
    ROUND_TRIPS_MS,
  );

  it(
    "a hand-made album's post links to its maker's profile (its page opens for the maker alone)",
    async () => {
      const id = `m-${'a'.repeat(32)}`;
      await storeAlbum(id, 'Maqueta', 'Los Vecinos', 'Rock');
      await own(a.ctx.app, ana, id);
      await vi.waitFor(() => expect(fromAna('Create')).toHaveLength(7), ROUND_TRIP_WAIT);
      expect(noteOf(fromAna('Create')[6]!).url).toBe(`${a.url}/user/${ana.id}`);
    },
    ROUND_TRIPS_MS,
  );

  it(
    'deleting the account sends Delete of the actor to its followers elsewhere',
    async () => {
      // Bob follows her from B's own screens (beforeAll), so B keeps her (decision 057).
      const anaUri = `${a.url}/users/ana`;
      const deleted = await as(a.ctx.app, ana).post('/api/auth/delete-user', { password: ana.password });
      expect(deleted.statusCode).toBe(200);
      await vi.waitFor(
        () =>
          expect(
            fromAna('Delete').filter((entry) => entry.activity.object === `${a.url}/users/ana`),
          ).toHaveLength(1),
        ROUND_TRIP_WAIT,
      );
      const farewell = fromAna('Delete').find((entry) => entry.activity.object === `${a.url}/users/ana`)!;
      // B verified its signature (Ana's key, as B had it from her earlier deliveries).
      expect(farewell.status).toBe(202);
      expect(
        await a.ctx.app.db.selectFrom('actor_key').selectAll().where('user_id', '=', ana.id).execute(),
      ).toEqual([]);
      // B forgot her (its inbox works through its queue), and Bob's follow of her with her.
      await vi.waitFor(async () => {
        expect(await b.ctx.app.db.selectFrom('remote_follow').selectAll().execute()).toEqual([]);
        expect(
          await b.ctx.app.db.selectFrom('remote_actor').select('id').where('id', '=', anaUri).execute(),
        ).toEqual([]);
      }, ROUND_TRIP_WAIT);
    },
    ROUND_TRIPS_MS,
  );
});

describe('with federation off', () => {
  it('keeps no posts and answers none of their addresses', async () => {
    const ctx = await createTestContext();
    try {
      const eva = await createUser(ctx.app, { name: 'Eva' });
      await ctx.app.db
        .insertInto('album')
        .values(albumRow({ id: '90010', name: 'Kind of Blue', artist: 'Miles Davis', year: 1959 }))
        .execute();
      await own(ctx.app, eva, '90010');
      const made = await as(ctx.app, eva).post('/api/collections', { name: 'Pública', albumIds: ['90010'] });
      expect(made.statusCode).toBe(201);
      expect(await ctx.app.db.selectFrom('federated_post').selectAll().execute()).toEqual([]);
      for (const url of [`/collections/${made.json<{ id: string }>().id}/albums`, '/posts/x']) {
        const response = await ctx.app.inject({ method: 'GET', url, headers: activityJson });
        expect(response.statusCode, url).toBe(404);
      }
    } finally {
      await ctx.close();
    }
  });
});
