import path from 'node:path';
import type { Page } from '@playwright/test';
import { inLanguage, measureRoutes } from '../../web/scripts/bundle-budget.ts';
import { apiAs } from '../support/api.ts';
import { expect, newAccount, register, test } from '../support/fixtures.ts';
import { otherPerson } from '../support/people.ts';

const WEB_DIST = path.resolve(import.meta.dirname, '../../web/dist');

/** The scripts a page fetches as it loads and settles, by their path in the build (`assets/…`). */
async function scriptsFetchedBy(page: Page, url: string): Promise<string[]> {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith('.js')) scripts.add(pathname.slice(1));
  });
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  return [...scripts];
}

test.describe('first load', () => {
  test('the page names the Latin fonts of both weights before its stylesheet, and the page uses them', async ({
    page,
  }) => {
    const fonts: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.woff2') && response.ok()) fonts.push(new URL(response.url()).pathname);
    });
    await page.goto('/login');
    const preloads = await page
      .locator('head link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(preloads).toEqual([
      expect.stringMatching(/latin-400-normal-[\w-]+\.woff2$/),
      expect.stringMatching(/latin-700-normal-[\w-]+\.woff2$/),
    ]);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    // Each preloaded font is fetched once, as the very file the stylesheet asks for.
    await expect.poll(() => [...new Set(fonts)].sort()).toEqual([...preloads].sort());
  });

  test('scripts and the page come compressed as the build wrote them', async ({ request }) => {
    const html = await request.get('/login', { headers: { accept: 'text/html', 'accept-encoding': 'br' } });
    expect(html.headers()['content-encoding']).toBe('br');
    const script = /<script type="module" crossorigin src="([^"]+)"/.exec(await html.text())?.[1];
    expect(script).toBeDefined();
    const response = await request.get(script!, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers()['content-encoding']).toBe('br');
    expect(response.headers()['cache-control']).toContain('immutable');
    const gzip = await request.get(script!, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding']).toBe('gzip');
  });

  test("a visitor's pages fetch no script beyond what the JavaScript budget counts, and no zod", async ({
    page,
    browser,
  }) => {
    const budgetOf = (route: string) => {
      // This browser speaks Spanish (playwright.config.ts): the Spanish catalogue is its page's.
      const figure = measureRoutes(WEB_DIST).find((candidate) => candidate.route === inLanguage(route, 'es'));
      if (!figure) throw new Error(`no budget for ${route}`);
      return figure.files;
    };
    const bea = await otherPerson(browser, 'Bea Perfil');
    try {
      for (const [route, url] of [
        ['/', '/'],
        ['/login', '/login'],
        ['/register', '/register'],
        ['/user/{id}', `/user/${bea.id}`],
      ] as const) {
        const fetched = await scriptsFetchedBy(page, url);
        expect(
          fetched.filter((file) => !budgetOf(route).includes(file)),
          `scripts of ${url}`,
        ).toEqual([]);
        expect(
          fetched.filter((file) => /zod/.test(file)),
          `zod on ${url}`,
        ).toEqual([]);
      }
    } finally {
      await bea.close();
    }
  });

  test('signed in, Explorar and My albums (grid and table) fetch no zod as they load', async ({ page }) => {
    await register(page, newAccount('Carla Primera'));
    await apiAs(page, 'PUT', '/api/me/albums/sc-0001');
    for (const [url, view] of [
      ['/', null],
      ['/albums', 'grid'],
      ['/albums', 'table'],
    ] as const) {
      // My albums keeps its view on the device (features/albums/lib/my-albums-view.ts).
      if (view) await page.evaluate((chosen) => localStorage.setItem('surcos.myAlbums.view', chosen), view);
      const fetched = await scriptsFetchedBy(page, url);
      expect(
        fetched.filter((file) => /zod/.test(file)),
        `zod on ${url} (${view ?? 'Explorar'})`,
      ).toEqual([]);
    }
  });

  test("a visitor's public profile arrives with its first answers: it renders without asking the API", async ({
    page,
    browser,
  }) => {
    const bea = await otherPerson(browser, 'Bea Estanterías');
    try {
      await apiAs(bea.page, 'PUT', '/api/me/albums/sc-0001');
      const apiRequests: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/api/')) apiRequests.push(pathname);
      });
      await page.goto(`/user/${bea.id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Bea Estanterías' })).toBeVisible();
      const albums = page.getByRole('region', { name: 'Álbumes' });
      await expect(albums.getByRole('link').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(apiRequests).toEqual([]);
    } finally {
      await bea.close();
    }
  });

  test("a visitor's public profile paints before any script runs, and the app takes it over as it is", async ({
    browser,
    page,
  }) => {
    // A name that would be markup if it were written into the page as it is.
    const name = '<b>Bea</b> <img src=x onerror=alert(1)>';
    const bea = await otherPerson(browser, name);
    try {
      await apiAs(bea.page, 'PUT', '/api/me/albums/sc-0001');
      const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
      try {
        const still = await withoutScripts.newPage();
        await still.goto(`/user/${bea.id}`);
        await expect(still.getByRole('heading', { level: 1, name })).toBeVisible();
        await expect(still).toHaveTitle(`${name} · Surcos`);
        await expect(still.locator('main b, main img')).toHaveCount(0);
        await expect(still.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
        await expect(still.getByRole('region', { name: 'Álbumes' }).getByRole('link').first()).toBeVisible();
      } finally {
        await withoutScripts.close();
      }

      // With scripts, held back until the page has painted: the app takes over the very nodes the
      // server sent (the fixture fails the test on any console error, a blocked inline style included).
      let releaseScripts = () => undefined as void;
      const scriptsHeld = new Promise<void>((resolve) => {
        releaseScripts = resolve;
      });
      await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
        await scriptsHeld;
        await route.continue();
      });
      const loading = page.goto(`/user/${bea.id}`);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await page.evaluate(() => {
        const served = window as unknown as { servedNodes: Array<Element | null> };
        served.servedNodes = [
          document.querySelector('h1'),
          document.querySelector('main p'),
          document.querySelector('main nav'),
        ];
      });
      releaseScripts();
      await loading;
      // Taken over: the app has measured the album list and placed its rows itself.
      await expect(page.getByRole('list', { name: /^Álbumes de/ })).toHaveCSS('position', 'relative');
      await expect(page.getByRole('region', { name: 'Álbumes' }).getByRole('link').first()).toBeVisible();
      const isSameNodes = await page.evaluate(() => {
        const { servedNodes } = window as unknown as { servedNodes: Array<Element | null> };
        const current = [
          document.querySelector('h1'),
          document.querySelector('main p'),
          document.querySelector('main nav'),
        ];
        return servedNodes.every((node, index) => node !== null && node === current[index]);
      });
      expect(isSameNodes).toBe(true);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    } finally {
      await bea.close();
    }
  });

  test('a visitor sees the login form before any script runs, and the app takes it over', async ({
    browser,
    page,
  }) => {
    const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
    try {
      const still = await withoutScripts.newPage();
      for (const url of ['/', '/login']) {
        await still.goto(url);
        await expect(still.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
        await expect(still).toHaveTitle('Iniciar sesión · Surcos');
        await expect(still.getByRole('textbox', { name: 'Correo electrónico' })).toBeVisible();
        await expect(still.getByLabel('Contraseña')).toBeVisible();
        // Until the app has taken the form over, it cannot be sent: the browser's own submit
        // would carry the password.
        await expect(still.getByRole('button', { name: 'Iniciar sesión' })).toBeDisabled();
      }
    } finally {
      await withoutScripts.close();
    }

    // With scripts, the same HTML is hydrated (the fixture fails the test on any console error,
    // a hydration mismatch included) and the form works.
    await page.goto('/login');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByText('El correo electrónico es obligatorio.').first()).toBeVisible();
  });
});
