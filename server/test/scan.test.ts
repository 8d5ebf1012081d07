import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BarcodeLookup, MyBarcodes } from '@surcos/contracts/scan';
import { type TestContext, createTestContext } from './helpers/app.ts';
import { barcodeSearch, readFixture, startFakeDiscogs } from './helpers/fake-discogs.ts';
import { type TestUser, createUser } from './helpers/users.ts';
import { as } from './helpers/requests.ts';
import { follow, own, wish } from './helpers/acts.ts';

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

void follow;
void PRESSING;
void barcodeSearch;
