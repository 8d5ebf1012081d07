import type { Page } from '@playwright/test';
import { apiAs, originOf } from '../support/api.ts';
import { createCollectionAs } from '../support/collections.ts';
import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures.ts';
import { otherPerson, signUp } from '../support/people.ts';

const NOT_FOUND = 'No se ha encontrado el usuario';
const nav = (page: Page) => page.getByRole('navigation', { name: 'Principal' });
/** Links to someone's profile on the page: where they appear. */
const linksTo = (page: Page, userId: string) => page.locator(`main a[href="/user/${userId}"]`);

/** The status the API answers this page's browser, without failing on a 404 as apiAs does. */
async function statusOf(page: Page, method: 'PUT' | 'POST', path: string, data?: unknown) {
  const origin = originOf(page);
  const response = await page.request.fetch(`${origin}${path}`, {
    method,
    headers: { origin },
    ...(data === undefined ? {} : { data }),
  });
  return response.status();
}

test.describe('block', () => {
  test('a block hides both people from each other everywhere, silently; Bloqueados y silenciados undoes it', async ({
    page,
    browser,
  }) => {
    const ana = await signUp(page, 'Ana Bloquea');
    const luis = await otherPerson(browser, 'Luis Ortega');
    try {
      // Before: they follow each other, Luis has a record Ana wants, a public collection, and wrote to her.
      await apiAs(page, 'PUT', `/api/users/${luis.id}/follow`);
      await apiAs(luis.page, 'PUT', `/api/users/${ana.id}/follow`);
      await apiAs(luis.page, 'PUT', '/api/me/albums/sc-0031');
      await apiAs(page, 'PUT', '/api/me/wishlist/sc-0031');
      const collectionId = await createCollectionAs(luis.page, {
        name: 'Las de Luis',
        albumIds: ['sc-0031'],
      });
      const conversation = (await apiAs(luis.page, 'POST', '/api/conversations', { userId: ana.id })) as {
        id: string;
      };
      await apiAs(luis.page, 'POST', `/api/conversations/${conversation.id}/messages`, { text: 'Hola, Ana' });

      await page.goto('/feed');
      await expect(linksTo(page, luis.id).first()).toBeVisible();
      await page.goto('/album/sc-0031');
      await expect(linksTo(page, luis.id).first()).toBeVisible();
      await expect(nav(page).getByTestId('badge-following')).toHaveText('1');

      // Ana blocks Luis from his profile, after a dialog that says what it does.
      await page.goto(`/user/${luis.id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Luis Ortega' })).toBeVisible();
      await page.getByRole('button', { name: 'Más acciones' }).click();
      await page.getByRole('menuitem', { name: 'Bloquear' }).click();
      const dialog = page.getByRole('dialog', { name: '¿Bloquear a Luis Ortega?' });
      await expect(dialog).toContainText('no podrá seguirte, escribirte ni ver tu perfil');
      await expectNoSeriousA11yViolations(page);
      await dialog.getByRole('button', { name: 'Bloquear' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: 'Has bloqueado a Luis Ortega.' }),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/settings\/blocks$/);
      const blocked = page.getByRole('list', { name: 'Usuarios bloqueados' });
      await expect(blocked.getByText('Luis Ortega')).toBeVisible();
      await expect(page.getByText('No has silenciado a nadie.')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      // The follows both ways are gone.
      await expect(nav(page).getByTestId('badge-following')).toHaveCount(0);
      await expect(nav(page).getByTestId('badge-followers')).toHaveCount(0);

      // Luis sees what he would see of anyone who does not exist: he cannot follow or write to her.
      await luis.page.goto(`/user/${ana.id}`);
      await expect(luis.page.getByText(NOT_FOUND)).toBeVisible();
      await expect(luis.page.getByRole('button', { name: 'Seguir', exact: true })).toHaveCount(0);
      await expect(luis.page.getByRole('button', { name: 'Enviar mensaje' })).toHaveCount(0);
      expect(await statusOf(luis.page, 'PUT', `/api/users/${ana.id}/follow`)).toBe(404);
      expect(await statusOf(luis.page, 'POST', '/api/conversations', { userId: ana.id })).toBe(404);
      expect(
        await statusOf(luis.page, 'POST', `/api/conversations/${conversation.id}/messages`, {
          text: '¿Hola?',
        }),
      ).toBe(404);
      await luis.page.goto('/messages');
      await expect(luis.page.getByText('Aún no has recibido ningún mensaje.')).toBeVisible();

      // And Ana sees Luis nowhere: profile, feed, matches, album page, his collection, messages.
      await page.goto(`/user/${luis.id}`);
      await expect(page.getByText(NOT_FOUND)).toBeVisible();
      await page.goto('/feed');
      await expect(page.getByText(/^Todavía no hay novedades/)).toBeVisible();
      await page.goto('/matches');
      await expect(page.getByText(/^Aún no hay coincidencias/)).toBeVisible();
      await page.goto('/album/sc-0031');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('En wishlist de')).toBeVisible();
      await expect(linksTo(page, luis.id)).toHaveCount(0);
      await page.goto(`/collection/${collectionId}`);
      await expect(page.getByText('No se encontró la colección.')).toBeVisible();
      await page.goto('/messages');
      await expect(page.getByText('Aún no has recibido ningún mensaje.')).toBeVisible();

      // Undone in Bloqueados y silenciados, reached from Perfil: visible again, but the follows stay gone.
      await page.goto('/profile');
      await page.getByRole('link', { name: 'Bloqueados y silenciados' }).click();
      await blocked.getByRole('button', { name: /^Desbloquear/ }).click();
      await expect(page.getByText('No has bloqueado a nadie.')).toBeVisible();
      await page.goto(`/user/${luis.id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Luis Ortega' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Seguir', exact: true })).toBeVisible();
      await page.goto('/messages');
      await expect(page.getByRole('link', { name: /Luis Ortega/ })).toBeVisible();
    } finally {
      await luis.close();
    }
  });

  test('blocking oneself is refused with a clear Spanish error', async ({ page }) => {
    const ana = await signUp(page, 'Ana Sola');
    const origin = new URL(page.url()).origin;
    const response = await page.request.put(`${origin}/api/users/${ana.id}/block`, { headers: { origin } });
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'CANNOT_BLOCK_SELF', message: 'No puedes bloquearte a ti mismo.' },
    });
    // One's own profile offers neither.
    await page.goto(`/user/${ana.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Ana Sola' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Más acciones' })).toHaveCount(0);
  });
});

test.describe('mute', () => {
  test('a mute takes a person out of one’s feed only; Bloqueados y silenciados undoes it', async ({
    page,
    browser,
  }) => {
    await signUp(page, 'Ana Silencia');
    const eva = await otherPerson(browser, 'Eva Silenciada');
    try {
      await apiAs(page, 'PUT', `/api/users/${eva.id}/follow`);
      await apiAs(eva.page, 'PUT', '/api/me/albums/sc-0032');
      await page.goto('/feed');
      await expect(linksTo(page, eva.id).first()).toBeVisible();

      await page.goto(`/user/${eva.id}`);
      const more = page.getByRole('button', { name: 'Más acciones' });
      await more.click();
      await page.getByRole('menuitem', { name: 'Silenciar' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: 'Has silenciado a Eva Silenciada' }),
      ).toBeVisible();
      await more.click();
      await expect(page.getByRole('menuitem', { name: 'Dejar de silenciar' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expectNoSeriousA11yViolations(page);
      // Still followed, still visible: only the feed changes.
      await expect(page.getByRole('button', { name: 'Dejar de seguir' })).toBeVisible();

      await page.goto('/feed');
      await expect(page.getByText(/^Todavía no hay novedades/)).toBeVisible();
      await expect(linksTo(page, eva.id)).toHaveCount(0);

      await page.goto('/settings/blocks');
      const muted = page.getByRole('list', { name: 'Usuarios silenciados' });
      await expect(muted.getByText('Eva Silenciada')).toBeVisible();
      await expect(page.getByText('No has bloqueado a nadie.')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await muted.getByRole('button', { name: /^Dejar de silenciar/ }).click();
      await expect(page.getByText('No has silenciado a nadie.')).toBeVisible();

      await page.goto('/feed');
      await expect(linksTo(page, eva.id).first()).toBeVisible();
    } finally {
      await eva.close();
    }
  });
});
