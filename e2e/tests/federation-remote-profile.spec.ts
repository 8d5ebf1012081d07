import type { Page } from '@playwright/test';
import {
  actorUrl,
  type FederatedServer,
  federatedServers,
  memberOf,
  searchBox,
} from '../support/federation.ts';
import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures.ts';

/** Two Surcos of their own on SQLite: a member of A opens the profile of a member of B. */
const [A, B] = federatedServers(['sqlite', 'sqlite']) as [FederatedServer, FederatedServer];

const activityOf = (page: Page) => page.getByRole('region', { name: 'Actividad pública' });

test("a member opens the profile of a member of another Surcos from Explorar: his album and public collection as fetched, 'Seguir', by keyboard", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const contextA = await browser.newContext({ baseURL: A.url });
  const contextB = await browser.newContext({ baseURL: B.url });
  await memberOf(contextA, A, 'Ana Lectora');
  const bob = await memberOf(contextB, B, 'Bob Remoto');

  // On B, Bob adds an album, shows a collection with it and keeps another to himself.
  const onB = { headers: { origin: B.url } };
  expect((await contextB.request.put(`${B.url}/api/me/albums/sc-0010`, onB)).ok()).toBe(true);
  for (const [name, privacy] of [
    ['Para los sábados', 'public'],
    ['Solo para mí', 'private'],
  ] as const) {
    const made = await contextB.request.post(`${B.url}/api/collections`, {
      ...onB,
      data: { name, privacy, description: '', albumIds: ['sc-0010'] },
    });
    expect(made.status()).toBe(201);
  }

  const page = await contextA.newPage();
  await page.goto('/');
  await searchBox(page).fill(bob.address);
  const region = page.getByRole('region', { name: 'En otro servidor' });
  await region.getByRole('link', { name: 'Bob Remoto' }).click();
  await expect(page).toHaveURL(new RegExp(`/remote/${bob.address}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Bob Remoto' })).toBeVisible();
  await expect(page.getByText(bob.address, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver en su servidor' }).first()).toHaveAttribute(
    'href',
    actorUrl(B, bob.address),
  );

  const activity = activityOf(page);
  const entries = activity.getByRole('article');
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText('Colección');
  await expect(entries.nth(0)).toContainText('publicó la colección «Para los sábados»');
  await expect(entries.nth(1)).toContainText('Disco');
  await expect(entries.nth(1)).toContainText('añadió «');
  await expect(activity).not.toContainText('Solo para mí');
  await expectNoSeriousA11yViolations(page);

  // Keyboard: 'Seguir' is reached and pressed without a mouse.
  const follow = page.getByRole('button', { name: 'Seguir' });
  await follow.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Dejar de seguir' })).toBeVisible();

  // Siguiendo leads back to the same page.
  await page.goto('/following');
  await page.getByRole('list', { name: 'Siguiendo' }).getByRole('link', { name: 'Bob Remoto' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bob Remoto' })).toBeVisible();
  await expect(activityOf(page).getByRole('article')).toHaveCount(2);

  // An address nobody has there says so.
  await page.goto(`/remote/@nadie@${new URL(B.url).host}`);
  await expect(page.getByText('No hay ninguna cuenta con esa dirección en ese servidor.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await contextA.close();
  await contextB.close();
});
