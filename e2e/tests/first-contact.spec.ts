import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { apiAs } from '../support/api.ts';
import { createCollectionAs } from '../support/collections.ts';
import { expect, expectNoSeriousA11yViolations, newAccount, register, test } from '../support/fixtures.ts';
import { otherPerson } from '../support/people.ts';

/** A phone and a desktop: each journey runs at both, in the same test. */
const WIDTHS = [
  { width: 375, height: 800 },
  { width: 1280, height: 900 },
] as const;

const toasts = (page: Page) => page.getByRole('region', { name: 'Notificaciones' });

/** Nothing wider than the screen: a phone never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('first contact', () => {
  test("a visitor's landing shows the login form, what Surcos is and recent public activity; a shared collection opens without an account", async ({
    page,
    browser,
  }) => {
    const name = `Para compartir ${randomBytes(3).toString('hex')}`;
    const rosa = await otherPerson(browser, 'Rosa Comparte');
    try {
      await apiAs(rosa.page, 'PUT', '/api/me/albums/sc-0010');
      const shared = await createCollectionAs(rosa.page, { name, albumIds: ['sc-0010'] });
      const hidden = await createCollectionAs(rosa.page, {
        name: `${name} privada`,
        albumIds: ['sc-0010'],
        privacy: 'private',
      });
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);

      for (const size of WIDTHS) {
        await page.setViewportSize(size);
        await page.goto('/');
        await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
        await expect(page.getByRole('textbox', { name: 'Correo electrónico' })).toBeVisible();
        await expect(
          page.getByRole('heading', { level: 2, name: 'Tu colección de discos, con tus amigos' }),
        ).toBeVisible();
        // The glimpse arrives after the page: other tests share the server, so any public
        // collection and album may be the newest.
        const collections = page.getByRole('region', { name: 'Colecciones públicas' });
        await expect(collections.getByRole('link').first()).toBeVisible();
        await expect(
          page.getByRole('region', { name: 'Añadidos hace poco' }).getByRole('link').first(),
        ).toBeVisible();
        await expectNoSidewaysScroll(page);
        if (size.width === 375) {
          await expectNoSeriousA11yViolations(page);
          // A visitor opens what the glimpse shows.
          await collections.getByRole('link').first().click();
          await expect(page).toHaveURL(/\/collection\//);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(page.getByText('No se encontró la colección.')).toHaveCount(0);
        }

        // The shared link, opened by a visitor: readable, with its preview tags in the page's HTML.
        await page.goto(`/collection/${shared}`);
        await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
        await expect(page.getByRole('link', { name: /Somethin/ })).toBeVisible();
        await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', name);
        await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
          'content',
          'Colección de Rosa Comparte · 1 álbum en Surcos',
        );
        await expect(page.getByRole('button', { name: 'Denunciar' })).toHaveCount(0);
        await expectNoSidewaysScroll(page);
        await page.getByRole('button', { name: 'Copiar enlace' }).click();
        await expect(toasts(page).getByText('Enlace copiado.')).toBeVisible();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
      }

      // A private collection stays missing for a visitor, with no preview.
      await page.goto(`/collection/${hidden}`);
      await expect(page.getByText('No se encontró la colección.')).toBeVisible();
      await expect(page.locator('meta[property="og:title"]')).toHaveCount(0);
    } finally {
      await rosa.close();
    }
  });

  test("a new member's Explorar offers the ways in, and a search that finds nothing owned offers the catalogue", async ({
    page,
  }) => {
    await register(page, newAccount('Nuevo Coleccionista'));
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      await page.goto('/');
      const welcome = page.getByRole('region', { name: 'Empieza tu colección' });
      await expect(welcome.getByRole('link', { name: 'Importar tu colección de Discogs' })).toBeVisible();
      await expect(welcome.getByRole('link', { name: 'Añadir tu primer disco' })).toBeVisible();
      await expect(welcome.getByRole('link', { name: 'Escanear un disco' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      if (size.width === 375) {
        await welcome.getByRole('link', { name: 'Importar tu colección de Discogs' }).click();
        await expect(page).toHaveURL(/\/import$/);
        await page.goBack();
      }

      // Nobody owns The Zombies' record in this run; the catalogue has it.
      await page.getByRole('searchbox').fill('odessey');
      const offer = page.getByRole('link', { name: 'Buscar «odessey» en el catálogo' });
      await expect(offer).toBeVisible();
      await expectNoSidewaysScroll(page);
      await offer.click();
      await expect(page).toHaveURL(/\/add-album\?q=odessey$/);
      await expect(page.getByRole('searchbox')).toHaveValue('odessey');
      await expect(page.getByText('Odessey And Oracle').first()).toBeVisible();
    }
  });
});
