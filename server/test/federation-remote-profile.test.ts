import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as en from '@surcos/contracts/texts/en';
import * as es from '@surcos/contracts/texts/es';
import type { RemoteProfile } from '@surcos/contracts/remote-profiles';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { albumRow } from './helpers/albums.ts';
import { createTestContext } from './helpers/app.ts';
import { own } from './helpers/acts.ts';
import {
  type Instance,
  federatedInstance,
  federatedMember,
  freePort,
  ROUND_TRIP_WAIT,
  ROUND_TRIPS_MS,
  instanceAdmin,
  WITH_ADMIN,
  closeInstances,
} from './helpers/instances.ts';
import { as } from './helpers/requests.ts';
import { type TestUser, createUser } from './helpers/users.ts';

let a: Instance;
let b: Instance;
let ana: TestUser;
/** A member who reads Surcos in English. */
let liz: TestUser;
let jefa: TestUser;
let bob: TestUser;
let carol: TestUser;
/** A media host of its own, as a Mastodon's is. */
let pictures: Server;
let picturesUrl: string;
let collectionId: string;
let secretId: string;
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5b4f0cb0000000049454e44ae426082',
  'hex',
);

const profileOf = (user: TestUser, address: string, cursor?: string) =>
  as(a.ctx.app, user).get(
    `/api/remote/profile?address=${encodeURIComponent(address)}${cursor ? `&cursor=${cursor}` : ''}`,
  );
const postsOnB = (userId: string) =>
  b.ctx.app.db.selectFrom('federated_post').select('id').where('user_id', '=', userId).execute();

/** A post kept on B as if Carol had sent it: its Note's HTML, link and image as given. */
async function carolPost(n: number, content: string, image: string | null = null) {
  await b.ctx.app.db
    .insertInto('federated_post')
    .values({
      id: `carol-${String(n).padStart(3, '0')}`,
      user_id: carol.id,
      kind: 'import',
      subject_id: `import-${n}`,
      note: JSON.stringify({
        content,
        language: 'es',
        url: `${b.url}/user/${carol.id}`,
        albums: null,
        image: image === null ? null : { url: image, mediaType: 'image/png', name: 'Foto' },
        hashtags: [],
      }),
      created_at: Date.UTC(2026, 0, 1) + n * 60_000,
    })
    .execute();
}

beforeAll(async () => {
  [a, b] = await Promise.all([federatedInstance(WITH_ADMIN), federatedInstance()]);
  ana = await federatedMember(a, 'Ana', 'ana');
  liz = await federatedMember(a, 'Liz', 'liz');
  await a.ctx.app.db.updateTable('user').set({ language: 'en' }).where('id', '=', liz.id).execute();
  jefa = await instanceAdmin(a);
  bob = await federatedMember(b, 'Bob Discos', 'bob');
  carol = await federatedMember(b, 'Carol', 'carol');
  pictures = createServer((request, response) => {
    if (request.url === '/foto.png') response.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => pictures.listen(0, '127.0.0.1', resolve));
  picturesUrl = `http://127.0.0.1:${(pictures.address() as AddressInfo).port}`;

  // Bob adds an album on B, publishes a collection with it, and keeps another private.
  await b.ctx.app.db
    .insertInto('album')
    .values({
      ...albumRow({ id: '93001', name: 'Kind of Blue', artist: 'Miles Davis', year: 1959, genre: 'Jazz' }),
      image: 'https://img.example/cover.jpg',
    })
    .execute();
  await own(b.ctx.app, bob, '93001');
  await vi.waitFor(async () => expect(await postsOnB(bob.id)).toHaveLength(1), ROUND_TRIP_WAIT);
  const shown = await as(b.ctx.app, bob).post('/api/collections', {
    name: 'Jazz modal',
    privacy: 'public',
    albumIds: ['93001'],
  });
  expect(shown.statusCode).toBe(201);
  collectionId = shown.json<{ id: string }>().id;
  const secret = await as(b.ctx.app, bob).post('/api/collections', {
    name: 'Secreta',
    privacy: 'private',
    albumIds: ['93001'],
  });
  expect(secret.statusCode).toBe(201);
  secretId = secret.json<{ id: string }>().id;
  await vi.waitFor(async () => expect(await postsOnB(bob.id)).toHaveLength(2), ROUND_TRIP_WAIT);
}, ROUND_TRIPS_MS);

afterAll(async () => {
  pictures?.close();
  await closeInstances(a, b);
});

describe('the profile of a member of another server', () => {
  it(
    'shows Bob’s account, his album and his public collection as B’s outbox lists them, never the private one',
    async () => {
      const response = await profileOf(ana, `@bob@${b.host}`);
      expect(response.statusCode).toBe(200);
      const profile = response.json<RemoteProfile>();
      expect(profile.account).toMatchObject({
        actorUrl: `${b.url}/users/bob`,
        address: `@bob@${b.host}`,
        name: 'Bob Discos',
        follow: 'none',
        blocked: false,
      });
      expect(profile).toMatchObject({ activityShown: true, nextCursor: null });
      // Newest first: the collection, then the album.
      expect(profile.items).toMatchObject([
        {
          kind: 'collection',
          url: `${b.url}/collection/${collectionId}`,
          imageUrl: expect.stringMatching(/^\/remote-images\?src=/) as string,
        },
        {
          kind: 'album',
          url: `${b.url}/album/93001`,
          imageUrl: expect.stringContaining(
            `src=${encodeURIComponent(`${b.url}/covers/93001`)}&sig=`,
          ) as string,
        },
      ]);
      expect(profile.items[0]!.text).toContain('publicó la colección «Jazz modal»');
      expect(profile.items[1]!.text).toContain('añadió «Kind of Blue» de Miles Davis');
      expect(profile.items.every((item) => typeof item.at === 'string')).toBe(true);
      expect(JSON.stringify(profile)).not.toContain(secretId);
      expect(JSON.stringify(profile)).not.toContain('Secreta');
      // The account is known here now: its picture and a block can name it.
      const kept = await a.ctx.app.db.selectFrom('remote_actor').select('id').execute();
      expect(kept.map((row) => row.id)).toContain(`${b.url}/users/bob`);
    },
    ROUND_TRIPS_MS,
  );

  it(
    'is kept a minute: a reload does not ask B again, while the member’s own follow is read fresh',
    async () => {
      await b.ctx.app.db
        .insertInto('album')
        .values(
          albumRow({ id: '93002', name: 'Blue Train', artist: 'John Coltrane', year: 1957, genre: 'Jazz' }),
        )
        .execute();
      await own(b.ctx.app, bob, '93002');
      await vi.waitFor(async () => expect(await postsOnB(bob.id)).toHaveLength(3), ROUND_TRIP_WAIT);
      const followed = await as(a.ctx.app, ana).put('/api/remote/follows', { address: `@bob@${b.host}` });
      expect(followed.statusCode).toBe(200);

      const again = (await profileOf(ana, `@bob@${b.host}`)).json<RemoteProfile>();
      expect(again.items).toHaveLength(2);
      expect(['pending', 'accepted']).toContain(again.account.follow);
      // Another spelling of the address is the same page.
      expect((await profileOf(ana, `BOB@${b.host}`)).json<RemoteProfile>().items).toHaveLength(2);
      await as(a.ctx.app, ana).delete(
        `/api/remote/follows?actor=${encodeURIComponent(`${b.url}/users/bob`)}`,
      );
    },
    ROUND_TRIPS_MS,
  );

  it(
    'pages a long outbox with its own cursor, and refuses a cursor pointing elsewhere',
    async () => {
      for (let n = 1; n <= 23; n++) await carolPost(n, `<p>Hola <b>número ${n}</b> &amp; más</p>`);
      const first = (await profileOf(ana, `@carol@${b.host}`)).json<RemoteProfile>();
      expect(first.items).toHaveLength(20);
      expect(first.items[0]).toMatchObject({ kind: 'post', text: 'Hola número 23 & más', imageUrl: null });
      expect(first.nextCursor).not.toBeNull();

      const second = (await profileOf(ana, `@carol@${b.host}`, first.nextCursor!)).json<RemoteProfile>();
      expect(second.items.map((item) => item.text)).toEqual([
        'Hola número 3 & más',
        'Hola número 2 & más',
        'Hola número 1 & más',
      ]);
      expect(second.nextCursor).toBeNull();

      const elsewhere = Buffer.from(`${picturesUrl}/outbox?page=2`).toString('base64url');
      expect((await profileOf(ana, `@carol@${b.host}`, elsewhere)).statusCode).toBe(400);
    },
    ROUND_TRIPS_MS,
  );

  it(
    'serves a post’s image it handed out, signed; an image it did not sign is not fetched',
    async () => {
      await carolPost(99, '<p>Mi tocadiscos</p>', `${picturesUrl}/foto.png`);
      // Carol's first page was kept a minute: this is another member, whose first look asks again.
      const eva = await federatedMember(a, 'Eva', 'eva');
      await a.ctx.app.db.deleteFrom('federation_kv').execute();
      const profile = (await profileOf(eva, `@carol@${b.host}`)).json<RemoteProfile>();
      const [newest] = profile.items;
      expect(newest).toMatchObject({ text: 'Mi tocadiscos' });
      const image = await as(a.ctx.app, eva).get(newest!.imageUrl!);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.rawPayload.equals(PNG)).toBe(true);

      const forged = newest!.imageUrl!.replace(/sig=[^&]+/, 'sig=AAAA');
      expect((await as(a.ctx.app, eva).get(forged)).statusCode).toBe(404);
      const unsigned = `/remote-images?src=${encodeURIComponent(`${picturesUrl}/foto.png`)}`;
      expect((await as(a.ctx.app, eva).get(unsigned)).statusCode).toBe(404);
      // Members only.
      expect((await as(a.ctx.app).get(newest!.imageUrl!)).statusCode).toBe(401);
    },
    ROUND_TRIPS_MS,
  );
});

describe('what cannot be shown says why, in a 4xx in the reader’s language', () => {
  it('an unknown account, a dead server', async () => {
    const unknown = await profileOf(ana, `@nadie@${b.host}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      error: { code: 'REMOTE_ACCOUNT_NOT_FOUND', message: es.errorCodes.REMOTE_ACCOUNT_NOT_FOUND },
    });
    const english = await profileOf(liz, `@nadie@${b.host}`);
    expect(english.json<{ error: { message: string } }>().error.message).toBe(
      en.errorCodes.REMOTE_ACCOUNT_NOT_FOUND,
    );

    const dead = await profileOf(ana, `@bob@127.0.0.1:${await freePort()}`);
    expect(dead.statusCode).toBe(424);
    expect(dead.json()).toMatchObject({ error: { code: 'REMOTE_SERVER_UNREACHABLE' } });

    expect((await profileOf(ana, 'bob')).statusCode).toBe(400);
  });

  it(
    'an account the member blocked, and a server the admin blocked (also when the page was kept)',
    async () => {
      const bobUri = `${b.url}/users/bob`;
      expect((await profileOf(ana, `@bob@${b.host}`)).statusCode).toBe(200);
      expect((await as(a.ctx.app, ana).put('/api/remote/blocks', { actor: bobUri })).statusCode).toBe(204);
      const blocked = await profileOf(ana, `@bob@${b.host}`);
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json()).toEqual({
        error: { code: 'REMOTE_ACCOUNT_BLOCKED', message: es.errorCodes.REMOTE_ACCOUNT_BLOCKED },
      });
      expect((await as(a.ctx.app, liz).put('/api/remote/blocks', { actor: bobUri })).statusCode).toBe(204);
      const english = await profileOf(liz, `@bob@${b.host}`);
      expect(english.json<{ error: { message: string } }>().error.message).toBe(
        en.errorCodes.REMOTE_ACCOUNT_BLOCKED,
      );
      expect(
        (await as(a.ctx.app, ana).delete(`/api/remote/blocks?actor=${encodeURIComponent(bobUri)}`))
          .statusCode,
      ).toBe(204);
      expect((await profileOf(ana, `@bob@${b.host}`)).statusCode).toBe(200);

      expect((await as(a.ctx.app, jefa).put('/api/admin/domain-blocks', { host: b.host })).statusCode).toBe(
        204,
      );
      const server = await profileOf(ana, `@bob@${b.host}`);
      expect(server.statusCode).toBe(403);
      expect(server.json()).toMatchObject({ error: { code: 'REMOTE_SERVER_BLOCKED' } });
      expect(
        (await as(a.ctx.app, jefa).delete(`/api/admin/domain-blocks?host=${encodeURIComponent(b.host)}`))
          .statusCode,
      ).toBe(204);
    },
    ROUND_TRIPS_MS,
  );

  it('federation off: the route says so', async () => {
    const ctx = await createTestContext();
    try {
      const member = await createUser(ctx.app, { name: 'Sol' });
      const response = await as(ctx.app, member).get(
        `/api/remote/profile?address=${encodeURIComponent('@bob@discos.example')}`,
      );
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: { code: 'FEDERATION_OFF', message: es.errorCodes.FEDERATION_OFF },
      });
    } finally {
      await ctx.close();
    }
  });
});
