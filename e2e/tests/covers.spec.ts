import type { Locator, Page } from '@playwright/test';
import { apiAs } from '../support/api.ts';
import { E2E_DISCOGS_BASE_URL, FAKE_DISCOGS_URL } from '../support/environment.ts';
import { expect, newAccount, test } from '../support/fixtures.ts';

/** Every request the page makes, to check where covers come from. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** Requests that went to Discogs or to the fake standing in for it: there must be none. */
const toDiscogs = (urls: readonly string[]) =>
  urls.filter((url) => /(^|\.)discogs\.com$/.test(new URL(url).hostname) || url.startsWith(FAKE_DISCOGS_URL));

async function registerOnDiscogsServer(page: Page) {
  const account = newAccount('Rosa Portadas');
  await page.goto(`${E2E_DISCOGS_BASE_URL}/register`);
  await page.getByLabel('Nombre', { exact: true }).fill(account.name);
  await page.getByLabel('Correo electrónico').fill(account.email);
  await page.getByLabel('Contraseña').fill(account.password);
  await page.getByRole('button', { name: 'Registrarse' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Explorar' })).toBeVisible();
}

/** Waits until the image has loaded and answers the URL the browser chose from its srcset. */
async function loadedSource(image: Locator): Promise<string> {
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
    .toBeGreaterThan(0);
  return image.evaluate((element: HTMLImageElement) => element.currentSrc);
}

test.describe('covers', () => {
  test('come resized from Surcos in grids, album pages and search; the page never talks to Discogs', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const requests = recordRequests(page);
    await registerOnDiscogsServer(page);
    await apiAs(page, 'PUT', '/api/me/albums/249504');

    await page.goto(`${E2E_DISCOGS_BASE_URL}/albums`);
    const sleeve = page.getByRole('listitem').filter({ hasText: 'Never Gonna Give You Up' }).locator('img');
    await expect(sleeve).toHaveAttribute(
      'srcset',
      '/covers/249504/160 160w, /covers/249504/320 320w, /covers/249504/640 640w',
    );
    await expect(sleeve).toHaveAttribute('loading', 'lazy');
    const inGrid = new URL(await loadedSource(sleeve));
    expect(inGrid.origin).toBe(E2E_DISCOGS_BASE_URL);
    expect(inGrid.pathname).toMatch(/^\/covers\/249504\/(160|320|640)$/);

    await page.goto(`${E2E_DISCOGS_BASE_URL}/album/249504`);
    const front = page.getByRole('img', { name: 'Portada de Never Gonna Give You Up' });
    const onPage = new URL(await loadedSource(front));
    expect(onPage.origin).toBe(E2E_DISCOGS_BASE_URL);
    expect(onPage.pathname).toBe('/covers/249504/640');
    const answer = await page.request.get(onPage.href, { headers: { accept: 'image/webp' } });
    expect(answer.headers()['content-type']).toBe('image/webp');
    expect(answer.headers()['cache-control']).toContain('immutable');

    await page.goto(`${E2E_DISCOGS_BASE_URL}/add-album`);
    await page.getByLabel('Buscar por artista o álbum').fill('prodigy');
    const hit = page.getByRole('listitem').filter({ hasText: 'Prodigy' }).first().locator('img');
    const inSearch = new URL(await loadedSource(hit));
    expect(inSearch.origin).toBe(E2E_DISCOGS_BASE_URL);
    expect(inSearch.pathname).toMatch(/^\/covers\/found\/[\w-]+\.[\w-]+\/(160|320|640)$/);

    expect(requests.some((url) => url.startsWith(`${E2E_DISCOGS_BASE_URL}/covers/`))).toBe(true);
    expect(toDiscogs(requests)).toEqual([]);
  });

  test('a cover the image host cannot give shows the generated placeholder, never a broken image', async ({
    page,
  }) => {
    const requests = recordRequests(page);
    await registerOnDiscogsServer(page);
    await page.request.put(`${FAKE_DISCOGS_URL}/__image-faults`, {
      // Only this release's images, so tests running meanwhile keep theirs.
      data: { fault: '404', matching: 'R-3362530-' },
    });
    try {
      await apiAs(page, 'PUT', '/api/me/albums/3362530');
      await page.goto(`${E2E_DISCOGS_BASE_URL}/album/3362530`);
      const placeholder = page.getByRole('img', { name: /^Portada de Head In California/ });
      await expect(placeholder).toBeVisible();
      // A typographic sleeve: the title set in type (drawn by CSS from data-text), no image.
      await expect(placeholder.locator('[data-text]').first()).toHaveAttribute(
        'data-text',
        /Head In California/,
      );
      await expect(placeholder.locator('img')).toHaveCount(0);
      await expect(page.locator('img[src^="/covers/3362530"]')).toHaveCount(0);
    } finally {
      await page.request.put(`${FAKE_DISCOGS_URL}/__image-faults`, { data: 'null' });
    }
    expect(toDiscogs(requests.filter((url) => !url.includes('/__image-faults')))).toEqual([]);
  });
});
