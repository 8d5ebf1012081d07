import { type FederatedServer, federatedServers, memberOf, searchBox } from '../support/federation.ts';
import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures.ts';

/** Two Surcos of their own on SQLite: a member of A follows a member of B by `@handle@host`. */
const [A, B] = federatedServers(['sqlite', 'sqlite']) as [FederatedServer, FederatedServer];

test('a member follows a member of another Surcos by @handle@host, is accepted, and unfollows', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const contextA = await browser.newContext({ baseURL: A.url });
  const contextB = await browser.newContext({ baseURL: B.url });
  const ana = await memberOf(contextA, A, 'Ana Federada');
  const bob = await memberOf(contextB, B, 'Bob Remoto');
  const page = await contextA.newPage();

  await page.goto('/');
  await searchBox(page).fill(bob.address);
  const region = page.getByRole('region', { name: 'En otro servidor' });
  await expect(region.getByRole('link', { name: 'Bob Remoto' })).toBeVisible();
  await expect(region.getByText(bob.address, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await region.getByRole('button', { name: 'Seguir' }).click();
  await expect(region.getByRole('button', { name: 'Dejar de seguir' })).toBeVisible();

  // Siguiendo lists Bob, linking to his profile here; B's Accept arrives through the queue, and 'Pendiente' goes.
  await page.goto('/following');
  const following = page.getByRole('list', { name: 'Siguiendo' });
  await expect(following.getByRole('link', { name: 'Bob Remoto' })).toHaveAttribute(
    'href',
    `/remote/${bob.address}`,
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
