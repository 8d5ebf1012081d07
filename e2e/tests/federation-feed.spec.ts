import type { Page } from '@playwright/test';
import { type FederatedServer, federatedServers, memberOf } from '../support/federation.ts';
import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures.ts';

/** Two Surcos of their own on SQLite: a member of A follows a member of B, and B's posts reach A's feed. */
const [A, B] = federatedServers(['sqlite', 'sqlite']) as [FederatedServer, FederatedServer];

const nav = (page: Page) => page.getByRole('navigation', { name: 'Principal' });
const feedFlag = (page: Page) => nav(page).getByTestId('feed-new');

test("a followed member of another Surcos adds an album: '¡Nuevos!' rises live and the post is in the feed", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const contextA = await browser.newContext({ baseURL: A.url });
  const contextB = await browser.newContext({ baseURL: B.url });
  await memberOf(contextA, A, 'Ana Lectora');
  const bob = await memberOf(contextB, B, 'Bob Remoto');

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
  // His profile here (its page links out to his server).
  await expect(entry.getByRole('link', { name: 'Bob Remoto' })).toHaveAttribute(
    'href',
    `/remote/${bob.address}`,
  );
  const out = entry.getByRole('link', { name: 'Ver la publicación en su servidor' });
  await expect(out).toHaveAttribute('href', new RegExp(`^${B.url}/`));
  await out.focus();
  await expect(out).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  await contextA.close();
  await contextB.close();
});
