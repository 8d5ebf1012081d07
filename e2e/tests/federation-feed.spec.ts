import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { E2E_PORT } from '../support/environment.ts';
import { expect, expectNoSeriousA11yViolations, newAccount, test } from '../support/fixtures.ts';

/**
 * Two Surcos of their own, federating over loopback (FEDERATION=on, private
 * addresses allowed): a member of A follows a member of B, and B's posts
 * reach A's feed. Ports after the ones the run's other servers (and
 * federation-follows.spec.ts) take.
 */
const SERVERS = [E2E_PORT + 12, E2E_PORT + 13].map((port) => ({ port, url: `http://localhost:${port}` }));
const [A, B] = SERVERS as [(typeof SERVERS)[number], (typeof SERVERS)[number]];

const running: ChildProcess[] = [];
const dataDirs: string[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  for (const { port, url } of SERVERS) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'surcos-e2e-federation-feed-'));
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

const nav = (page: Page) => page.getByRole('navigation', { name: 'Principal' });
const feedFlag = (page: Page) => nav(page).getByTestId('feed-new');

test("a followed member of another Surcos adds an album: '¡Nuevos!' rises live and the post is in the feed", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const contextA = await browser.newContext({ baseURL: A.url });
  const contextB = await browser.newContext({ baseURL: B.url });
  await memberOf(contextA, A.url, 'Ana Lectora');
  const bob = await memberOf(contextB, B.url, 'Bob Remoto');

  // Set-up: Ana follows Bob, and B accepts.
  const followed = await contextA.request.put(`${A.url}/api/remote/follows`, {
    headers: { origin: A.url },
    data: { address: bob.address },
  });
  expect(followed.ok()).toBe(true);
  await expect
    .poll(
      async () => {
        const answer = await contextA.request.get(
          `${A.url}/api/remote/accounts?address=${encodeURIComponent(bob.address)}`,
        );
        return ((await answer.json()) as { follow: string }).follow;
      },
      { timeout: 30_000 },
    )
    .toBe('accepted');

  const page = await contextA.newPage();
  await page.goto('/feed');
  await expect(page.getByText('Todavía no hay novedades.', { exact: false })).toBeVisible();
  await expect(feedFlag(page)).toHaveCount(0);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Explorar' })).toBeVisible();

  // Bob adds an album on B: the Note travels to A, and Ana's navigation says so without reloading.
  const added = await contextB.request.post(`${B.url}/api/me/hand-made-albums`, {
    headers: { origin: B.url },
    data: { name: 'Maqueta del local', artist: 'Los del Barrio' },
  });
  expect(added.status()).toBe(201);
  await expect(feedFlag(page)).toHaveText('¡Nuevos!', { timeout: 30_000 });

  await nav(page).getByRole('link', { name: /^Feed/ }).click();
  const entry = page.getByRole('listitem').filter({ hasText: 'En otro servidor' });
  await expect(entry.getByText('añadió «Maqueta del local» de Los del Barrio')).toBeVisible();
  await expect(entry.getByText(bob.address, { exact: false })).toBeVisible();
  await expect(entry.getByRole('link', { name: 'Bob Remoto' })).toHaveAttribute(
    'href',
    `${B.url}/users/${bob.address.split('@')[1]}`,
  );
  const out = entry.getByRole('link', { name: 'Ver la publicación en su servidor' });
  await expect(out).toHaveAttribute('href', new RegExp(`^${B.url}/`));
  await out.focus();
  await expect(out).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  await contextA.close();
  await contextB.close();
});
