import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { apiAs } from '../support/api.ts';
import { createCollectionAs } from '../support/collections.ts';
import {
  expect,
  expectNoSeriousA11yViolations,
  logout,
  newAccount,
  register,
  test,
} from '../support/fixtures.ts';
import { otherPerson, signUp } from '../support/people.ts';

// The only spec with the service worker: the rest block it (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });
// One test puts a new sw.js where the server finds it: the others must not install that one meanwhile.
test.describe.configure({ mode: 'serial' });

/** The service worker the served build has (the server reads it afresh on every request). */
const SERVED_WORKER = path.resolve(import.meta.dirname, '../../web/dist/sw.js');

/**
 * The first visit installs the worker; it takes the page at once (clientsClaim). A page that has
 * opened nothing yet (another person's, see otherPerson) makes that visit.
 */
async function waitForWorker(page: Page): Promise<void> {
  if (page.url() === 'about:blank') await page.goto('/');
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 })
    .toBe(true);
}

/** Every API address kept in the page's Cache Storage, whatever the cache. */
const cachedApiPaths = (page: Page) =>
  page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) paths.push(new URL(request.url).pathname);
    }
    return paths.filter((path) => path.startsWith('/api/')).sort();
  });

const NEAR_MINT = 'Near Mint (NM or M-)';

const offlineBanner = (page: Page) => page.getByRole('status').filter({ hasText: 'Sin conexión' });

test.describe('installable and offline', () => {
  test('My albums, a collection, the wishlist and a conversation read offline after one visit; a change is refused with a message', async ({
    browser,
    page: beaPage,
  }) => {
    const bea = await signUp(beaPage, 'Bea En Línea');
    const ana = await otherPerson(browser, 'Ana Sin Red', { goesOffline: true });
    const { page } = ana;
    const conversation = (await apiAs(page, 'POST', '/api/conversations', { userId: bea.id })) as {
      id: string;
    };
    await apiAs(beaPage, 'POST', `/api/conversations/${conversation.id}/messages`, {
      text: '¿Me cambias el de Miles?',
    });
    await apiAs(page, 'PUT', '/api/me/albums/sc-0010');
    await apiAs(page, 'PUT', '/api/me/wishlist/sc-0061');
    const collectionId = await createCollectionAs(page, { name: 'Jazz del 58', albumIds: ['sc-0010'] });
    await waitForWorker(page);

    await page.goto(`/collection/${collectionId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Jazz del 58' })).toBeVisible();
    await page.goto('/messages');
    await page.getByRole('link', { name: /Bea En Línea/ }).click();
    await expect(page.getByText('¿Me cambias el de Miles?')).toBeVisible();
    await page.goto('/wishlist');
    await expect(page.getByRole('link', { name: /Bitches Brew/ })).toBeVisible();
    await page.goto('/albums');
    await expect(page.getByRole('link', { name: /Somethin' Else/ })).toBeVisible();
    await expect(offlineBanner(page)).toHaveCount(0);

    await ana.dropConnection();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Mis álbumes' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Somethin' Else/ })).toBeVisible();
    await expect(offlineBanner(page)).toContainText('No se pueden hacer cambios');
    await expectNoSeriousA11yViolations(page);

    await page.goto(`/collection/${collectionId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Jazz del 58' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Somethin' Else/ })).toBeVisible();
    await page.goto('/messages');
    await page.getByRole('link', { name: /Bea En Línea/ }).click();
    await expect(page.getByText('¿Me cambias el de Miles?')).toBeVisible();
    await page.goto('/wishlist');
    await expect(page.getByRole('link', { name: /Bitches Brew/ })).toBeVisible();
    await page.getByRole('button', { name: /Quitar Bitches Brew/ }).click();
    await expect(page.getByRole('alert')).toHaveText(/Sin conexión: no se ha enviado nada/);
    await expect(page.getByRole('link', { name: /Bitches Brew/ })).toBeVisible();

    await ana.context.setOffline(false);
    await expect(offlineBanner(page)).toHaveCount(0);
    await ana.close();
  });

  test('offline at 375 px, My albums is searched and filtered on the device, an owned album opens, and what needs the network says so and comes back by itself', async ({
    browser,
  }) => {
    const ana = await otherPerson(browser, 'Ana Sin Cobertura', { goesOffline: true });
    const { page } = ana;
    await page.setViewportSize({ width: 375, height: 740 });
    for (const id of ['sc-0013', 'sc-0010', 'sc-0009', 'sc-0020'])
      await apiAs(page, 'PUT', `/api/me/albums/${id}`);
    // Kind Of Blue's Near Mint copy is in Primeras ediciones; Somethin' Else has one there too, but Good.
    const firsts = 'Primeras ediciones';
    await apiAs(page, 'POST', '/api/me/albums/sc-0013/copies', { folder: firsts, mediaCondition: NEAR_MINT });
    await apiAs(page, 'POST', '/api/me/albums/sc-0010/copies', {
      folder: firsts,
      mediaCondition: 'Good (G)',
    });
    await apiAs(page, 'POST', '/api/me/albums/sc-0010/copies', {
      folder: 'Estantería',
      mediaCondition: NEAR_MINT,
    });
    await waitForWorker(page);
    await page.goto('/albums');
    const grid = page.getByRole('list', { name: 'Mis álbumes' });
    await expect(grid.getByRole('listitem')).toHaveCount(4);
    // The whole of My albums is kept on the device once the list has shown.
    await expect.poll(() => cachedApiPaths(page)).toContain('/api/me/albums/all');

    await ana.dropConnection();
    await page.getByRole('searchbox', { name: 'Buscar en mis álbumes' }).fill('KIND of');
    await expect(page.getByText('1 álbum', { exact: true })).toBeVisible();
    await expect(grid.getByRole('link', { name: /Kind Of Blue/ })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Buscar en mis álbumes' }).fill('');
    await expect(page.getByText('4 álbumes', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await page.getByRole('combobox', { name: 'Carpeta' }).selectOption(firsts);
    await page.getByRole('combobox', { name: 'Estado del disco' }).selectOption(NEAR_MINT);
    await expect(page.getByText('1 álbum', { exact: true })).toBeVisible();
    await expect(grid.getByRole('listitem')).toHaveCount(1);
    await expect(grid.getByRole('link', { name: /Kind Of Blue/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // An owned album never opened: its page and copies from what the device keeps.
    await page.getByRole('button', { name: 'Limpiar filtros' }).click();
    await grid.getByRole('link', { name: /Somethin' Else/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: "Somethin' Else" })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Mis copias' }).getByText('Estantería')).toBeVisible();

    // Statistics are not kept: said at once, and loaded without a click once the connection returns.
    await page.goto('/stats');
    await expect(page.getByText('Necesita conexión')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reintentar' })).toHaveCount(0);
    await ana.context.setOffline(false);
    await expect(page.getByText('Álbumes', { exact: true })).toBeVisible();
    await expect(page.getByText('Necesita conexión')).toHaveCount(0);
    await ana.close();
  });

  test('signing out empties every cached API answer; the next user starts from nothing', async ({ page }) => {
    const first = newAccount('Ana Primera');
    await register(page, first);
    await apiAs(page, 'PUT', '/api/me/albums/sc-0010');
    await waitForWorker(page);
    await page.goto('/albums');
    await expect(page.getByRole('link', { name: /Somethin' Else/ })).toBeVisible();
    await expect.poll(() => cachedApiPaths(page)).toContain('/api/me/albums');

    await logout(page);
    await expect.poll(() => cachedApiPaths(page)).toEqual([]);

    await register(page, newAccount('Bea Segunda'));
    await page.goto('/albums');
    await expect(page.getByText(/Somethin' Else/)).toHaveCount(0);
    await expect.poll(() => cachedApiPaths(page)).toContain('/api/me/albums');
    const cachedSessionUser = await page.evaluate(async () => {
      const response = await caches.match('/api/session');
      return ((await response?.json()) as { user: { name: string } } | undefined)?.user.name;
    });
    expect(cachedSessionUser).toBe('Bea Segunda');
  });

  test('a session that ends without signing out (expired, cookies gone) empties the caches too', async ({
    page,
    context,
  }) => {
    await register(page, newAccount('Ana Caduca'));
    await apiAs(page, 'PUT', '/api/me/albums/sc-0010');
    await waitForWorker(page);
    await page.goto('/albums');
    await expect(page.getByRole('link', { name: /Somethin' Else/ })).toBeVisible();
    await expect.poll(() => cachedApiPaths(page)).toContain('/api/me/albums');

    await context.clearCookies();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
    await expect.poll(() => cachedApiPaths(page)).toEqual([]);
  });

  test('a new version is announced; Actualizar switches to it and reloads', async ({ page }) => {
    await register(page, newAccount('Ana Actualiza'));
    await waitForWorker(page);

    // A new deploy, as the browser sees it: another sw.js, one that also says which version it is.
    const deployed = readFileSync(SERVED_WORKER, 'utf8');
    try {
      writeFileSync(
        SERVED_WORKER,
        `${deployed}\nself.addEventListener('message', (event) => { if (event.data === 'version') event.ports[0].postMessage('nueva'); });\n`,
      );
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });
      const prompt = page.getByRole('region', { name: 'Actualización' });
      await expect(prompt.getByText('Hay una versión nueva de Surcos.')).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // 'Ahora no' only hides it: the next visit asks again.
      await prompt.getByRole('button', { name: 'Ahora no' }).click();
      await expect(prompt).toHaveCount(0);
      await page.reload();
      await expect(prompt.getByText('Hay una versión nueva de Surcos.')).toBeVisible();

      await page.evaluate(() => Object.assign(window, { beforeUpdate: true }));
      await prompt.getByRole('button', { name: 'Actualizar' }).focus();
      // The waiting version is asked again every 2 s until it takes over (service-worker-updates.ts).
      const reloaded = page.waitForEvent('load', { timeout: 30_000 });
      await page.keyboard.press('Enter');
      await reloaded;
      expect(await page.evaluate(() => 'beforeUpdate' in window)).toBe(false);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(prompt).toHaveCount(0);
      const version = await page.evaluate(
        () =>
          new Promise((resolve) => {
            const channel = new MessageChannel();
            channel.port1.onmessage = (event) => resolve(event.data);
            navigator.serviceWorker.controller?.postMessage('version', [channel.port2]);
          }),
      );
      expect(version).toBe('nueva');
    } finally {
      writeFileSync(SERVED_WORKER, deployed);
    }
  });

  test('the web app manifest names Surcos, in Spanish, with icons that load', async ({ page, request }) => {
    await page.goto('/login');
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestHref).toBeTruthy();
    const response = await request.get(manifestHref!);
    expect(response.ok()).toBe(true);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await response.json()) as {
      name: string;
      lang: string;
      description: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Surcos', lang: 'es', start_url: '/', display: 'standalone' });
    expect(manifest.description).toMatch(/colección de discos/);
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    for (const [sizes, purpose] of [
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['192x192', 'maskable'],
      ['512x512', 'maskable'],
    ]) {
      expect(manifest.icons).toContainEqual(expect.objectContaining({ sizes, purpose, type: 'image/png' }));
    }
    const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    for (const src of [...manifest.icons.map((icon) => icon.src), appleIcon!]) {
      const icon = await request.get(src);
      expect(icon.ok(), src).toBe(true);
      expect(icon.headers()['content-type']).toBe('image/png');
    }
  });
});
