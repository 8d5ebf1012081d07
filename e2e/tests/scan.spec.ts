import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import config from '../playwright.config.ts';
import { apiAs } from '../support/api.ts';
import { writeBarcodeVideo } from '../support/barcode-video.ts';
import { E2E_DISCOGS_BASE_URL, FAKE_DISCOGS_URL, FULL_CHROMIUM } from '../support/environment.ts';
import { OFFLINE_NOISE } from '../support/people.ts';
import {
  expect,
  expectNoSeriousA11yViolations,
  isClientErrorLog,
  newAccount,
  test,
} from '../support/fixtures.ts';

/** Rick Astley's 'Never Gonna Give You Up' (release 249504, master 96559): an EAN-13 in the Discogs fixtures. */
const EAN = '5012394144777';
/** Josh Wink's 'Profound Sounds Vol. 1' (release 3): a UPC-A. */
const UPC = '074646362822';
/** A made-up German pressing of the same single, served by the fake Discogs for this spec. */
const OTHER_PRESSING = { id: 90249505, code: '4006381333931' };
/** A valid EAN-13 no release lists. */
const UNKNOWN = '8712345678906';

// The fake camera plays a video of the two barcodes in turn, drawn at test time. The camera is
// allowed per context (grantPermissions): a context without it is refused, as a person refusing would.
const video = path.join(mkdtempSync(path.join(tmpdir(), 'surcos-scan-')), 'barcodes.y4m');
writeBarcodeVideo(video, [EAN, UPC]);
const launchOptions = config.use?.launchOptions ?? {};
test.use({
  // The Surcos that asks the fake Discogs, whose releases carry barcodes (the bundled catalogue's do not).
  baseURL: E2E_DISCOGS_BASE_URL,
  // The headless shell has no fake camera.
  launchOptions: {
    ...launchOptions,
    executablePath: FULL_CHROMIUM,
    args: [
      ...(launchOptions.args ?? []),
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  },
});

/** A member of the Discogs-backed Surcos, signed up through the API in `page`'s context; answers their id. */
async function member(page: Page, name: string): Promise<string> {
  const response = await page.request.post(`${E2E_DISCOGS_BASE_URL}/api/auth/sign-up/email`, {
    headers: { origin: E2E_DISCOGS_BASE_URL },
    data: newAccount(name),
  });
  expect(response.ok()).toBe(true);
  await page.goto('/');
  const session = (await apiAs(page, 'GET', '/api/session')) as { user: { id: string } };
  return session.user.id;
}

/** Bea, in a browser of her own, owns `albumId` and is followed by the page's member. */
async function followedOwner(browser: Browser, page: Page, albumId: string) {
  const context = await browser.newContext({ baseURL: E2E_DISCOGS_BASE_URL });
  const beaPage = await context.newPage();
  const beaId = await member(beaPage, 'Bea Prensas');
  await apiAs(beaPage, 'PUT', `/api/me/albums/${albumId}`);
  await apiAs(page, 'PUT', `/api/users/${beaId}/follow`);
  await context.close();
}

test('the camera reads an EAN-13 and a UPC-A into store mode, each once, with its verdict', async ({
  page,
  context,
  browser,
}) => {
  await member(page, 'Ana Escáner');
  await apiAs(page, 'PUT', `/api/me/albums/249504`);
  await followedOwner(browser, page, '3');
  await context.grantPermissions(['camera']);
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));

  // Reachable from 'Añadir álbum'; store mode is kept in the address.
  await page.goto('/add-album');
  await page.getByRole('link', { name: 'Escanear un código de barras' }).click();
  await page.getByRole('checkbox', { name: 'Modo tienda' }).check();
  await page.getByRole('button', { name: 'Usar la cámara' }).click();

  const list = page.getByRole('region', { name: 'Escaneados' });
  const ean = list.getByRole('listitem', { name: `Código ${EAN}` });
  const upc = list.getByRole('listitem', { name: `Código ${UPC}` });
  await expect(ean.getByText('Ya lo tienes')).toBeVisible({ timeout: 15_000 });
  await expect(ean.getByText('1 copia en Sin carpeta')).toBeVisible();
  await expect(ean.getByRole('button', { name: /Añadir otra copia/ })).toBeVisible();
  await expect(upc.getByRole('heading', { name: 'Profound Sounds Vol. 1' })).toBeVisible({ timeout: 15_000 });
  await expect(upc.getByText('Lo tienen:').locator('..')).toHaveText('Lo tienen: Bea Prensas');
  // The video loops: each code stays one entry, the last read on top.
  await expect(list.getByRole('listitem', { name: /^Código/ })).toHaveCount(2);
  // Chromium here has no BarcodeDetector of its own: zxing-wasm read them, off the page's thread.
  expect(workers).toEqual([expect.stringMatching(/\/assets\/zxing-worker-[\w-]+\.js$/)]);

  // Nothing is added without a tap; one tap puts it on the wishlist.
  await upc.getByRole('button', { name: /Añadir a la wishlist/ }).click();
  await expect(upc.getByText('En tu wishlist')).toBeVisible();
  await page.getByRole('button', { name: 'Parar la cámara' }).click();
  await expectNoSeriousA11yViolations(page);

  // The list survives a reload on this device.
  await page.reload();
  await expect(list.getByRole('listitem', { name: /^Código/ })).toHaveCount(2);
  await expect(upc.getByText('En tu wishlist')).toBeVisible();
});

test('without the camera: its message, the typed field, a scanner, another pressing and no match', async ({
  page,
}) => {
  await page.request.post(`${FAKE_DISCOGS_URL}/__releases`, {
    data: {
      id: OTHER_PRESSING.id,
      title: 'Never Gonna Give You Up',
      artists: [{ name: 'Rick Astley' }],
      year: 1987,
      country: 'Germany',
      master_id: 96559,
      labels: [{ name: 'RCA', catno: 'PB 41447' }],
      formats: [{ name: 'Vinyl', descriptions: ['7"', '45 RPM', 'Single'] }],
      identifiers: [{ type: 'Barcode', value: '4 006381 333931' }],
    },
  });
  await member(page, 'Ana Sin Cámara');
  await apiAs(page, 'PUT', `/api/me/albums/249504`);
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Principal' })
    .getByRole('link', { name: 'Escanear' })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Escanear' })).toBeVisible();

  await page.getByRole('button', { name: 'Usar la cámara' }).click();
  await expect(page.getByRole('alert')).toHaveText(/No tenemos permiso para usar la cámara/);

  // The typed field: another pressing of an album the member owns.
  const field = page.getByLabel('Código de barras');
  await field.fill(OTHER_PRESSING.code);
  await field.press('Enter');
  const verdict = page.getByRole('region', { name: `Código ${OTHER_PRESSING.code}` });
  await expect(verdict.getByText('Tienes otra edición')).toBeVisible();
  await expect(verdict.getByText(/^Never Gonna Give You Up \(1987/)).toBeVisible();
  await expect(verdict.getByRole('button', { name: /Añadir a mis discos/ })).toBeVisible();

  // A USB scanner types the digits and Enter into whatever has focus, milliseconds apart: sent from the
  // page itself, as Playwright's key presses (a round trip each) cannot keep that pace on a busy machine.
  await page.getByRole('heading', { level: 1, name: 'Escanear' }).click();
  await page.evaluate((code) => {
    for (const key of [...code, 'Enter'])
      (document.activeElement ?? document.body).dispatchEvent(
        new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }),
      );
  }, EAN);
  await expect(page.getByRole('region', { name: `Código ${EAN}` }).getByText('Ya lo tienes')).toBeVisible();

  await field.fill(UNKNOWN);
  await field.press('Enter');
  await expect(page.getByText(`No encontramos ningún disco con el código ${UNKNOWN}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Buscar por texto' })).toHaveAttribute(
    'href',
    `/add-album?q=${UNKNOWN}`,
  );
});

test('offline, a code of a record on this device answers at once, and the full verdict follows when the connection returns', async ({
  browser,
}) => {
  // A browser of its own, with the service worker (the other specs block it) and offline noise allowed.
  const context = await browser.newContext({ baseURL: E2E_DISCOGS_BASE_URL, serviceWorkers: 'allow' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && !OFFLINE_NOISE.test(text) && !isClientErrorLog(text)) errors.push(text);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await member(page, 'Ana Sin Cobertura');
  await apiAs(page, 'PUT', `/api/me/albums/249504`);
  await page.goto('/scan');
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 })
    .toBe(true);
  // Asked again under the worker, which keeps the member's codes for offline use.
  await page.reload();
  await expect
    .poll(() =>
      page.evaluate(async () => {
        for (const name of await caches.keys())
          for (const request of await (await caches.open(name)).keys())
            if (new URL(request.url).pathname === '/api/me/barcodes') return true;
        return false;
      }),
    )
    .toBe(true);

  // In a shop with no signal: the page comes from the device, and so does the answer.
  await context.setOffline(true);
  await page.reload();
  const field = page.getByLabel('Código de barras');
  await field.fill(EAN);
  await field.press('Enter');
  const verdict = page.getByRole('region', { name: `Código ${EAN}` });
  await expect(verdict.getByText('Ya lo tienes')).toBeVisible();
  await expect(
    verdict.getByText(/lo que tienen tus amigos y la base de datos de discos necesitan conexión/),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await context.setOffline(false);
  await expect(verdict.getByText('1 copia en Sin carpeta')).toBeVisible({ timeout: 15_000 });
  await context.close();
  expect(errors, 'console errors on the page').toEqual([]);
});
