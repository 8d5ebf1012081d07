import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollectionDetail } from '@surcos/contracts/collections';
import type { PublicActivity } from '@surcos/contracts/explore';
import { type TestContext, createTestContext } from './helpers/app.ts';
import { type TestUser, createUser } from './helpers/users.ts';
import { as, asVisitor } from './helpers/requests.ts';
import { own } from './helpers/acts.ts';

/*
 * A visitor's first contact (docs/decisions/042-public-activity-and-sharing.md): the glimpse
 * of public activity beside the login form, and the Open Graph previews of shared pages.
 * Neither may show anything private, nor anybody suspended or behind a block.
 */

let ctx: TestContext;
let webDir: string;
let ana: TestUser;
let suspended: TestUser;
let blocker: TestUser;
let blocked: TestUser;
let anaPublic: CollectionDetail;
let anaPrivate: CollectionDetail;
let blockerPublic: CollectionDetail;
let suspendedPublic: CollectionDetail;

const SHELL =
  '<!doctype html><html><head><title>Surcos</title></head><body><div id="root"></div></body></html>';

async function collection(user: TestUser, body: Record<string, unknown>) {
  const response = await as(ctx.app, user).post('/api/collections', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CollectionDetail>();
}

const activity = async (user?: TestUser) => {
  const response = await as(ctx.app, user).get('/api/public-activity');
  expect(response.statusCode, response.body).toBe(200);
  return { response, body: response.json<PublicActivity>() };
};

beforeAll(async () => {
  webDir = mkdtempSync(path.join(tmpdir(), 'surcos-web-'));
  writeFileSync(path.join(webDir, 'index.html'), SHELL);
  // The build writes each page in each language (web/scripts/prerender.ts).
  for (const language of ['es', 'en']) {
    mkdirSync(path.join(webDir, 'prerendered', language), { recursive: true });
    writeFileSync(path.join(webDir, 'prerendered', language, 'profile.html'), SHELL);
    writeFileSync(path.join(webDir, 'prerendered', language, 'index.html'), SHELL);
  }
  ctx = await createTestContext({}, { webDir });

  ana = await createUser(ctx.app, { name: 'Ana "Vinilo" <b>' });
  suspended = await createUser(ctx.app, { name: 'Suspendida' });
  blocker = await createUser(ctx.app, { name: 'Bloqueadora' });
  blocked = await createUser(ctx.app, { name: 'Bloqueado' });
  // Owned by the suspended account alone: never in a glimpse. Owned by the blocker alone: not
  // in the glimpse of the one they blocked.
  await own(ctx.app, suspended, 'sc-0009');
  suspendedPublic = await collection(suspended, { name: 'De la suspendida', albumIds: ['sc-0009'] });
  await own(ctx.app, blocker, 'sc-0008');
  blockerPublic = await collection(blocker, { name: 'De la bloqueadora', albumIds: ['sc-0008'] });
  for (const id of ['sc-0001', 'sc-0002', 'sc-0003']) await own(ctx.app, ana, id);
  anaPrivate = await collection(ana, { name: 'Secreta', privacy: 'private', albumIds: ['sc-0002'] });
  anaPublic = await collection(ana, {
    name: 'Jazz <modal> & "más"',
    description: '',
    albumIds: ['sc-0001', 'sc-0003'],
  });
  await ctx.app.db
    .updateTable('user')
    .set({ suspendedAt: Date.now() })
    .where('id', '=', suspended.id)
    .execute();
  expect((await as(ctx.app, blocker).put(`/api/users/${blocked.id}/block`)).statusCode).toBeLessThan(300);
});

afterAll(async () => {
  await ctx.close();
  rmSync(webDir, { recursive: true, force: true });
});

describe('GET /api/public-activity', () => {
  it('gives a visitor the latest albums and public collections, cacheable by anyone, with nothing private', async () => {
    const { response, body } = await activity();
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(response.headers.vary).toContain('Cookie');
    // Newest first; when and by whom they were added is not said.
    expect(body.albums.map((album) => album.id)).toEqual(['sc-0003', 'sc-0002', 'sc-0001', 'sc-0008']);
    expect(body.albums.every((album) => album.addedAt === null)).toBe(true);
    expect(body.collections.map((item) => item.id)).toEqual([anaPublic.id, blockerPublic.id]);
    expect(body.collections[0]).toMatchObject({ privacy: 'public', owner: { id: ana.id }, albumCount: 2 });
    const text = response.body;
    expect(text).not.toContain(anaPrivate.id);
    expect(text).not.toContain('Secreta');
    expect(text).not.toContain(suspended.id);
    expect(text).not.toContain(suspendedPublic.id);
    expect(text).not.toContain('sc-0009');
    expect(text).not.toContain('@');
  });

  it('leaves out, for a member, whoever a block stands between, and is theirs alone', async () => {
    const { response, body } = await activity(blocked);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(body.collections.map((item) => item.id)).toEqual([anaPublic.id]);
    expect(body.albums.map((album) => album.id)).not.toContain('sc-0008');
    // An album a visible member also owns stays, whoever else has it.
    await own(ctx.app, ana, 'sc-0008');
    expect((await activity(blocked)).body.albums.map((album) => album.id)).toContain('sc-0008');
    // The blocker still sees their own.
    expect((await activity(blocker)).body.collections.map((item) => item.id)).toEqual([
      anaPublic.id,
      blockerPublic.id,
    ]);
  });

  it('shows a suspended member again once the suspension is lifted', async () => {
    await ctx.app.db.updateTable('user').set({ suspendedAt: null }).where('id', '=', suspended.id).execute();
    try {
      const { body } = await activity();
      expect(body.collections.map((item) => item.id)).toContain(suspendedPublic.id);
      expect(body.albums.map((album) => album.id)).toContain('sc-0009');
    } finally {
      await ctx.app.db
        .updateTable('user')
        .set({ suspendedAt: Date.now() })
        .where('id', '=', suspended.id)
        .execute();
    }
  });
});

describe('Open Graph previews of shared pages', () => {
  const page = (url: string, cookie?: string) =>
    ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
  const ogOf = (html: string): Record<string, string | undefined> =>
    Object.fromEntries(
      [...html.matchAll(/<meta property="(og:[a-z_]+)" content="([^"]*)">/g)].map(
        (match): [string, string | undefined] => [match[1] ?? '', match[2]],
      ),
    );

  it("gives a public collection's page its title, description and a cover, escaped", async () => {
    await ctx.app.db
      .updateTable('album')
      .set({ image: 'https://i.discogs.com/portada.jpg' })
      .where('id', '=', 'sc-0003')
      .execute();
    const response = await page(`/collection/${anaPublic.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers.vary).toContain('Cookie');
    expect(ogOf(response.body)).toEqual({
      'og:type': 'website',
      'og:site_name': 'Surcos',
      'og:title': 'Jazz &lt;modal&gt; &amp; &quot;más&quot;',
      'og:description': 'Colección de Ana &quot;Vinilo&quot; &lt;b&gt; · 2 álbumes en Surcos',
      'og:url': `${ctx.config.publicUrl}/collection/${anaPublic.id}`,
      // The first album with a cover, through Surcos' own origin.
      'og:image': `${ctx.config.publicUrl}/covers/sc-0003/640`,
    });
    expect(response.body).toContain('<title>Jazz &lt;modal&gt; &amp; &quot;más&quot; · Surcos</title>');
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('<b>');
  });

  it("writes a name holding a replacement pattern ($&, $') as it is", async () => {
    const name = "Precios $' y $& de $`";
    const priced = await collection(ana, { name, albumIds: ['sc-0001'] });
    const response = await page(`/collection/${priced.id}`);
    expect(ogOf(response.body)['og:title']).toBe('Precios $&#39; y $&amp; de $`');
    expect(response.body).toContain('<title>Precios $&#39; y $&amp; de $` · Surcos</title>');
    expect(response.body.match(/<\/head>/g)).toHaveLength(1);
  });

  it('gives a private, missing or hidden collection no preview, and the same page as any address', async () => {
    for (const id of [
      anaPrivate.id,
      suspendedPublic.id,
      '00000000-0000-4000-8000-000000000000',
      'no-es-un-id',
    ]) {
      const response = await page(`/collection/${id}`);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(SHELL);
    }
    // A signed-in browser gets the plain app: previews are for visitors and the apps that fetch links.
    expect((await page(`/collection/${anaPublic.id}`, ana.cookie)).body).toBe(SHELL);
  });

  it('gives a public profile its name and a cover', async () => {
    const response = await page(`/user/${ana.id}`);
    const og = ogOf(response.body);
    expect(og['og:title']).toBe('Ana &quot;Vinilo&quot; &lt;b&gt;');
    expect(response.body).toContain('<title>Ana &quot;Vinilo&quot; &lt;b&gt; · Surcos</title>');
    expect(og['og:description']).toBe(
      'Los discos y las colecciones de Ana &quot;Vinilo&quot; &lt;b&gt; en Surcos',
    );
    expect(og['og:image']).toBe(`${ctx.config.publicUrl}/covers/sc-0003/640`);
    expect(ogOf((await page(`/user/${suspended.id}`)).body)).toEqual({});
    expect(ogOf((await asVisitor(ctx.app).get(`/user/${blocker.id}`)).body)['og:title']).toBe('Bloqueadora');
  });
});
