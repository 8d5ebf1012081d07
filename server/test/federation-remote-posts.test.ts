import type { Context } from '@fedify/fedify';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Create, Delete, Document, Note, PUBLIC_COLLECTION, Tombstone, Update, isActor } from '@fedify/vocab';
import type { Counts } from '@surcos/contracts/counts';
import { type FeedItem, type FeedPage, remotePostImagePath } from '@surcos/contracts/feed';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { albumRow } from './helpers/albums.ts';
import { follow, own } from './helpers/acts.ts';
import {
  type Instance,
  federatedInstance,
  federatedMember,
  followAcross,
  ROUND_TRIP_WAIT,
  ROUND_TRIPS_MS,
  closeInstances,
} from './helpers/instances.ts';
import { as } from './helpers/requests.ts';
import { openConnected } from './helpers/sockets.ts';
import { createUser, type TestUser } from './helpers/users.ts';

let a: Instance;
let b: Instance;
let ana: TestUser;
let bob: TestUser;
let bobUri: string;
let carolUri: string;
let carol: TestUser;
let anaUri: string;

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5b4f0cb0000000049454e44ae426082',
  'hex',
);

type Remote = Extract<FeedItem, { type: 'remote' }>;

const feedOf = async (user: TestUser, cursor?: string) =>
  (
    await as(a.ctx.app, user).get(`/api/feed${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`)
  ).json<FeedPage>();
const remoteIn = async (user: TestUser) =>
  (await feedOf(user)).items.filter((item): item is Remote => item.type === 'remote');
const counts = async (user: TestUser) => (await as(a.ctx.app, user).get('/api/me/counts')).json<Counts>();
const keptPosts = () =>
  a.ctx.app.db.selectFrom('remote_post').select(['id', 'actor_id', 'content']).orderBy('id').execute();

/** A's inbox work all done (inbox activities are processed by its queue). */
const drained = () =>
  vi.waitFor(
    async () =>
      expect(await a.ctx.app.db.selectFrom('federation_message').select('id').execute()).toEqual([]),
    ROUND_TRIP_WAIT,
  );

/** B's Fedify acting for one of its members, under B's outbound policy, delivering to Ana's inbox at once. */
async function sendFromB(identifier: string, activity: (actorUri: URL) => Create | Update | Delete) {
  const runtime = b.ctx.app.federation!;
  const ctx: Context<void> = runtime.federation.createContext(new URL(b.url), undefined);
  await runtime.outbound(async () => {
    const anaActor = await ctx.lookupObject(anaUri);
    if (!isActor(anaActor)) throw new Error('no actor for ana');
    await ctx.sendActivity({ identifier }, anaActor, activity(ctx.getActorUri(identifier)), {
      immediate: true,
    });
  });
}

/** A plain status as Mastodon sends it: public, HTML content, its own page as url. */
const status = (actor: URL, id: string, content: string) =>
  new Note({
    id: new URL(`${actor.href}/statuses/${id}`),
    attribution: actor,
    to: PUBLIC_COLLECTION,
    cc: new URL(`${actor.href}/followers`),
    content,
    url: new URL(`${actor.href}/statuses/${id}/page`),
  });
const create = (actor: URL, note: Note) =>
  new Create({ id: new URL(`${note.id!.href}#create`), actor, object: note, to: PUBLIC_COLLECTION });

beforeAll(async () => {
  [a, b] = await Promise.all([federatedInstance(), federatedInstance()]);
  ana = await federatedMember(a, 'Ana', 'ana');
  bob = await federatedMember(b, 'Bob Discos', 'bob');
  carol = await federatedMember(b, 'Carol', 'carol');
  anaUri = `${a.url}/users/ana`;
  bobUri = `${b.url}/users/bob`;
  carolUri = `${b.url}/users/carol`;

  // Ana follows Bob through the real flow, and B accepts.
  await followAcross(a, ana, `@bob@${b.host}`);
  // Seen: nothing is news yet.
  expect((await as(a.ctx.app, ana).post('/api/feed/visit')).statusCode).toBe(204);
}, ROUND_TRIPS_MS);

afterAll(() => closeInstances(a, b));

describe('posts of accounts followed on other servers enter the feed', () => {
  it(
    'Bob adds an album on B: it appears in Ana’s feed on A, with his account, text and link, as news',
    async () => {
      expect((await counts(ana)).feedHasNew).toBe(false);
      // Ana's open tab, to hear of it as it arrives.
      const socket = await openConnected(a.url, ana.cookie);
      const heard: string[] = [];
      socket.onAny((name: string) => heard.push(name));
      await b.ctx.app.db
        .insertInto('album')
        .values({
          ...albumRow({
            id: '91001',
            name: 'Kind of Blue',
            artist: 'Miles Davis',
            year: 1959,
            genre: 'Jazz',
          }),
          image: 'https://img.example/cover.jpg',
        })
        .execute();
      await own(b.ctx.app, bob, '91001');

      await vi.waitFor(async () => expect(await remoteIn(ana)).toHaveLength(1), ROUND_TRIP_WAIT);
      const [entry] = await remoteIn(ana);
      const [post] = await keptPosts();
      expect(entry).toMatchObject({
        type: 'remote',
        id: post!.id,
        account: { actorUrl: bobUri, address: `@bob@${b.host}`, name: 'Bob Discos', avatarUrl: null },
        text: `añadió «Kind of Blue» de Miles Davis\n${b.url}/album/91001\n#Jazz`,
        url: `${b.url}/album/91001`,
        imageUrl: remotePostImagePath(post!.id),
      });
      expect((await counts(ana)).feedHasNew).toBe(true);
      await vi.waitFor(
        () => expect(heard).toEqual(expect.arrayContaining(['feed.changed', 'counts.changed'])),
        ROUND_TRIP_WAIT,
      );
      socket.close();
    },
    ROUND_TRIPS_MS,
  );

  it(
    'a content warning comes as plain text (summary), a sensitive mark alone as an empty one, none as null',
    async () => {
      const bobActor = new URL(bobUri);
      const warned = new Note({
        id: new URL(`${bobUri}/statuses/cw-1`),
        attribution: bobActor,
        to: PUBLIC_COLLECTION,
        content: '<p>El final de la serie</p>',
        summary: 'Spoiler <b>de</b> la serie<script>x()</script>',
        sensitive: true,
      });
      const sensitive = new Note({
        id: new URL(`${bobUri}/statuses/cw-2`),
        attribution: bobActor,
        to: PUBLIC_COLLECTION,
        content: '<p>Portada</p>',
        sensitive: true,
      });
      const plain = status(bobActor, 'cw-3', '<p>Nada que avisar</p>');
      for (const note of [warned, sensitive, plain]) await sendFromB('bob', (actor) => create(actor, note));
      await drained();
      const warnings = Object.fromEntries(
        (await remoteIn(ana))
          .filter((item) => item.id.includes('/statuses/cw-'))
          .map((item): [string, string | null] => [item.id.split('/').pop()!, item.contentWarning]),
      );
      expect(warnings).toEqual({ 'cw-1': 'Spoiler de la serie', 'cw-2': '', 'cw-3': null });
    },
    ROUND_TRIPS_MS,
  );

  it(
    'a plain status with hostile HTML is kept once as text; an Update rewrites it; a Delete (Tombstone) removes it',
    async () => {
      const bobActor = new URL(bobUri);
      const hostile =
        '<p>Hola <b>mundo</b><script>alert(1)</script><img src="x" onerror="alert(2)"> Tom &amp; Jerry <a href="javascript:alert(3)" onclick="alert(4)">enlace</a></p><p>fin</p>';
      const note = status(bobActor, '1', hostile);
      await sendFromB('bob', (actor) => create(actor, note));
      // A repeated delivery of the same Note.
      await sendFromB('bob', (actor) => create(actor, note));
      await drained();
      const kept = (await keptPosts()).filter((post) => post.id === note.id!.href);
      expect(kept).toHaveLength(1);
      const entry = (await remoteIn(ana)).find((item) => item.id === note.id!.href);
      expect(entry).toMatchObject({
        text: 'Hola mundo Tom & Jerry enlace\nfin',
        url: `${note.id!.href}/page`,
        imageUrl: null,
      });
      const served = JSON.stringify(await feedOf(ana));
      for (const bad of ['<script', 'onerror', 'onclick', 'javascript:', '<img', '<b>']) {
        expect(served).not.toContain(bad);
        expect(JSON.stringify(kept)).not.toContain(bad);
      }

      await sendFromB(
        'bob',
        (actor) =>
          new Update({
            id: new URL(`${note.id!.href}#update`),
            actor,
            object: status(actor, '1', '<p>Hola de nuevo</p>'),
            to: PUBLIC_COLLECTION,
          }),
      );
      await vi.waitFor(async () => {
        const updated = (await remoteIn(ana)).find((item) => item.id === note.id!.href);
        expect(updated?.text).toBe('Hola de nuevo');
      }, ROUND_TRIP_WAIT);

      await sendFromB(
        'bob',
        (actor) =>
          new Delete({
            id: new URL(`${note.id!.href}#delete`),
            actor,
            object: new Tombstone({ id: note.id }),
            to: PUBLIC_COLLECTION,
          }),
      );
      await vi.waitFor(async () => {
        expect((await keptPosts()).map((post) => post.id)).not.toContain(note.id!.href);
        expect((await remoteIn(ana)).map((item) => item.id)).not.toContain(note.id!.href);
      }, ROUND_TRIP_WAIT);
    },
    ROUND_TRIPS_MS,
  );

  it(
    'a post’s first image is served through A, to members who follow its account only',
    async () => {
      const pictures = createServer((request, response) => {
        if (request.url === '/photo.png') response.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
        else response.writeHead(404).end();
      });
      await new Promise<void>((resolve) => pictures.listen(0, '127.0.0.1', resolve));
      try {
        const picturesUrl = `http://127.0.0.1:${(pictures.address() as AddressInfo).port}`;
        const note = new Note({
          id: new URL(`${bobUri}/statuses/2`),
          attribution: new URL(bobUri),
          to: PUBLIC_COLLECTION,
          content: '<p>Mi tocadiscos</p>',
          attachments: [
            new Document({ mediaType: 'image/png', url: new URL(`${picturesUrl}/photo.png`), name: 'foto' }),
          ],
        });
        await sendFromB('bob', (actor) => create(actor, note));
        await vi.waitFor(async () => {
          const entry = (await remoteIn(ana)).find((item) => item.id === note.id!.href);
          expect(entry?.imageUrl).toBe(remotePostImagePath(note.id!.href));
        }, ROUND_TRIP_WAIT);
        const image = await as(a.ctx.app, ana).get(remotePostImagePath(note.id!.href));
        expect(image.statusCode).toBe(200);
        expect(image.headers['content-type']).toBe('image/png');
        expect(image.rawPayload.equals(PNG)).toBe(true);
        const stranger = await createUser(a.ctx.app, { name: 'Eva' });
        expect((await as(a.ctx.app, stranger).get(remotePostImagePath(note.id!.href))).statusCode).toBe(404);
      } finally {
        await new Promise((resolve) => pictures.close(resolve));
      }
    },
    ROUND_TRIPS_MS,
  );

  it(
    'a post of an account nobody here follows, or a direct message, is not kept',
    async () => {
      const before = await keptPosts();
      await sendFromB('carol', (actor) => create(actor, status(actor, '7', '<p>Nadie me sigue</p>')));
      const direct = new Note({
        id: new URL(`${bobUri}/statuses/8`),
        attribution: new URL(bobUri),
        to: new URL(anaUri),
        content: '<p>Solo para Ana</p>',
      });
      await sendFromB('bob', (actor) => create(actor, direct));
      await drained();
      expect(await keptPosts()).toEqual(before);
      expect(JSON.stringify(await keptPosts())).not.toContain(carolUri);
    },
    ROUND_TRIPS_MS,
  );

  it(
    'the feed pages remote posts and local entries by time, each once',
    async () => {
      // Bob's many posts, dated an hour apart, kept as the inbox keeps them.
      const base = Date.now() - 100 * 3_600_000;
      await a.ctx.app.db
        .insertInto('remote_post')
        .values(
          Array.from({ length: 40 }, (_, index) => ({
            id: `${bobUri}/statuses/p${String(index).padStart(2, '0')}`,
            actor_id: bobUri,
            content: `post ${index}`,
            url: null,
            image_url: null,
            published_at: base + index * 3_600_000,
            received_at: base + index * 3_600_000,
            // Two at one time: the id breaks the tie.
            at: base + Math.floor(index / 2) * 2 * 3_600_000,
          })),
        )
        .execute();
      // And a member here Ana follows, whose adds fall between them.
      const luis = await createUser(a.ctx.app, { name: 'Luis' });
      await follow(a.ctx.app, ana, luis);
      for (let index = 0; index < 30; index += 1) {
        const id = String(93000 + index);
        await a.ctx.app.db
          .insertInto('album')
          .values(albumRow({ id, name: `Disco ${index}`, artist: 'Luis', year: 1970 }))
          .execute();
        await own(a.ctx.app, luis, id);
        await a.ctx.app.db
          .updateTable('album_owner')
          .set({ added_at: base + (index * 2 + 1) * 3_600_000 })
          .where('album_id', '=', id)
          .execute();
      }
      const seen: FeedItem[] = [];
      let cursor: string | undefined;
      do {
        const page = await feedOf(ana, cursor);
        seen.push(...page.items);
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      const ids = seen.flatMap((item) => (item.type === 'remote' ? [item.id] : []));
      const kept = await a.ctx.app.db
        .selectFrom('remote_post')
        .select('id')
        .orderBy('at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      expect(ids).toEqual(kept.map((row) => row.id));
      expect(seen.flatMap((item) => (item.type === 'album' ? [item.album.id] : []))).toEqual(
        Array.from({ length: 30 }, (_, index) => String(93029 - index)),
      );
      const times = seen.map((item) => Date.parse(item.at));
      expect(times).toEqual([...times].sort((x, y) => y - x));
    },
    ROUND_TRIPS_MS,
  );

  it(
    'unfollowing hides the account’s posts from the feed',
    async () => {
      expect((await remoteIn(ana)).length).toBeGreaterThan(0);
      const image = await as(a.ctx.app, ana).get(remotePostImagePath(`${bobUri}/statuses/p00`));
      expect(image.statusCode).toBe(404);
      const unfollowed = await as(a.ctx.app, ana).delete(
        `/api/remote/follows?actor=${encodeURIComponent(bobUri)}`,
      );
      expect(unfollowed.statusCode).toBe(204);
      expect(await remoteIn(ana)).toEqual([]);
    },
    ROUND_TRIPS_MS,
  );

  it(
    'a Delete of the account by itself removes its posts with it',
    async () => {
      expect((await keptPosts()).some((post) => post.actor_id === bobUri)).toBe(true);
      await sendFromB(
        'bob',
        (actor) => new Delete({ id: new URL(`${actor.href}#delete`), actor, object: actor }),
      );
      await vi.waitFor(
        async () => expect((await keptPosts()).filter((post) => post.actor_id === bobUri)).toEqual([]),
        ROUND_TRIP_WAIT,
      );
    },
    ROUND_TRIPS_MS,
  );
  it(
    'following an account brings its latest public posts into the feed, each at its own time',
    async () => {
      // Carol, on B, added an album before anyone on A followed her.
      await b.ctx.app.db
        .insertInto('album')
        .values(
          albumRow({ id: '95001', name: 'Blue Train', artist: 'John Coltrane', year: 1957, genre: 'Jazz' }),
        )
        .execute();
      await own(b.ctx.app, carol, '95001');
      const posted = await vi.waitFor(async () => {
        const row = await b.ctx.app.db
          .selectFrom('federated_post')
          .select('created_at')
          .where('user_id', '=', carol.id)
          .executeTakeFirst();
        expect(row).toBeDefined();
        return row!;
      }, ROUND_TRIP_WAIT);
      const before = (await remoteIn(ana)).filter((item) => item.account.actorUrl === carolUri);
      expect(before).toEqual([]);

      await followAcross(a, ana, `@carol@${b.host}`);
      const entry = await vi.waitFor(async () => {
        const found = (await remoteIn(ana)).filter((item) => item.account.actorUrl === carolUri);
        expect(found).toHaveLength(1);
        return found[0]!;
      }, ROUND_TRIP_WAIT);
      expect(entry.text).toContain('«Blue Train» de John Coltrane');
      expect(entry.url).toBe(`${b.url}/album/95001`);
      // At its own time, not as news of now.
      expect(Date.parse(entry.at)).toBe(Number(posted.created_at));
    },
    ROUND_TRIPS_MS,
  );
});
