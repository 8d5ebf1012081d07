import type { Page } from '@playwright/test';
import { apiAs } from '../support/api.ts';
import { createCollectionAs } from '../support/collections.ts';
import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures.ts';
import { otherPerson, signUp } from '../support/people.ts';

/** The grid entry of one album, by the link to its page. */
const entryOf = (page: Page, albumId: string) =>
  page.getByRole('listitem').filter({ has: page.locator(`a[href="/album/${albumId}"]`) });

test.describe('matches among followed users', () => {
  test("'Lo buscan:' and 'Lo tienen:' appear live after a follow and an add; Coincidencias opens a prefilled message", async ({
    page,
    browser,
  }) => {
    await signUp(page, 'Ana Busca');
    const bea = await otherPerson(browser, 'Bea Discos');
    try {
      // Ana wishes for Bitches Brew and owns Somethin' Else; Bea wishes for Somethin' Else.
      await apiAs(page, 'PUT', '/api/me/wishlist/sc-0061');
      await apiAs(page, 'PUT', '/api/me/albums/sc-0010');
      await apiAs(bea.page, 'PUT', '/api/me/wishlist/sc-0010');

      await page.goto('/albums');
      const mine = entryOf(page, 'sc-0010');
      await expect(mine.getByRole('link', { name: /Somethin' Else/ })).toBeVisible();
      await expect(mine.getByText('Lo buscan:')).toHaveCount(0);

      // Following Bea (from another tab of Ana's) shows her wish at once.
      await apiAs(page, 'PUT', `/api/users/${bea.id}/follow`);
      await expect(mine).toContainText('Lo buscan: Bea Discos');
      await expect(mine.getByRole('link', { name: 'Bea Discos' })).toHaveAttribute('href', `/user/${bea.id}`);

      // Bea adds the record Ana wishes for: Ana's open wishlist says so without reloading.
      await page.goto('/wishlist');
      const wished = entryOf(page, 'sc-0061');
      await expect(wished.getByRole('link', { name: 'Bitches Brew' })).toBeVisible();
      await expect(wished.getByText('Lo tienen:')).toHaveCount(0);
      await apiAs(bea.page, 'PUT', '/api/me/albums/sc-0061');
      await expect(wished).toContainText('Lo tienen: Bea Discos');

      // Bea does not follow Ana, so Ana's wishlist stays out of Bea's view.
      await bea.page.goto('/albums');
      await expect(entryOf(bea.page, 'sc-0061').getByRole('link', { name: /Bitches Brew/ })).toBeVisible();
      await expect(bea.page.getByText('Lo buscan:')).toHaveCount(0);

      await page.goto('/album/sc-0010');
      await expect(page.getByText('Lo buscan:').locator('..')).toHaveText('Lo buscan: Bea Discos');

      await page
        .getByRole('navigation', { name: 'Principal' })
        .getByRole('link', { name: /^Wishlist/ })
        .click();
      await page.getByRole('link', { name: 'Coincidencias' }).click();
      await expect(page).toHaveURL(/\/matches$/);
      const person = page.getByRole('region', { name: 'Bea Discos' });
      await expect(
        person.getByRole('heading', { name: 'Bea Discos tiene discos de tu wishlist' }),
      ).toBeVisible();
      await expect(person.getByRole('heading', { name: 'Bea Discos busca discos que tienes' })).toBeVisible();
      await expect(person.getByRole('link', { name: 'Bitches Brew' })).toBeVisible();
      await expect(person.getByRole('link', { name: "Somethin' Else" })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await person
        .getByRole('button', { name: 'Escribir sobre este disco a Bea Discos: Bitches Brew' })
        .click();
      await expect(page).toHaveURL(/\/messages\/[^/]+$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Bea Discos' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Mensaje' })).toHaveValue(
        '¡Hola! He visto que tienes «Bitches Brew» de Miles Davis, que está en mi wishlist. ¿Te interesaría cambiarlo o venderlo?',
      );
    } finally {
      await bea.close();
    }
  });

  test('a private collection reveals nothing: matches show only what the public profile shows', async ({
    page,
    browser,
  }) => {
    await signUp(page, 'Ana Privada');
    const carlos = await otherPerson(browser, 'Carlos Vinilo');
    try {
      await apiAs(carlos.page, 'PUT', '/api/me/albums/sc-0020');
      const hidden = await createCollectionAs(carlos.page, {
        name: 'Cajón secreto',
        privacy: 'private',
        albumIds: ['sc-0020'],
      });
      await apiAs(page, 'PUT', '/api/me/wishlist/sc-0020');
      await apiAs(page, 'PUT', `/api/users/${carlos.id}/follow`);

      await page.goto('/matches');
      const person = page.getByRole('region', { name: 'Carlos Vinilo' });
      await expect(person.getByRole('link', { name: 'Giant Steps' })).toBeVisible();
      await expect(page.getByText('Cajón secreto')).toHaveCount(0);
      await expect(page.locator(`a[href="/collection/${hidden}"]`)).toHaveCount(0);

      // The ownership shown is the one Carlos's public profile already lists; the collection stays his.
      await page.goto(`/user/${carlos.id}`);
      await expect(page.getByRole('link', { name: /Giant Steps/ })).toBeVisible();
      await expect(page.getByText('Cajón secreto')).toHaveCount(0);
      await page.goto(`/collection/${hidden}`);
      await expect(page.getByText('No se encontró la colección.')).toBeVisible();

      // Once it leaves his albums (and so the private collection), nothing of it is left to match.
      await page.goto('/wishlist');
      await expect(entryOf(page, 'sc-0020')).toContainText('Lo tienen: Carlos Vinilo');
      await apiAs(carlos.page, 'DELETE', '/api/me/albums/sc-0020');
      await expect(entryOf(page, 'sc-0020').getByText('Lo tienen:')).toHaveCount(0);
    } finally {
      await carlos.close();
    }
  });

  test('an empty Coincidencias says what it is for', async ({ page }) => {
    await signUp(page, 'Ana Sola');
    await page.goto('/matches');
    await expect(page.getByRole('heading', { level: 1, name: 'Coincidencias' })).toBeVisible();
    await expect(page.getByText(/Aún no hay coincidencias/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
