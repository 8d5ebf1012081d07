import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EditionList, MyAlbumPage } from '@surcos/contracts/albums';
import type { Copy, CopyList } from '@surcos/contracts/copies';
import { type TestContext, createTestContext } from './helpers/app.ts';
import { readFixture, startFakeDiscogs } from './helpers/fake-discogs.ts';
import { createUser, type TestUser } from './helpers/users.ts';
import { as, asVisitor } from './helpers/requests.ts';
import { own } from './helpers/acts.ts';

let ctx: TestContext;
let fake: Awaited<ReturnType<typeof startFakeDiscogs>>;

/** 'Never Gonna Give You Up' (master 96559), and a German pressing of it made up from the same fixture. */
const UK = '249504';
const GERMAN = '249599';
/** Another record altogether (master 5427). */
const OTHER_RECORD = '1';

beforeAll(async () => {
  fake = await startFakeDiscogs();
  fake.serveRelease({
    ...(readFixture('release-249504-godiscogs-2017-11.json') as object),
    id: Number(GERMAN),
    country: 'Germany',
  });
  ctx = await createTestContext({ DISCOGS_TOKEN: 'token-de-prueba', DISCOGS_BASE_URL: fake.url });
});

afterAll(async () => {
  await ctx.close();
  await fake.close();
});

const copiesOf = async (user: TestUser, albumId: string) =>
  (await as(ctx.app, user).get(`/api/me/albums/${albumId}/copies`)).json<CopyList>().items;

describe("'Otras ediciones'", () => {
  it('lists the master’s other pressings, from Discogs’ versions before Surcos stores them, to anyone', async () => {
    const ana = await createUser(ctx.app);
    await own(ctx.app, ana, UK);
    const before = fake.requests.length;
    const editions = (await asVisitor(ctx.app).get(`/api/albums/${UK}/editions`)).json<EditionList>();
    expect(editions.masterId).toBe('96559');
    const german: unknown = expect.objectContaining({
      id: GERMAN,
      name: 'Never Gonna Give You Up',
      artist: 'Rick Astley',
      country: 'Germany',
    });
    expect(editions.items).toEqual([german]);
    expect(fake.requests.slice(before).map((request) => request.path)).toEqual([
      '/masters/96559/versions?per_page=100',
    ]);
    // Kept like a search; once stored, the pressing is Surcos' own.
    await Promise.all([own(ctx.app, ana, GERMAN), own(ctx.app, ana, OTHER_RECORD)]);
    const again = (await as(ctx.app, ana).get(`/api/albums/${UK}/editions`)).json<EditionList>();
    expect(again.items).toEqual([german]);
    expect(fake.requests.filter((request) => request.path.startsWith('/masters/'))).toHaveLength(1);
    // A release without a master (as the bundled catalogue's and hand-made albums) has no other editions.
    const none = (await asVisitor(ctx.app).get('/api/albums/1668957/editions')).json<EditionList>();
    expect(none).toEqual({ masterId: null, items: [] });
  });

  it('moves a copy to the right pressing with its details, refuses another record, and moves back', async () => {
    const [ana, bea] = await Promise.all([createUser(ctx.app), createUser(ctx.app)]);
    await own(ctx.app, ana, UK);
    const [first] = await copiesOf(ana, UK);
    const details = {
      folder: 'Salón',
      mediaCondition: 'Near Mint (NM or M-)',
      sleeveCondition: 'Very Good Plus (VG+)',
      notes: 'Comprado en el Rastro',
      rating: 4,
      addedAt: '2020-05-01T10:00:00.000Z',
      customFields: { Precio: '12 €' },
    };
    await as(ctx.app, ana).put(`/api/me/copies/${first!.id}`, details);

    const refused = await as(ctx.app, ana).post(`/api/me/copies/${first!.id}/edition`, {
      albumId: OTHER_RECORD,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Solo puedes mover una copia a otra edición del mismo disco.',
      },
    });
    const notHers = await as(ctx.app, bea).post(`/api/me/copies/${first!.id}/edition`, { albumId: GERMAN });
    expect(notHers.statusCode).toBe(404);
    const badId = await as(ctx.app, ana).post(`/api/me/copies/${first!.id}/edition`, { albumId: 'x' });
    expect(badId.statusCode).toBe(400);

    const response = await as(ctx.app, ana).post(`/api/me/copies/${first!.id}/edition`, { albumId: GERMAN });
    expect(response.statusCode).toBe(200);
    const moved = response.json<Copy>();
    expect(moved).toMatchObject({ ...details, albumId: GERMAN });
    const mine = (await as(ctx.app, ana).get('/api/me/albums'))
      .json<MyAlbumPage>()
      .items.map((album) => album.id);
    expect(mine).toEqual([GERMAN]);
    expect(await copiesOf(ana, UK)).toEqual([]);

    // 'Deshacer' is the move back.
    const back = await as(ctx.app, ana).post(`/api/me/copies/${moved.id}/edition`, { albumId: UK });
    expect(back.json<Copy>()).toMatchObject({ ...details, albumId: UK });
    expect(await copiesOf(ana, GERMAN)).toEqual([]);
  });
});
