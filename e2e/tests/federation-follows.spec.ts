import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { E2E_PORT } from '../support/environment.ts';
import { expect, expectNoSeriousA11yViolations, newAccount, test } from '../support/fixtures.ts';

/**
 * Two Surcos of their own, federating over loopback (FEDERATION=on, private
 * addresses allowed): a member of A follows a member of B by `@handle@host`.
 * Ports after the ones the run's other servers take.
 */
const SERVERS = [E2E_PORT + 10, E2E_PORT + 11].map((port) => ({ port, url: `http://localhost:${port}` }));
const [A, B] = SERVERS as [(typeof SERVERS)[number], (typeof SERVERS)[number]];

const running: ChildProcess[] = [];
const dataDirs: string[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  for (const { port, url } of SERVERS) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'surcos-e2e-federation-'));
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

test('a member follows a member of another Surcos by @handle@host, is accepted, and unfollows', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const contextA = await browser.newContext({ baseURL: A.url });
  const contextB = await browser.newContext({ baseURL: B.url });
  const ana = await memberOf(contextA, A.url, 'Ana Federada');
  const bob = await memberOf(contextB, B.url, 'Bob Remoto');
  const page = await contextA.newPage();

  await page.goto('/');
  await searchBox(page).fill(bob.address);
  const region = page.getByRole('region', { name: 'En otro servidor' });
  await expect(region.getByRole('link', { name: 'Bob Remoto' })).toBeVisible();
  await expect(region.getByText(bob.address, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await region.getByRole('button', { name: 'Seguir' }).click();
  await expect(region.getByRole('button', { name: 'Dejar de seguir' })).toBeVisible();

  // Siguiendo lists Bob, linking to his actor; B's Accept arrives through the queue, and 'Pendiente' goes.
  await page.goto('/following');
  const following = page.getByRole('list', { name: 'Siguiendo' });
  await expect(following.getByRole('link', { name: 'Bob Remoto' })).toHaveAttribute(
    'href',
    `${B.url}/users/${bob.address.split('@')[1]}`,
  );
  await expect(async () => {
    await page.reload();
    await expect(following.getByText(bob.address)).toBeVisible();
    await expect(following.getByText('Pendiente')).toHaveCount(0);
  }).toPass({ timeout: 30_000 });
  await expectNoSeriousA11yViolations(page);

  // Bob's Seguidores on B shows Ana by her address.
  const bobPage = await contextB.newPage();
  await bobPage.goto('/followers');
  await expect(
    bobPage.getByRole('list', { name: 'Seguidores' }).getByRole('link', { name: 'Ana Federada' }),
  ).toBeVisible();
  await expect(bobPage.getByText(ana.address)).toBeVisible();

  // Unfollow from Explorar: gone on A at once, and from Bob's Seguidores once the Undo arrives.
  await page.goto('/');
  await searchBox(page).fill(bob.address);
  await region.getByRole('button', { name: 'Dejar de seguir' }).click();
  await expect(region.getByRole('button', { name: 'Seguir' })).toBeVisible();
  await expect(async () => {
    await bobPage.reload();
    await expect(bobPage.getByText('Aún no tienes seguidores.')).toBeVisible();
  }).toPass({ timeout: 30_000 });

  await contextA.close();
  await contextB.close();
});
