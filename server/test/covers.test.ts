import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlbumDetail, AlbumSearchPage } from '@surcos/contracts/albums';
import { COVER_SIZES } from '@surcos/contracts/covers';
import { openCoverStore } from '../src/modules/covers/cover-store.ts';
import { createCoverSource } from '../src/modules/covers/cover-source.ts';
import { type TestContext, TEST_ORIGIN, createTestContext } from './helpers/app.ts';
import { readFixture, startFakeDiscogs } from './helpers/fake-discogs.ts';
import { type TestUser, createUser } from './helpers/users.ts';

let ctx: TestContext;
let fake: Awaited<ReturnType<typeof startFakeDiscogs>>;
let user: TestUser;
/** Rick Astley's 'Never Gonna Give You Up': a release with images. */
const RELEASE = '249504';
const WEBP = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';

/** Made-up releases built on the fixture, with the images a test needs. */
let nextId = 91_000_000;
function releaseWithImages(uris: string[]): string {
  nextId += 1;
  const release = readFixture('release-249504-godiscogs-2017-11.json') as Record<string, unknown>;
  fake.serveRelease({ ...release, id: nextId, images: uris.map((uri) => ({ type: 'secondary', uri })) });
  return String(nextId);
}
const fakeImage = (name: string) => `https://i.discogs.com/${name}.jpg`;

beforeAll(async () => {
  fake = await startFakeDiscogs();
  ctx = await createTestContext({ DISCOGS_TOKEN: 'token-de-prueba', DISCOGS_BASE_URL: fake.url });
  user = await createUser(ctx.app, { name: 'Ana' });
  await add(RELEASE);
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

async function add(id: string) {
  const response = await ctx.app.inject({
    method: 'PUT',
    url: `/api/me/albums/${id}`,
    headers: { cookie: user.cookie, origin: TEST_ORIGIN },
  });
  expect(response.statusCode).toBe(200);
}
const cover = (url: string, accept = WEBP, app = ctx.app) =>
  app.inject({ method: 'GET', url, headers: { accept } });

describe('the API hands out Surcos cover paths', () => {
  it('gives an album its covers at /covers, never the music database image URLs', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/albums/${RELEASE}` });
    const { album } = response.json<AlbumDetail>();
    expect(album.image).toBe(`/covers/${RELEASE}`);
    expect(album.allImages[0]).toBe(`/covers/${RELEASE}`);
    expect(album.allImages.slice(1)).toEqual(
      album.allImages.slice(1).map((_, index) => `/covers/${RELEASE}/images/${index + 1}`),
    );
    expect(JSON.stringify([album.image, album.allImages])).not.toMatch(/discogs|127\.0\.0\.1|http/);
  });

  it('signs the covers of search hits, which are served like the others', async () => {
    fake.answerSearchesWith(readFixture('search-nirvana-all-types-2020.json'));
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/music/search?q=nirvana',
      headers: { cookie: user.cookie },
    });
    fake.answerSearchesWith(null);
    const { results } = response.json<AlbumSearchPage>();
    const withImage = results.find((result) => result.image !== null)!;
    expect(withImage.image).toMatch(/^\/covers\/found\/[\w-]+\.[\w-]{22}$/);
    const image = await cover(`${withImage.image}/160`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');

    const forged = withImage.image!.replace(/\.[\w-]{22}$/, '.AAAAAAAAAAAAAAAAAAAAAA');
    expect((await cover(`${forged}/160`)).statusCode).toBe(404);
  });
});

describe('GET /covers/:albumId/:size', () => {
  it('resizes to each size, in WebP for browsers that take it and JPEG for the rest', async () => {
    for (const size of COVER_SIZES) {
      const webp = await cover(`/covers/${RELEASE}/${size}`);
      expect(webp.statusCode).toBe(200);
      expect(webp.headers['content-type']).toBe('image/webp');
      expect(webp.headers.vary).toContain('Accept');
      expect(webp.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(webp.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', size, size]);

      const jpeg = await cover(`/covers/${RELEASE}/${size}`, 'image/jpeg,*/*');
      expect(jpeg.headers['content-type']).toBe('image/jpeg');
      const jpegMeta = await sharp(jpeg.rawPayload).metadata();
      expect([jpegMeta.format, jpegMeta.width]).toEqual(['jpeg', size]);
    }
  });

  it('fetches an image once and serves it from disk afterwards, also after a restart', async () => {
    const id = releaseWithImages([fakeImage('once')]);
    await add(id);
    const fetches = () => fake.imageRequests.filter((each) => each.endsWith('/once.jpg')).length;
    expect((await cover(`/covers/${id}/320`)).statusCode).toBe(200);
    expect((await cover(`/covers/${id}/160`, 'image/jpeg')).statusCode).toBe(200);
    expect((await cover(`/covers/${id}/320`)).statusCode).toBe(200);
    expect(fetches()).toBe(1);

    const restarted = await ctx.buildAnother();
    const again = await cover(`/covers/${id}/640`, WEBP, restarted);
    expect(again.statusCode).toBe(200);
    expect(fetches()).toBe(1);
    expect(readdirSync(ctx.config.covers.dir).some((name) => name.endsWith('-640.webp'))).toBe(true);
  });

  it('shares one fetch among requests for the same cover at the same moment', async () => {
    const id = releaseWithImages([fakeImage('together')]);
    await add(id);
    const answers = await Promise.all(Array.from({ length: 6 }, () => cover(`/covers/${id}/160`)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(fake.imageRequests.filter((each) => each.endsWith('/together.jpg'))).toHaveLength(1);
  });

  it('serves the other images of an album by index', async () => {
    const id = releaseWithImages([fakeImage('front'), fakeImage('back')]);
    await add(id);
    expect((await cover(`/covers/${id}/images/1/160`)).statusCode).toBe(200);
    expect(fake.imageRequests.some((each) => each.endsWith('/back.jpg'))).toBe(true);
    for (const bad of ['images/2/160', 'images/0/160', 'images/x/160']) {
      expect((await cover(`/covers/${id}/${bad}`)).statusCode).toBe(404);
    }
  });

  it('answers 404 for an unknown album, size or id, and for an album without images', async () => {
    for (const url of [
      '/covers/999999999/160',
      `/covers/${RELEASE}/123`,
      `/covers/${RELEASE}/big`,
      '/covers/..%2F..%2Fetc/160',
      '/covers/found/not-a-token/160',
    ]) {
      const response = await cover(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json<{ error: { code: string } }>().error.code).toBe('NOT_FOUND');
    }
    const bare = releaseWithImages([]);
    await add(bare);
    expect((await cover(`/covers/${bare}/160`)).statusCode).toBe(404);
  });

  it('never fetches from a host off the allow-list', async () => {
    const elsewhere = await startFakeDiscogs();
    try {
      const id = releaseWithImages([`${elsewhere.url}/images/i.discogs.com/stolen.jpg`]);
      await add(id);
      expect((await cover(`/covers/${id}/160`)).statusCode).toBe(404);
      expect(elsewhere.imageRequests).toEqual([]);
    } finally {
      await elsewhere.close();
    }
  });

  it('answers 404 when the image host fails, and does not ask again for a while', async () => {
    const missing = releaseWithImages([fakeImage('missing')]);
    const broken = releaseWithImages([fakeImage('broken')]);
    await add(missing);
    await add(broken);
    try {
      fake.failImages('404');
      expect((await cover(`/covers/${missing}/160`)).statusCode).toBe(404);
      expect((await cover(`/covers/${missing}/320`)).statusCode).toBe(404);
      expect(fake.imageRequests.filter((each) => each.endsWith('/missing.jpg'))).toHaveLength(1);

      fake.failImages('not-an-image');
      expect((await cover(`/covers/${broken}/160`)).statusCode).toBe(404);
      expect(readdirSync(ctx.config.covers.dir).length).toBeGreaterThan(0);
    } finally {
      fake.failImages(null);
    }
  });

  it('gives up on an image host that does not answer in time', async () => {
    const slow = await ctx.buildAnother({ covers: { ...ctx.config.covers, timeoutMs: 300 } });
    const id = releaseWithImages([fakeImage('slow')]);
    await add(id);
    fake.failImages('hang');
    try {
      const started = Date.now();
      expect((await cover(`/covers/${id}/160`, WEBP, slow)).statusCode).toBe(404);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      fake.failImages(null);
    }
  });

  it('has no cover for bundled-catalog albums, which have no images', async () => {
    const catalog = await createTestContext();
    try {
      const response = await catalog.app.inject({ method: 'GET', url: '/api/albums/sc-0001' });
      expect(response.json<AlbumDetail>().album.image).toBeNull();
      expect((await cover('/covers/sc-0001/160', WEBP, catalog.app)).statusCode).toBe(404);
    } finally {
      await catalog.close();
    }
  });

  it('keeps Discogs hosts out of the content security policy', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("img-src 'self' data: blob:");
    expect(policy).not.toContain('discogs');
  });
});

describe('the cover cache on disk', () => {
  it('evicts the least recently used files over its cap, and remembers the order after a restart', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'surcos-covers-'));
    try {
      const name = (letter: string) => `${letter.repeat(64)}-160.webp`;
      const store = openCoverStore(dir, 250);
      await store.write(name('a'), Buffer.alloc(100));
      await new Promise((resolve) => setTimeout(resolve, 20));
      await store.write(name('b'), Buffer.alloc(100));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await store.read(name('a'))).not.toBeNull();
      await store.write(name('c'), Buffer.alloc(100));
      expect(store.has(name('b'))).toBe(false);
      expect(readdirSync(dir).sort()).toEqual([name('a'), name('c')]);
      expect(store.totalBytes).toBe(200);

      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await store.read(name('a'))).not.toBeNull();
      const reopened = openCoverStore(dir, 250);
      expect(reopened.totalBytes).toBe(200);
      await reopened.write(name('d'), Buffer.alloc(100));
      expect(readdirSync(dir).sort()).toEqual([name('a'), name('d')]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('fetching an image', () => {
  it('follows no redirect off the allow-list', async () => {
    const hits: string[] = [];
    const listen = (handler: Parameters<typeof createServer>[1]) =>
      new Promise<{ server: Server; origin: string }>((resolve) => {
        const server = createServer(handler).listen(0, '127.0.0.1', () =>
          resolve({ server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
        );
      });
    const target = await listen((req, res) => {
      hits.push(req.url ?? '');
      res.end('secret');
    });
    const redirecting = await listen((_req, res) => {
      res.writeHead(302, { location: `${target.origin}/internal` });
      res.end();
    });
    try {
      const source = createCoverSource({
        allowedOrigins: [redirecting.origin],
        timeoutMs: 2000,
        maxBytes: 1000,
      });
      await expect(source.fetchBytes(`${redirecting.origin}/cover.jpg`)).rejects.toThrow(/not an allowed/);
      await expect(source.fetchBytes(`${target.origin}/cover.jpg`)).rejects.toThrow(/not an allowed/);
      expect(hits).toEqual([]);
    } finally {
      redirecting.server.close();
      target.server.close();
    }
  });

  it('refuses an image larger than the cap', async () => {
    const big = await new Promise<{ server: Server; origin: string }>((resolve) => {
      const server = createServer((_req, res) => res.end(Buffer.alloc(5000))).listen(0, '127.0.0.1', () =>
        resolve({ server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
      );
    });
    try {
      const source = createCoverSource({ allowedOrigins: [big.origin], timeoutMs: 2000, maxBytes: 1000 });
      await expect(source.fetchBytes(`${big.origin}/cover.jpg`)).rejects.toThrow(/too large/);
    } finally {
      big.server.close();
    }
  });
});
