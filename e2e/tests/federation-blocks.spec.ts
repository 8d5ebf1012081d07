import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { E2E_PORT } from '../support/environment.ts';
import { expect, expectNoSeriousA11yViolations, newAccount, test } from '../support/fixtures.ts';

/**
 * Two Surcos of their own, federating over loopback: a member of A blocks a
 * member of B who follows her and whom she follows. Ports after the ones the
 * run's other servers (and the other federation specs) take.
 */
const SERVERS = [E2E_PORT + 20, E2E_PORT + 21].map((port) => ({ port, url: `http://localhost:${port}` }));
const [A, B] = SERVERS as [(typeof SERVERS)[number], (typeof SERVERS)[number]];

const running: ChildProcess[] = [];
const dataDirs: string[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  for (const { port, url } of SERVERS) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'surcos-e2e-federation-blocks-'));
    dataDirs.push(dataDir);
    running.push(
      spawn(process.execPath, [path.resolve(import.meta.dirname, '../../server/dist/main.js')], {
        stdio: 'inherit',
        env: {
          ...process.env,
          NODE_ENV: 'production',
          PORT: String(port),
          HOST: 'localhost',
          PUBLIC_URL: url,
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          REDIS_URL: '',
          DISCOGS_TOKEN: '',
          LOG_LEVEL: 'warn',
          SIGN_UPS_PER_IP_PER_HOUR: '10000',
          FEDERATION: 'on',
          FEDERATION_ALLOW_PRIVATE_ADDRESSES: 'true',
        },
      }),
    );
  }
  for (const { url } of SERVERS) {
    await expect
      .poll(async () => (await fetch(`${url}/healthz`).catch(() => null))?.status ?? 0, { timeout: 60_000 })
      .toBe(200);
  }
});

test.afterAll(() => {
  for (const server of running) server.kill('SIGTERM');
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

/** A member of the server at `url`, signed in in a context of their own. */
async function memberOf(context: BrowserContext, url: string, name: string) {
  const account = newAccount(name);
  const response = await context.request.post(`${url}/api/auth/sign-up/email`, {
    headers: { origin: url },
    data: account,
  });
  expect(response.ok()).toBe(true);
  const { user } = (await response.json()) as { user: { id: string } };
  const profile = (await (await context.request.get(`${url}/api/users/${user.id}`)).json()) as {
    address: string;
  };
  return { ...account, id: user.id, address: profile.address };
}

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Buscar por artista o álbum' });

/** Follows `address` from Explorar on `page`, as a member does. */
async function follow(page: Page, address: string) {
  await page.goto('/');
  await searchBox(page).fill(address);
  const region = page.getByRole('region', { name: 'En otro servidor' });
  await region.getByRole('button', { name: 'Seguir' }).click();
  await expect(region.getByRole('button', { name: 'Dejar de seguir' })).toBeVisible();
  return region;
}

test('a member blocks a member of another Surcos from Explorar: the follows end on both sides, and she unblocks from Bloqueados y silenciados', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const contextA = await browser.newContext({ baseURL: A.url });
  const contextB = await browser.newContext({ baseURL: B.url });
  const ana = await memberOf(contextA, A.url, 'Ana Bloqueadora');
  const bob = await memberOf(contextB, B.url, 'Bob Bloqueado');
  const page = await contextA.newPage();
  const bobPage = await contextB.newPage();

  await follow(bobPage, ana.address);
  const region = await follow(page, bob.address);
  // Ana's Seguidores shows Bob once his Follow has arrived.
  await expect(async () => {
    await page.goto('/followers');
    await expect(page.getByRole('list', { name: 'Seguidores' }).getByText(bob.address)).toBeVisible();
  }).toPass({ timeout: 30_000 });

  await page.goto('/');
  await searchBox(page).fill(bob.address);
  await region.getByRole('button', { name: `Bloquear: ${bob.address}` }).click();
  const dialog = page.getByRole('dialog', { name: `¿Bloquear a ${bob.address}?` });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Bloquear' }).click();
  await expect(region.getByRole('button', { name: `Desbloquear: ${bob.address}` })).toBeVisible();
  await expect(region.getByRole('button', { name: 'Seguir' })).toHaveCount(0);

  // On A at once: neither list has him.
  await page.goto('/followers');
  await expect(page.getByText('Aún no tienes seguidores.')).toBeVisible();
  // On B, once the Undo and the Reject arrive: neither list has her.
  await expect(async () => {
    await bobPage.goto('/following');
    await expect(bobPage.getByRole('list', { name: 'Siguiendo' }).getByText(ana.address)).toHaveCount(0);
    await bobPage.goto('/followers');
    await expect(bobPage.getByText('Aún no tienes seguidores.')).toBeVisible();
  }).toPass({ timeout: 30_000 });

  // Bloqueados y silenciados lists him; Desbloquear there unblocks.
  await page.goto('/settings/blocks');
  const blocked = page.getByRole('list', { name: 'Cuentas de otros servidores' });
  await expect(blocked.getByText(bob.address)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await blocked.getByRole('button', { name: `Desbloquear: ${bob.address}` }).click();
  await expect(page.getByText(`Has desbloqueado a ${bob.address}.`)).toBeVisible();
  await expect(blocked).toHaveCount(0);

  await contextA.close();
  await contextB.close();
});
