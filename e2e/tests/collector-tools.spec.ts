import type { Locator, Page } from '@playwright/test';
import { apiAs } from '../support/api.ts';
import { expect, expectNoSeriousA11yViolations, newAccount, register, test } from '../support/fixtures.ts';

const PHONE = { width: 375, height: 740 };
const WIDE = { width: 1280, height: 900 };
const SHELF = 'Estantería B';

const toasts = (page: Page) => page.getByRole('region', { name: 'Notificaciones' });
const badge = (page: Page) => page.getByRole('navigation', { name: 'Principal' }).getByTestId('badge-albums');

/** Takes back the change the toast with `message` announces, and waits for 'Deshecho.'. */
async function undoFrom(page: Page, message: string) {
  const toast = toasts(page).getByRole('status').filter({ hasText: message });
  await toast.getByRole('button', { name: 'Deshacer' }).click();
  await expect(toasts(page).getByText('Deshecho.')).toBeVisible();
}

/** How many of my albums have a copy in `folder`, as the API counts them. */
const albumsIn = async (page: Page, folder: string) =>
  ((await apiAs(page, 'GET', `/api/me/albums?folder=${encodeURIComponent(folder)}`)) as { total: number })
    .total;

const box = async (locator: Locator) => (await locator.boundingBox())!;

test('Seleccionar on a phone and a wide screen: move to a folder, remove, and Deshacer brings them back', async ({
  page,
}) => {
  await register(page, newAccount('Coleccionista Ordenada'));
  const names = ['Elvis Presley', 'Kind Of Blue', 'Bitches Brew'];
  for (const id of ['sc-0001', 'sc-0013', 'sc-0061']) await apiAs(page, 'PUT', `/api/me/albums/${id}`);

  await page.setViewportSize(PHONE);
  await page.goto('/albums');
  const grid = page.getByRole('list', { name: 'Mis álbumes' });
  await expect(grid.getByRole('listitem')).toHaveCount(3);
  await page.getByRole('button', { name: 'Seleccionar', exact: true }).click();
  const bar = page.getByRole('region', { name: 'Acciones con los discos seleccionados' });
  for (const name of names.slice(0, 2)) {
    const checkbox = grid.getByRole('checkbox', { name: `Seleccionar ${name}` });
    await checkbox.click();
    await expect(checkbox).toBeChecked();
  }
  await expect(bar.getByRole('status')).toHaveText('2 seleccionados');
  await expectNoSeriousA11yViolations(page);

  // Two records to another folder.
  await bar.getByRole('button', { name: 'Mover a carpeta' }).click();
  await bar.getByLabel('Carpeta').fill(SHELF);
  await bar.getByRole('button', { name: 'Aplicar' }).click();
  await expect(toasts(page).getByText(`2 discos movidos a ${SHELF}.`)).toBeVisible();
  await expect(bar.getByRole('status')).toHaveText('0 seleccionados');
  expect(await albumsIn(page, SHELF)).toBe(2);

  // Everything out, after a question that names what goes, then back with 'Deshacer'.
  await page.setViewportSize(WIDE);
  await bar.getByRole('button', { name: 'Seleccionar todo (visible)' }).click();
  await expect(bar.getByRole('status')).toHaveText('3 seleccionados');
  await bar.getByRole('button', { name: 'Eliminar' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('¿Eliminar 3 discos de tus álbumes?');
  await expect(dialog).toContainText('Se eliminarán 3 discos, 3 copias.');
  await dialog.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('No has añadido ningún álbum todavía.')).toBeVisible();
  await expect(badge(page)).toHaveCount(0);
  await undoFrom(page, 'Eliminados: 3 discos, 3 copias.');
  await expect(grid.getByRole('listitem')).toHaveCount(3);
  for (const name of names) await expect(grid.getByRole('link', { name: new RegExp(name) })).toBeVisible();
  // Restored as they were: the moved copies are still on the other shelf.
  expect(await albumsIn(page, SHELF)).toBe(2);
});

test('Deshacer after an add and a remove; the album page puts the cover and my copies first; the theme is kept', async ({
  page,
}) => {
  await register(page, newAccount('Coleccionista Prudente'));

  // A phone: an add from Añadir álbum, undone.
  await page.setViewportSize(PHONE);
  await page.goto('/add-album');
  await page.getByLabel('Buscar por artista o álbum').fill('giant steps');
  await page.getByRole('button', { name: 'Añadir Giant Steps' }).click();
  await expect(page.getByRole('button', { name: 'Añadido Giant Steps' })).toBeVisible();
  await expect(badge(page)).toHaveText(/1/);
  await undoFrom(page, 'Álbum añadido a tus álbumes.');
  await expect(page.getByRole('button', { name: 'Añadir Giant Steps' })).toBeVisible();
  await expect(badge(page)).toHaveCount(0);

  // The album page of a graded copy: the cover, then what I own, then the details; no loud 'Eliminar'.
  await apiAs(page, 'PUT', '/api/me/albums/sc-0001');
  const [copy] = (
    (await apiAs(page, 'GET', '/api/me/albums/sc-0001/copies')) as { items: Array<{ id: string }> }
  ).items;
  await apiAs(page, 'PUT', `/api/me/copies/${copy!.id}`, {
    folder: SHELF,
    mediaCondition: 'Near Mint (NM or M-)',
  });
  await page.goto('/album/sc-0001');
  const main = page.getByRole('main');
  const cover = main.getByRole('img', { name: 'Portada de Elvis Presley' });
  const summary = main.getByRole('region', { name: 'Resumen de tus copias' });
  const details = main.getByText('Artista', { exact: true }).first();
  await expect(summary).toContainText('Tienes 1 copia');
  await expect(summary).toContainText(SHELF);
  const more = main.getByRole('button', { name: 'Más acciones' });
  await expect(more).toBeVisible();
  // Removing the album is no button of the page: only an item of the closed '⋯' menu.
  await expect(page.getByText('Eliminar de mis álbumes')).toHaveCount(0);
  for (const viewport of [PHONE, WIDE]) {
    await page.setViewportSize(viewport);
    const [c, s, d] = [await box(cover), await box(summary), await box(details)];
    if (viewport === PHONE) expect(c.y + c.height).toBeLessThanOrEqual(s.y);
    else expect(c.x + c.width).toBeLessThanOrEqual(s.x);
    expect(s.y + s.height).toBeLessThanOrEqual(d.y);
  }

  // A wide screen: removal from the '⋯' menu names the graded copy, and 'Deshacer' restores it.
  await more.click();
  await page.getByRole('menuitem', { name: 'Eliminar de mis álbumes' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Se eliminará su copia, con estado.');
  await dialog.getByRole('button', { name: 'Eliminar' }).click();
  await expect(main.getByRole('button', { name: 'Añadir a mis álbumes' })).toBeVisible();
  await expect(summary).toHaveCount(0);
  await undoFrom(page, 'Álbum eliminado de tus álbumes.');
  await expect(more).toBeVisible();
  await expect(summary).toContainText(SHELF);
  await expect(summary).toContainText('Casi nuevo');

  // Apariencia in Perfil: each choice overrides the system's, and a reload keeps it.
  const background = () => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  await page.goto('/profile');
  const appearance = page.getByRole('region', { name: 'Apariencia' });
  for (const [system, choice, colour] of [
    ['dark', 'Claro', 'rgb(247, 245, 251)'],
    ['light', 'Oscuro', 'rgb(14, 12, 19)'],
  ] as const) {
    await page.emulateMedia({ colorScheme: system });
    await expect.poll(background).not.toBe(colour);
    await appearance.getByRole('radio', { name: choice }).check();
    await expect.poll(background).toBe(colour);
    await page.reload();
    await expect(appearance.getByRole('radio', { name: choice })).toBeChecked();
    await expect.poll(background).toBe(colour);
  }
});
