import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BarcodeLookup, MyBarcodes } from '@surcos/contracts/scan';
import { type TestContext, createTestContext } from './helpers/app.ts';
import { readFixture, startFakeDiscogs } from './helpers/fake-discogs.ts';
import { ERROR_MESSAGES } from '@surcos/contracts/errors';
import { BARCODE_MAX_RELEASES } from '@surcos/contracts/limits';
import { type TestUser, createUser } from './helpers/users.ts';
import { as } from './helpers/requests.ts';
import { follow, own, wish } from './helpers/acts.ts';
import { albumRow } from './helpers/albums.ts';

let ctx: TestContext;
let fake: Awaited<ReturnType<typeof startFakeDiscogs>>;

/** Release 3 lists the UPC-A 074646362822; 4707982 lists 029667431224 twice (spaced and not). */
const UPC = '074646362822';
/** Rick Astley's 'Never Gonna Give You Up' (master 96559), and a made-up second pressing of it. */
const PRESSING = '249504';
const OTHER_PRESSING = '90249504';
const OTHER_CODE = '4006381333931';

beforeAll(async () => {
  fake = await startFakeDiscogs();
  const release = readFixture('release-249504-godiscogs-2017-11.json') as Record<string, unknown>;
  fake.serveRelease({
    ...release,
    id: Number(OTHER_PRESSING),
    country: 'Germany',
    identifiers: [{ type: 'Barcode', value: '4 006381 333931' }],
  });
  ctx = await createTestContext({ DISCOGS_TOKEN: 'token-de-prueba', DISCOGS_BASE_URL: fake.url });
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

const scan = async (user: TestUser, code: string) => {
  const response = await as(ctx.app, user).get(`/api/music/barcode/${encodeURIComponent(code)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<BarcodeLookup>();
};
const barcodeSearches = () => fake.requests.filter((request) => request.path.includes('barcode='));

describe('GET /api/music/barcode/:code', () => {
  it('answers a release Surcos has, with the copies, their folders and one cached Discogs search', async () => {
    const ana = await createUser(ctx.app, { name: 'Ana' });
    await own(ctx.app, ana, '3');
    const before = barcodeSearches().length;

    const found = await scan(ana, UPC);
    expect(found).toMatchObject({ code: UPC, format: 'UPC-A', discogsSearched: true, more: false });
    expect(found.releases).toHaveLength(1);
    expect(found.releases[0]).toMatchObject({
      album: { id: '3' },
      owned: { copies: 1, folders: ['Uncategorized'] },
      otherEdition: null,
      wished: false,
      ownedBy: [],
      wantedBy: [],
    });
    expect(
      barcodeSearches()
        .slice(before)
        .map((request) => request.path),
    ).toEqual([`/database/search?barcode=${UPC}&type=release&per_page=100`]);

    // The same code as an EAN-13, spaced: one code, asked of Discogs as printed, from the cache.
    const again = await scan(ana, `0 ${UPC.slice(0, 6)}-${UPC.slice(6)}`);
    expect(again).toMatchObject({ code: `0${UPC}`, format: 'EAN-13' });
    expect(again.releases.map((release) => release.album.id)).toEqual(['3']);
    expect(barcodeSearches().length - before).toBe(1);
  });

  it('refuses what is no barcode with a Spanish 400 naming the code', async () => {
    const ana = await createUser(ctx.app);
    const cases: Array<[string, string]> = [
      [
        '074646362823',
        'El código 074646362823 no es válido: su última cifra (el dígito de control) no cuadra.',
      ],
      ['abc123', '«abc123» no es un código de barras'],
      ['12345678901234', 'El código 12345678901234 es demasiado largo'],
      ['12345', 'El código 12345 no es un código de barras: debe tener 8, 12 o 13 cifras.'],
    ];
    for (const [code, message] of cases) {
      const response = await as(ctx.app, ana).get(`/api/music/barcode/${code}`);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: { message: string } }>().error.message).toContain(message);
    }
  });
});

describe('the verdict', () => {
  it('names another edition owned, the wishlist, and only followed people, at their level', async () => {
    const ana = await createUser(ctx.app, { name: 'Ana' });
    const bea = await createUser(ctx.app, { name: 'Bea' });
    const carlos = await createUser(ctx.app, { name: 'Carlos' });
    await own(ctx.app, ana, PRESSING);
    await own(ctx.app, bea, PRESSING);
    await own(ctx.app, carlos, PRESSING);
    await follow(ctx.app, ana, bea);

    // A pressing Surcos has not stored: found through Discogs, matched through its master.
    const first = await scan(ana, OTHER_CODE);
    expect(first.releases).toHaveLength(1);
    expect(first.releases[0]).toMatchObject({
      album: {
        id: OTHER_PRESSING,
        name: 'Never Gonna Give You Up',
        artist: 'Rick Astley',
        country: 'Germany',
      },
      owned: null,
      otherEdition: { id: PRESSING },
      wished: false,
      ownedBy: [{ id: bea.id, name: 'Bea', level: 'master' }],
      wantedBy: [],
    });

    // Once wished for, it is stored: Surcos finds it itself, the very pressing now.
    await wish(ctx.app, ana, OTHER_PRESSING);
    await wish(ctx.app, bea, OTHER_PRESSING);
    await wish(ctx.app, carlos, OTHER_PRESSING);
    const second = await scan(ana, OTHER_CODE);
    expect(second.releases[0]).toMatchObject({
      album: { id: OTHER_PRESSING, image: `/covers/${OTHER_PRESSING}` },
      otherEdition: { id: PRESSING },
      wished: true,
      ownedBy: [{ id: bea.id, level: 'master' }],
      wantedBy: [{ id: bea.id, level: 'release' }],
    });
  });

  it('keeps only releases whose barcodes contain the code, and bounds a code many pressings share', async () => {
    const ana = await createUser(ctx.app);
    const code = '5050159184729';
    const hit = (id: number, barcode: string[]) => ({
      id,
      type: 'release',
      title: `Artista - Disco ${id}`,
      barcode,
      master_id: 0,
    });
    try {
      fake.answerSearchesWith({
        pagination: { page: 1, pages: 1 },
        results: [
          hit(603365, ['5 050159 184729', 'LC6448']),
          hit(71, [`${code}-A CB`, 'IFPI L135']),
          hit(72, ['50501591847']),
          hit(73, ['0 5050159 184729'.replace(/ /g, '')]),
        ],
      });
      const found = await scan(ana, code);
      expect(found.releases.map((release) => release.album.id)).toEqual(['603365']);
      expect(found.more).toBe(false);

      const many = '5050159188222';
      fake.answerSearchesWith({
        pagination: { page: 1, pages: 3 },
        results: Array.from({ length: 60 }, (_, index) => hit(800_000 + index, [many])),
      });
      const bounded = await scan(ana, many);
      expect(bounded.releases).toHaveLength(BARCODE_MAX_RELEASES);
      expect(bounded.more).toBe(true);
    } finally {
      fake.answerSearchesWith(null);
    }
  });

  it("shows a release a member's file listed as Discogs describes it, and keeps none of its codes", async () => {
    const [ana, lola] = [await createUser(ctx.app), await createUser(ctx.app)];
    await ctx.app.db
      .insertInto('album')
      .values({
        ...albumRow({ id: '1668957', artist: 'Artista', name: 'Texto del fichero', year: null }),
        listed_by: lola.id,
      })
      .execute();
    const found = await scan(ana, '5038894001242');
    expect(found.releases.map(({ album }) => [album.id, album.name])).toEqual([
      ['1668957', 'I Am As Pure As Oranj'],
    ]);
    const kept = await ctx.app.db
      .selectFrom('album_barcode')
      .selectAll()
      .where('album_id', '=', '1668957')
      .execute();
    expect(kept).toEqual([]);
  });

  it('without a token looks only at the releases Surcos has, and never invents barcodes', async () => {
    const app = await ctx.buildAnother({ discogsToken: undefined });
    const ana = await createUser(app);
    const before = fake.requests.length;
    const response = await as(app, ana).get('/api/music/barcode/5019148023777');
    expect(response.json<BarcodeLookup>()).toEqual({
      code: '5019148023777',
      format: 'EAN-13',
      discogsSearched: false,
      releases: [],
      more: false,
    });
    // Release 3 is stored with its barcode: found without Discogs.
    const stored = await as(app, ana).get(`/api/music/barcode/${UPC}`);
    expect(stored.json<BarcodeLookup>().releases.map((release) => release.album.id)).toEqual(['3']);
    expect(fake.requests.length).toBe(before);
  });

  it('answers a Discogs outage with its message, unless Surcos found the code itself', async () => {
    const ana = await createUser(ctx.app);
    await own(ctx.app, ana, '565473');
    fake.failAlways('500');
    try {
      const down = await as(ctx.app, ana).get('/api/music/barcode/5050749411358');
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({
        error: { code: 'MUSIC_DATABASE_UNAVAILABLE', message: ERROR_MESSAGES.MUSIC_DATABASE_UNAVAILABLE },
      });
      const stored = await scan(ana, '5019148023777');
      expect(stored).toMatchObject({ discogsSearched: false, releases: [{ album: { id: '565473' } }] });
    } finally {
      fake.failAlways(null);
    }
  });

  it("asks Discogs in the person's interactive share: a scan flood stops at it, others go on", async () => {
    const app = await ctx.buildAnother({
      discogs: { ...ctx.config.discogs, shares: { member: 2, visitor: 1, windowMs: 60_000 } },
    });
    const ana = await createUser(app);
    const codes = ['5012394144777', '4006381333931', '96385074'];
    const statuses = [];
    for (const code of codes)
      statuses.push((await as(app, ana).get(`/api/music/barcode/${code}`)).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    const bea = await createUser(app);
    expect((await as(app, bea).get('/api/music/barcode/96385074')).statusCode).toBe(200);
  });
});

describe('GET /api/me/barcodes', () => {
  it('lists the barcodes of the own albums and wishlist, stored when the release was fetched', async () => {
    const bea = await createUser(ctx.app);
    await own(ctx.app, bea, '4707982');
    await wish(ctx.app, bea, OTHER_PRESSING);
    const response = await as(ctx.app, bea).get('/api/me/barcodes');
    expect(response.statusCode).toBe(200);
    expect(response.json<MyBarcodes>().items).toEqual([
      { code: '0029667431224', albumId: '4707982', name: 'Future', artist: 'The Seeds', list: 'owned' },
      {
        code: OTHER_CODE,
        albumId: OTHER_PRESSING,
        name: 'Never Gonna Give You Up',
        artist: 'Rick Astley',
        list: 'wished',
      },
    ]);
  });
});
