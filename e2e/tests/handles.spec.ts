import { randomBytes } from 'node:crypto';
import { E2E_BASE_URL } from '../support/environment.ts';
import { expect, expectNoSeriousA11yViolations, newAccount, test } from '../support/fixtures.ts';
import { otherPerson } from '../support/people.ts';

/** PUBLIC_URL's host, with its port: not http's own. */
const HOST = new URL(E2E_BASE_URL).host;
/** A handle no other test of the run has: the server keeps its members between tests. */
const freshHandle = (prefix: string) => `${prefix}_${randomBytes(4).toString('hex')}`;

test.describe('handles', () => {
  test('a member chooses a handle at registration, sees @handle@host on their profile, and changes it once', async ({
    page,
    browser,
  }) => {
    const account = newAccount('Íñigo Surcos');
    const chosen = freshHandle('inigo');
    await page.goto('/register');
    await page.getByLabel('Nombre', { exact: true }).fill(account.name);
    // Suggested from the name as it is typed (numbered if an earlier run's member has it).
    const handleField = page.getByLabel('Nombre de usuario');
    await expect(handleField).toHaveValue(/^inigo_surcos(_\d+)?$/);
    await handleField.fill(chosen.toUpperCase());
    await expect(page.getByText(`Disponible: tu dirección será @${chosen}@${HOST}.`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Correo electrónico').fill(account.email);
    await page.getByLabel('Contraseña').fill(account.password);
    await page.getByRole('button', { name: 'Registrarse' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Explorar' })).toBeVisible();

    // Perfil: the address, and the one change.
    await page.goto('/profile');
    await expect(page.getByText(`@${chosen}@${HOST}`, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Cambiar nombre de usuario' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cambiar nombre de usuario' });
    await expect(dialog).toContainText('Solo puedes cambiarlo una vez');
    const renamed = freshHandle('inigo_nuevo');
    await dialog.getByLabel('Nuevo nombre de usuario').fill(renamed);
    await expect(dialog.getByText(`Disponible: tu dirección será @${renamed}@${HOST}.`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Cambiarlo para siempre' }).click();
    await expect(page.getByText(`Tu dirección ahora es @${renamed}@${HOST}.`)).toBeVisible();
    await expect(page.getByText(`@${renamed}@${HOST}`, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cambiar nombre de usuario' })).toHaveCount(0);
    await expect(page.getByText('Ya cambiaste tu nombre de usuario una vez')).toBeVisible();

    // Their public profile, to themselves and to another member.
    await page.getByRole('link', { name: 'Ver mi perfil público' }).click();
    await expect(page.getByRole('heading', { level: 1, name: account.name })).toBeVisible();
    await expect(page.getByText(`@${renamed}@${HOST}`, { exact: true })).toBeVisible();
    const profileUrl = page.url();
    const bea = await otherPerson(browser, 'Bea Direcciones');
    try {
      await bea.page.goto(profileUrl);
      await expect(bea.page.getByRole('heading', { level: 1, name: account.name })).toBeVisible();
      await expect(bea.page.getByText(`@${renamed}@${HOST}`, { exact: true })).toBeVisible();
      await expect(
        bea.page.getByRole('button', { name: `Copiar la dirección @${renamed}@${HOST}` }),
      ).toBeVisible();
    } finally {
      await bea.close();
    }
  });

  test('registration refuses a handle someone has, and offers the next free one', async ({
    page,
    browser,
  }) => {
    const taken = freshHandle('ocupado');
    const other = await otherPerson(browser, 'Dueña Del Nombre');
    try {
      const changed = await other.page.request.put(`${E2E_BASE_URL}/api/me/handle`, {
        headers: { origin: E2E_BASE_URL },
        data: { handle: taken },
      });
      expect(changed.status()).toBe(200);
    } finally {
      await other.close();
    }
    const account = newAccount('Otra Persona');
    await page.goto('/register');
    await page.getByLabel('Nombre', { exact: true }).fill(account.name);
    await page.getByLabel('Nombre de usuario').fill(taken);
    await expect(
      page.getByText(`Ese nombre de usuario ya está en uso. Prueba con «${taken}_2».`),
    ).toBeVisible();
    await page.getByRole('button', { name: `Usar «${taken}_2»` }).click();
    await expect(page.getByLabel('Nombre de usuario')).toHaveValue(`${taken}_2`);
    await page.getByLabel('Correo electrónico').fill(account.email);
    await page.getByLabel('Contraseña').fill(account.password);
    await page.getByRole('button', { name: 'Registrarse' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Explorar' })).toBeVisible();
    await page.goto('/profile');
    await expect(page.getByText(`@${taken}_2@${HOST}`, { exact: true })).toBeVisible();
  });
});
