import {
  type FederatedServer,
  federatedServers,
  followFromExplorar,
  memberOf,
  searchBox,
} from '../support/federation.ts';
import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures.ts';

/** Two Surcos of their own on SQLite: a member of A blocks a member of B who follows her and whom she follows. */
const [A, B] = federatedServers(['sqlite', 'sqlite']) as [FederatedServer, FederatedServer];

test('a member blocks a member of another Surcos from Explorar: the follows end on both sides, and she unblocks from Bloqueados y silenciados', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const contextA = await browser.newContext({ baseURL: A.url });
  const contextB = await browser.newContext({ baseURL: B.url });
  const ana = await memberOf(contextA, A, 'Ana Bloqueadora');
  const bob = await memberOf(contextB, B, 'Bob Bloqueado');
  const page = await contextA.newPage();
  const bobPage = await contextB.newPage();

  await followFromExplorar(bobPage, ana.address);
  const region = await followFromExplorar(page, bob.address);
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
