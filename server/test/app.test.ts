import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext } from './helpers/app.ts';
import { createUser } from './helpers/users.ts';
import { as } from './helpers/requests.ts';
import { THEME_BOOT_SCRIPT } from '@surcos/contracts/theme';

let ctx: TestContext;
let webDir: string;

/** The app's page in a language, as the build writes it. */
const appPage = (language: string) =>
  `<!doctype html><html lang="${language}"><title>Surcos</title><div id="root"></div>`;

beforeAll(async () => {
  webDir = mkdtempSync(path.join(tmpdir(), 'surcos-web-'));
  mkdirSync(path.join(webDir, 'assets'));
  writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Surcos</title><div id="root"></div>');
  writeFileSync(path.join(webDir, 'assets', 'app-1234.js'), 'console.log("surcos")');
  writeFileSync(path.join(webDir, 'assets', 'big-1.js'), 'x'.repeat(10_000));
  // What the build writes beside each text asset: the page and a script, compressed once.
  const page = '<!doctype html><title>Surcos</title><div id="root"></div><!-- precompressed -->';
  writeFileSync(path.join(webDir, 'index.html.br'), brotliCompressSync(page));
  // Marked, so a test tells the build's file from one compressed on the fly.
  writeFileSync(path.join(webDir, 'assets', 'big-1.js.br'), brotliCompressSync(`${'x'.repeat(10_000)}//br`));
  writeFileSync(path.join(webDir, 'assets', 'big-1.js.gz'), gzipSync('x'.repeat(10_000)));
  // The installable app: its service worker and manifest, beside the page.
  // Each page in each language, as web/scripts/prerender.ts writes them.
  for (const language of ['es', 'en']) {
    const dir = path.join(webDir, 'prerendered', language);
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      path.join(dir, 'home.html'),
      `<div id="root" data-prerendered="">home form ${language}</div>`,
    );
    writeFileSync(
      path.join(dir, 'login.html'),
      `<div id="root" data-prerendered="">login form ${language}</div>`,
    );
    writeFileSync(
      path.join(dir, 'profile.html'),
      `<!doctype html><html lang="${language}"><title>Surcos</title><link rel="modulepreload" href="/assets/user-page-1.js"><div id="root"></div>`,
    );
    writeFileSync(path.join(dir, 'index.html'), appPage(language));
    writeFileSync(
      path.join(dir, 'index.html.br'),
      brotliCompressSync(`${appPage(language)}<!-- precompressed -->`),
    );
  }
  // The build's renderer of a visitor's pages (web/src/render-visitor-page.tsx), standing in: it
  // shows what it was given, and fails for one name, as a real renderer might.
  mkdirSync(path.join(webDir, 'server'));
  writeFileSync(
    path.join(webDir, 'server', 'render-visitor-page.js'),
    `export async function renderVisitorPage(pathname, answers, language) {
      const profile = answers['/api/users/' + pathname.split('/')[2]];
      if (profile.name === 'Falla al renderizar') throw new Error('the renderer failed');
      const given = JSON.stringify({ pathname, answers, language }).replaceAll('&', '&amp;').replaceAll('<', '&lt;');
      return '<main data-given="' + given.replaceAll('"', '&quot;') + '"></main>';
    }`,
  );
  writeFileSync(path.join(webDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(webDir, 'manifest.webmanifest'), '{"name":"Surcos"}');
  ctx = await createTestContext({}, { webDir });
});

afterAll(async () => {
  await ctx.close();
  rmSync(webDir, { recursive: true, force: true });
});

describe('GET /healthz', () => {
  it('reports a reachable database', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('reports an unreachable database with 503', async () => {
    const broken = await ctx.buildAnother();
    await broken.db.destroy();
    const response = await broken.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: { code: 'SERVICE_UNAVAILABLE', message: 'La base de datos no responde.' },
    });
  });
});

describe('security headers', () => {
  it('sends a strict Content-Security-Policy and friends', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    // Besides its own files, a page runs one inline script (the remembered theme), allowed by its hash only,
    // and may compile WebAssembly (the scan page's barcode reader), never eval JavaScript.
    const themeHash = createHash('sha256').update(THEME_BOOT_SCRIPT).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${themeHash}' 'wasm-unsafe-eval';`);
    expect(csp).not.toMatch(/'unsafe-eval'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('web app', () => {
  it('serves index.html for app routes, so a refresh on /albums works', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/album/123',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('sends a visitor the prerendered login form for / and /login, and a signed-in browser the plain app', async () => {
    const page = (url: string, cookie?: string) =>
      ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
    const home = await page('/');
    expect(home.body).toContain('home form es');
    expect(home.headers.vary).toContain('Cookie');
    expect(home.headers.vary).toContain('Accept-Language');
    expect((await page('/login')).body).toContain('login form es');
    for (const cookie of [
      'better-auth.session_token=abc.def',
      'theme=dark; __Secure-better-auth.session_token=abc',
    ]) {
      const signedIn = await page('/login', cookie);
      expect(signedIn.body).toBe(appPage('es'));
    }
    // A query string may change what the page shows: the plain app renders it.
    expect((await page('/login?next=%2Falbums')).body).not.toContain('data-prerendered');
    expect((await page('/register')).body).not.toContain('data-prerendered');
  });

  it("sends a visitor a public profile with the API's own answers to its first requests inside", async () => {
    const page = (url: string, cookie?: string) =>
      ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
    const answersIn = (body: string): Record<string, unknown> => {
      const match = /<script type="application\/json" id="surcos-initial-responses">(.*?)<\/script>/s.exec(
        body,
      );
      if (!match?.[1]) throw new Error(`no initial responses in ${body}`);
      return JSON.parse(match[1]) as Record<string, unknown>;
    };
    // A name that would close the script if it were written as it is.
    const owner = await createUser(ctx.app, { name: '</script><script>alert(1)</script>' });
    expect((await as(ctx.app, owner).put('/api/me/albums/sc-0001')).statusCode).toBeLessThan(300);

    const profile = await page(`/user/${owner.id}`);
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['content-type']).toContain('text/html');
    expect(profile.headers.vary).toContain('Cookie');
    expect(profile.body).toContain('<link rel="modulepreload" href="/assets/user-page-1.js">');
    expect(profile.body).not.toContain('</script><script>alert(1)');
    const answers = answersIn(profile.body);
    const user = `/api/users/${owner.id}`;
    expect(Object.keys(answers).sort()).toEqual(
      ['/api/session', user, `${user}/albums?`, `${user}/collections?`, `${user}/stats`].sort(),
    );
    // The same bodies the browser would have been sent.
    for (const [url, body] of Object.entries(answers)) {
      expect(body).toEqual((await ctx.app.inject({ method: 'GET', url })).json());
    }
    expect(answers['/api/session']).toEqual({ user: null });
    expect(answers[user]).toMatchObject({ id: owner.id, name: owner.name });
    expect(
      (answers[`${user}/albums?`] as { items: Array<{ id: string }> }).items.map(({ id }) => id),
    ).toEqual(['sc-0001']);

    // A missing profile is left for the page to ask about; a signed-in browser and a query get the plain app.
    expect(Object.keys(answersIn((await page('/user/nadie')).body))).toEqual(['/api/session']);
    const signedIn = await page(`/user/${owner.id}`, owner.cookie);
    expect(signedIn.body).toBe(appPage('es'));
    expect((await page(`/user/${owner.id}?x=1`)).body).not.toContain('surcos-initial-responses');
    expect((await page(`/user/${owner.id}/more`)).body).not.toContain('surcos-initial-responses');
  });

  it("renders a visitor's public profile into the page from the same answers, for the app to take over", async () => {
    const page = (url: string, cookie?: string) =>
      ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
    /** What the renderer was given, read back from what it rendered into `#root`. */
    const renderedIn = (body: string) => {
      const match = /<div id="root" data-prerendered=""><main data-given="([^"]*)"><\/main><\/div>/.exec(
        body,
      );
      if (!match?.[1]) return null;
      const given = match[1].replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&amp;', '&');
      return JSON.parse(given) as { pathname: string; answers: Record<string, unknown>; language: string };
    };
    const owner = await createUser(ctx.app, { name: 'Rosa Surcos' });
    expect((await as(ctx.app, owner).put('/api/me/albums/sc-0001')).statusCode).toBeLessThan(300);

    const profile = await page(`/user/${owner.id}`);
    expect(profile.statusCode).toBe(200);
    const rendered = renderedIn(profile.body);
    expect(rendered?.pathname).toBe(`/user/${owner.id}`);
    // The very answers the page carries for the browser, so the app's first render matches the HTML.
    const carried = /<script type="application\/json" id="surcos-initial-responses">(.*?)<\/script>/s.exec(
      profile.body,
    )?.[1];
    expect(rendered?.answers).toEqual(JSON.parse(carried ?? 'null'));
    expect(rendered?.answers[`/api/users/${owner.id}`]).toMatchObject({ name: 'Rosa Surcos' });
    expect(rendered?.language).toBe('es');
    // In the language the browser prefers, into that language's page.
    const english = await ctx.app.inject({
      method: 'GET',
      url: `/user/${owner.id}`,
      headers: { accept: 'text/html', 'accept-language': 'en-GB,en;q=0.8' },
    });
    expect(renderedIn(english.body)?.language).toBe('en');
    expect(english.body).toContain('<html lang="en">');

    // Nothing to render for a missing profile, a signed-in browser or a query string: the app renders those.
    expect((await page('/user/nadie')).body).not.toContain('data-prerendered');
    expect((await page(`/user/${owner.id}`, owner.cookie)).body).not.toContain('data-prerendered');
    expect((await page(`/user/${owner.id}?x=1`)).body).not.toContain('data-prerendered');

    // A renderer that fails costs the visitor the early paint, not the page.
    const unlucky = await createUser(ctx.app, { name: 'Falla al renderizar' });
    const fallback = await page(`/user/${unlucky.id}`);
    expect(fallback.statusCode).toBe(200);
    expect(fallback.body).not.toContain('data-prerendered');
    expect(fallback.body).toContain('<div id="root"></div>');
    expect(fallback.body).toContain('surcos-initial-responses');
  });

  it("answers each page in the device's language, else the browser's, Spanish when it prefers neither", async () => {
    const page = (url: string, headers: Record<string, string>) =>
      ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
    expect((await page('/', { 'accept-language': 'en-US,en;q=0.9' })).body).toContain('home form en');
    expect((await page('/login', { 'accept-language': 'fr, de;q=0.5' })).body).toContain('login form es');
    expect((await page('/', { 'accept-language': 'en', cookie: 'surcos_lang=es' })).body).toContain(
      'home form es',
    );
    expect((await page('/', { cookie: 'surcos_lang=en' })).body).toContain('home form en');
    expect((await page('/', { cookie: 'surcos_lang=xx', 'accept-language': 'en' })).body).toContain(
      'home form en',
    );
    expect((await page('/albums', { 'accept-language': 'en' })).body).toBe(appPage('en'));
    expect((await page('/albums', {})).body).toBe(appPage('es'));
  });

  it('never sends the renderer of the pages itself', async () => {
    const renderer = await ctx.app.inject({ method: 'GET', url: '/server/render-visitor-page.js' });
    expect(renderer.statusCode).toBe(404);
    expect(renderer.body).not.toContain('renderVisitorPage');
  });

  it('serves the app for a page asked for without an Accept header, but not for a missing file', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"');
    const deepLink = await ctx.app.inject({ method: 'GET', url: '/collection/abc?x=1' });
    expect(deepLink.statusCode).toBe(200);

    const missing = await ctx.app.inject({ method: 'GET', url: '/assets/missing-1.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No se ha encontrado lo que buscas.' },
    });
  });

  it('answers an unknown cover path with the JSON 404, never the app', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/covers/1/2/3/4/5',
      headers: { accept: 'image/webp,*/*' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json<{ error: { code: string } }>().error.code).toBe('NOT_FOUND');
  });

  it('serves the service worker and the manifest fresh each time, never as the app page', async () => {
    const worker = await ctx.app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toContain('javascript');
    // A browser then checks for a new version on every visit instead of trusting a stored copy.
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await ctx.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    expect(manifest.json()).toEqual({ name: 'Surcos' });
  });

  it('serves hashed assets with a long cache', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('compresses large responses', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/assets/big-1.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('sends the files the build compressed, brotli first, with their long cache', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/assets/big-1.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(`${'x'.repeat(10_000)}//br`);
  });

  it('sends the compressed page for an app route', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/albums',
      headers: { accept: 'text/html', 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('precompressed');
  });

  it('answers unknown API paths with the JSON 404', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/nada',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No se ha encontrado lo que buscas.' },
    });
  });
});

describe('GET /api/me/counts', () => {
  it('requires a session', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/me/counts' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: { code: 'UNAUTHENTICATED', message: 'Usuario no autenticado.' },
    });
  });

  it('answers every navigation count for a new user', async () => {
    const user = await createUser(ctx.app);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/me/counts',
      headers: { cookie: user.cookie },
    });
    expect(response.json()).toEqual({
      albums: 0,
      collections: 0,
      followers: 0,
      following: 0,
      unreadMessages: 0,
      wishlist: 0,
      feedHasNew: false,
    });
  });
});

describe('request limits', () => {
  it('refuses an oversized body with 413 and a Spanish message', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      payload: JSON.stringify({ email: 'a@b.es', password: 'x'.repeat(300_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'La petición es demasiado grande.' },
    });
  });

  it('answers a malformed or overlong address with the Spanish error body, not the framework’s', async () => {
    const malformed = await ctx.app.inject({ method: 'GET', url: '/api/users/%' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      error: { code: 'VALIDATION_FAILED', message: 'La dirección no es válida.' },
    });

    const overlong = await ctx.app.inject({ method: 'GET', url: `/api/albums/${'a'.repeat(5000)}` });
    expect(overlong.statusCode).toBe(414);
    expect(overlong.json()).toEqual({
      error: { code: 'VALIDATION_FAILED', message: 'La dirección es demasiado larga.' },
    });
  });

  it('says in words that a cursor is not valid, whatever it holds', async () => {
    const user = await createUser(ctx.app, { name: 'Paginadora' });
    const json = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const garbage = [
      '%25%25',
      'no es un cursor',
      'a'.repeat(3000),
      'AAAA',
      json({ a: 1 }),
      json([]),
      json(['x', 'y']),
      json([1.5, 'x']),
      json([Number.MAX_SAFE_INTEGER + 2, 'x']),
      json(['texto', 'x']),
      json([1, 2]),
      json([1, 'x', 'y']),
      json([1, 'x\u0000']),
    ];
    for (const cursor of garbage) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/me/albums?cursor=${encodeURIComponent(cursor)}`,
        headers: { cookie: user.cookie },
      });
      expect(response.statusCode, cursor).toBe(400);
      expect(response.json(), cursor).toEqual({
        error: {
          code: 'VALIDATION_FAILED',
          message: 'La posición en la lista no es válida: vuelve a cargarla desde el principio.',
        },
      });
    }
  });
});
