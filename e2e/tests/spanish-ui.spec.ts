import type { Page } from '@playwright/test';
import { apiAs } from '../support/api.ts';
import { expect, login, newAccount, register, test } from '../support/fixtures.ts';

/**
 * English a Spanish screen must not show: SPEC's old alerts, Discogs' folder and grades, the
 * browser's file picker, and the usual words of an untranslated control. SPEC's own 'Albums',
 * 'Feed' and 'Wishlist' are the product's Spanish names.
 */
const ENGLISH =
  /\b(successfully|Please|Error|Uncategorized|Not Graded|Generic|No Cover|Near Mint|Very Good|Mint|Choose File|No file chosen|Loading|Search|Submit|Cancel|Save|Delete|Remove|Edit|Sign (in|up|out)|Log ?(in|out)|Password|Settings|Back|Next|Previous|Followers|Following|Messages|Profile|Collections)\b/;

/** The interface's own words on the page, not the records' titles or people's names. */
const chromeTexts = (page: Page) =>
  page.evaluate(() => {
    const controls = document.querySelectorAll(
      'h1, h2, label, legend, button, option, th, dt, [role="alert"], [role="status"], nav a, footer, main > p',
    );
    const texts = Array.from(controls, (element) => (element as HTMLElement).innerText);
    // Not links': a card's name is a record's title.
    const named = 'button, input, select, textarea, nav, section, [role="dialog"], [role="group"]';
    for (const element of Array.from(
      document.querySelectorAll(`:is(${named}):is([aria-label], [placeholder], [title])`),
    ))
      texts.push(...['aria-label', 'placeholder', 'title'].map((name) => element.getAttribute(name) ?? ''));
    texts.push(document.title);
    return texts.map((text) => text.trim()).filter(Boolean);
  });

async function expectSpanish(page: Page, title: string) {
  await expect(page).toHaveTitle(`${title} · Surcos`);
  const texts = await chromeTexts(page);
  expect(texts.filter((text) => ENGLISH.test(text) || text.includes('...'))).toEqual([]);
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('no English text in the Spanish UI on the main screens, each with its own title', async ({
      page,
    }) => {
      const account = newAccount('Rosa Surcos');
      await register(page, account);
      await apiAs(page, 'PUT', '/api/me/albums/sc-0030');

      const screens: Array<[path: string, title: string]> = [
        ['/', 'Explorar'],
        ['/albums', 'Mis álbumes'],
        ['/add-album', 'Añadir álbum'],
        ['/collections', 'Colecciones'],
        ['/wishlist', 'Wishlist'],
        ['/feed', 'Feed'],
        ['/messages', 'Mensajes'],
        ['/profile', 'Perfil'],
        ['/import', 'Importar desde Discogs'],
      ];
      for (const [path, title] of screens) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expectSpanish(page, title);
      }
      // The import page's file picker is Spanish, its input still labelled.
      await expect(page.getByText('Elegir archivo')).toBeVisible();
      await expect(page.getByLabel('Archivo CSV exportado de Discogs')).toBeAttached();

      // The skip link, once focused, does not cover the logo.
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Saltar al contenido' });
      await expect(skip).toBeFocused();
      const skipBox = (await skip.boundingBox())!;
      const logoBox = (await page.getByRole('banner').getByRole('link').first().boundingBox())!;
      expect(skipBox.y + skipBox.height <= logoBox.y || logoBox.x >= skipBox.x + skipBox.width).toBe(true);

      // The album page: titled with the album, Discogs' folder in Spanish, the copy dialog fitting.
      await page.goto('/album/sc-0030');
      await expect(page.getByRole('heading', { level: 1, name: 'Song For My Father' })).toBeVisible();
      const mine = page.getByRole('region', { name: 'Mis copias' });
      await expect(mine.getByText('Sin carpeta')).toBeVisible();
      await expectSpanish(page, 'Song For My Father');
      await mine.getByRole('button', { name: 'Editar copia' }).click();
      const dialog = page.getByRole('dialog', { name: 'Editar copia' });
      await dialog.getByRole('button', { name: 'Añadir campo' }).click();
      await expectSpanish(page, 'Song For My Father');
      const dialogBox = (await dialog.boundingBox())!;
      for (const label of ['Nombre del campo', 'Valor del campo']) {
        const field = dialog.getByText(label, { exact: true });
        const fits = await field.evaluate((element) => element.scrollWidth <= element.clientWidth);
        expect(fits, label).toBe(true);
        const box = (await dialog.getByLabel(label).boundingBox())!;
        expect(box.x + box.width, label).toBeLessThanOrEqual(dialogBox.x + dialogBox.width);
      }
    });

    test('a visitor signs in in Spanish: a wrong password is said once', async ({ page }) => {
      const account = newAccount('Leo Surcos');
      await register(page, account);
      await page.context().clearCookies();
      await page.goto('/login');
      await expectSpanish(page, 'Iniciar sesión');
      await login(page, account.email, 'no-es-la-clave');
      const failure =
        'No se pudo iniciar sesión. Revisa tu correo electrónico y tu contraseña e inténtalo de nuevo.';
      await expect(page.getByRole('alert').filter({ hasText: failure })).toBeVisible();
      await expect(page.getByText(failure)).toHaveCount(1);
      await expectSpanish(page, 'Iniciar sesión');
      await login(page, account.email, account.password);
      await expect(page.getByText('Has iniciado sesión.')).toBeVisible();
      await expectSpanish(page, 'Explorar');
    });
  });
}
