import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { apiAs } from '../support/api.ts';
import { createCollectionAs } from '../support/collections.ts';
import { expect, expectNoSeriousA11yViolations, newAccount, register, test } from '../support/fixtures.ts';

const NOT_FOUND = 'No se encontró la colección.';
const REQUIRED = 'La colección debe tener al menos un nombre y un álbum.';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Principal' });
const toasts = (page: Page) => page.getByRole('region', { name: 'Notificaciones' });
const picker = (page: Page) => page.getByRole('list', { name: 'Tus álbumes' });
const pick = (page: Page, album: string) => picker(page).getByRole('button', { name: new RegExp(album) });
/** Other tests share the server: a name of its own finds this test's collection and no other. */
const uniqueName = (base: string) => `${base} ${randomBytes(3).toString('hex')}`;

// Bundled catalog releases used here: sc-0010 "Somethin' Else", sc-0020 'Giant Steps'.
async function addAlbums(page: Page, ...ids: string[]) {
  for (const id of ids) await apiAs(page, 'PUT', `/api/me/albums/${id}`);
}

interface NewCollection {
  name: string;
  albums: string[];
  description?: string;
  privacy?: 'Pública' | 'Privada';
}

/** Fills the form and creates it; returns the new collection's path (/collection/{id}). */
async function createCollection(page: Page, collection: NewCollection): Promise<string> {
  await page.goto('/add-collection');
  await page.getByLabel('Nombre', { exact: true }).fill(collection.name);
  if (collection.description) await page.getByLabel('Descripción').fill(collection.description);
  if (collection.privacy) await page.getByRole('radio', { name: collection.privacy }).check();
  for (const album of collection.albums) await pick(page, album).click();
  await page.getByRole('button', { name: 'Crear colección' }).click();
  await expect(page.getByRole('heading', { level: 1, name: collection.name })).toBeVisible();
  return new URL(page.url()).pathname;
}

test.describe('collections', () => {
  // Each journey registers one or two accounts and goes through several screens with axe checks.
  test.describe.configure({ timeout: 60_000 });

  test('create: the missing name and album are refused first; one click creates one collection', async ({
    page,
  }) => {
    const account = newAccount('Rosa Discos');
    await register(page, account);
    await addAlbums(page, 'sc-0010', 'sc-0020');
    const creates: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/collections')
        creates.push(request.url());
    });

    await nav(page)
      .getByRole('link', { name: /^Colecciones/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Colecciones' })).toBeVisible();
    await expect(page.getByText('No has añadido ninguna colección todavía.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Añadir colección' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nueva colección' })).toBeVisible();
    await expect(pick(page, 'Giant Steps')).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('radio', { name: 'Pública' })).toBeChecked();
    await page.getByRole('button', { name: 'Crear colección' }).click();
    await expect(page.getByRole('alert')).toHaveText(REQUIRED);
    await expect(page.getByLabel('Nombre', { exact: true })).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    const name = uniqueName('Jazz de los 50');
    await page.getByLabel('Nombre', { exact: true }).fill(name);
    await page.getByRole('button', { name: 'Crear colección' }).click();
    await expect(page.getByRole('alert')).toHaveText(REQUIRED);
    expect(creates).toEqual([]);

    await page.getByLabel('Descripción').fill('Dos discos para empezar.');
    // Chosen with the keyboard: the sleeves are toggle buttons.
    await pick(page, "Somethin' Else").focus();
    await page.keyboard.press('Enter');
    await expect(pick(page, "Somethin' Else")).toHaveAttribute('aria-pressed', 'true');
    await pick(page, 'Giant Steps').click();
    await expect(pick(page, 'Giant Steps')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('2 álbumes elegidos.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Crear colección' }).dblclick();
    await expect(toasts(page).getByText('La colección se ha creado con éxito.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    expect(creates).toHaveLength(1);

    // The collection view.
    await expect(page).toHaveURL(/\/collection\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('link', { name: 'Rosa Discos' })).toHaveAttribute('href', /^\/user\//);
    await expect(page.getByText('Dos discos para empezar.')).toBeVisible();
    await expect(page.getByText('Pública')).toBeVisible();
    const albums = page.getByRole('list', { name: `Álbumes de ${name}` });
    await expect(albums.getByRole('link')).toHaveCount(2);
    await expect(albums.getByRole('link', { name: /Giant Steps/ })).toHaveAttribute('href', '/album/sc-0020');
    await expect(nav(page).getByTestId('badge-collections')).toHaveText(/1/);
    await expectNoSeriousA11yViolations(page);

    // A refresh on the direct URL shows it again.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    await page.goto('/collections');
    const card = page.getByRole('list', { name: 'Mis colecciones' }).getByRole('listitem');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('2 álbumes · Pública');
    await card.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.getByRole('button', { name: 'Volver' }).click();
    await expect(page).toHaveURL(/\/collections$/);
    await expectNoSeriousA11yViolations(page);
  });

  test('edit: the form is filled in, and saving shows the changes', async ({ page }) => {
    await register(page, newAccount());
    await addAlbums(page, 'sc-0010', 'sc-0020');
    const name = uniqueName('Para el domingo');
    await createCollection(page, {
      name,
      description: 'Café y vinilos.',
      albums: ["Somethin' Else", 'Giant Steps'],
    });

    await page.getByRole('link', { name: 'Editar colección' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Editar colección' })).toBeVisible();
    await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue(name);
    await expect(page.getByLabel('Descripción')).toHaveValue('Café y vinilos.');
    await expect(page.getByRole('radio', { name: 'Pública' })).toBeChecked();
    await expect(pick(page, "Somethin' Else")).toHaveAttribute('aria-pressed', 'true');
    await expect(pick(page, 'Giant Steps')).toHaveAttribute('aria-pressed', 'true');
    await expectNoSeriousA11yViolations(page);

    const renamed = uniqueName('Para el lunes');
    await page.getByLabel('Nombre', { exact: true }).fill(renamed);
    await pick(page, 'Giant Steps').click();
    await expect(pick(page, 'Giant Steps')).toHaveAttribute('aria-pressed', 'false');
    await page.getByRole('radio', { name: 'Privada' }).check();
    await page.getByRole('button', { name: 'Guardar cambios' }).click();

    await expect(toasts(page).getByText('La colección se ha actualizado con éxito.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
    await expect(page).toHaveURL(/\/collection\/[0-9a-f-]{36}$/);
    await expect(page.getByText('Privada')).toBeVisible();
    await expect(page.getByRole('list', { name: `Álbumes de ${renamed}` }).getByRole('link')).toHaveCount(1);

    // An empty name is refused on edit too.
    await page.getByRole('link', { name: 'Editar colección' }).click();
    await page.getByLabel('Nombre', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByRole('alert')).toHaveText(REQUIRED);
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  });

  test('delete asks first, then goes to Colecciones', async ({ page }) => {
    await register(page, newAccount());
    await addAlbums(page, 'sc-0020');
    const name = uniqueName('Para borrar');
    const path = await createCollection(page, { name, albums: ['Giant Steps'] });

    await page.getByRole('button', { name: 'Eliminar colección' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('¿Seguro que quieres eliminar esta colección?');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    await page.getByRole('button', { name: 'Eliminar colección' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await expect(toasts(page).getByText('La colección se ha eliminado con éxito.')).toBeVisible();
    await expect(page).toHaveURL(/\/collections$/);
    await expect(page.getByText('No has añadido ninguna colección todavía.')).toBeVisible();
    await expect(nav(page).getByTestId('badge-collections')).toHaveCount(0);

    await page.goto(path);
    await expect(page.getByText(NOT_FOUND)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a private collection is invisible to another user, by direct URL and in Explorar', async ({
    page,
    browser,
  }) => {
    await register(page, newAccount('Dueña'));
    await addAlbums(page, 'sc-0010', 'sc-0020');
    const privateName = uniqueName('Solo para mí');
    const publicName = uniqueName('Para todos');
    const privateId = await createCollectionAs(page, {
      name: privateName,
      privacy: 'private',
      albumIds: ['sc-0020'],
    });
    await createCollectionAs(page, { name: publicName, albumIds: ['sc-0010'] });
    // The owner sees it.
    await page.goto(`/collection/${privateId}`);
    await expect(page.getByRole('heading', { level: 1, name: privateName })).toBeVisible();
    await expect(page.getByText('Privada')).toBeVisible();

    const other = await browser.newContext();
    const otherPage = await other.newPage();
    try {
      await register(otherPage, newAccount('Vecina'));
      await otherPage.goto(`/collection/${privateId}`);
      await expect(otherPage.getByText(NOT_FOUND)).toBeVisible();
      await expect(otherPage.getByRole('heading', { level: 1, name: privateName })).toHaveCount(0);
      await expectNoSeriousA11yViolations(otherPage);

      await otherPage.goto('/');
      // Below the albums, the collections load once their section nears the screen: jump to it.
      await otherPage
        .getByRole('navigation', { name: 'En esta página' })
        .getByRole('link', { name: 'Colecciones' })
        .click();
      const explored = otherPage.getByRole('list', { name: 'Colecciones' });
      await expect(explored.getByRole('link', { name: publicName })).toBeVisible();
      await expect(explored.getByRole('link', { name: privateName })).toHaveCount(0);
      await otherPage.getByLabel('Buscar por artista o álbum').fill(privateName);
      await expect(otherPage.getByText('No se encontraron colecciones.')).toBeVisible();
      await otherPage.getByLabel('Buscar por artista o álbum').fill(publicName);
      await expect(explored.getByRole('link', { name: publicName })).toBeVisible();
      await expect(explored).toContainText('Creada por Dueña');
      await expectNoSeriousA11yViolations(otherPage);
    } finally {
      await other.close();
    }
  });

  test('another user sees a public collection without edit or delete, and its edit URL is refused', async ({
    page,
    browser,
  }) => {
    await register(page, newAccount('Dueña'));
    await addAlbums(page, 'sc-0010');
    const name = uniqueName('Para todos');
    const id = await createCollectionAs(page, { name, albumIds: ['sc-0010'] });

    const other = await browser.newContext();
    const otherPage = await other.newPage();
    try {
      await register(otherPage, newAccount('Vecina'));
      await otherPage.goto(`/collection/${id}`);
      await expect(otherPage.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(otherPage.getByRole('link', { name: 'Dueña' })).toHaveAttribute('href', /^\/user\//);
      await expect(otherPage.getByRole('link', { name: /Somethin' Else/ })).toHaveAttribute(
        'href',
        '/album/sc-0010',
      );
      await expect(otherPage.getByRole('link', { name: 'Editar colección' })).toHaveCount(0);
      await expect(otherPage.getByRole('button', { name: 'Eliminar colección' })).toHaveCount(0);
      await expectNoSeriousA11yViolations(otherPage);

      await otherPage.goto(`/edit-collection/${id}`);
      await expect(otherPage.getByText(NOT_FOUND)).toBeVisible();
      await expect(otherPage.getByLabel('Nombre', { exact: true })).toHaveCount(0);
      await expect(otherPage.getByRole('button', { name: 'Guardar cambios' })).toHaveCount(0);
    } finally {
      await other.close();
    }
  });

  test('an unknown collection id says it was not found', async ({ page }) => {
    await register(page, newAccount());
    await page.goto('/collection/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText(NOT_FOUND)).toBeVisible();
    await page.goto('/edit-collection/no-existe');
    await expect(page.getByText(NOT_FOUND)).toBeVisible();
  });

  test('another tab of the same user counts a new collection in its nav without reloading', async ({
    page,
  }) => {
    await register(page, newAccount());
    await addAlbums(page, 'sc-0020');
    const otherTab = await page.context().newPage();
    try {
      await otherTab.goto('/collections');
      await expect(otherTab.getByText('No has añadido ninguna colección todavía.')).toBeVisible();
      await expect(nav(otherTab).getByTestId('badge-collections')).toHaveCount(0);

      const name = uniqueName('En directo');
      await createCollection(page, { name, albums: ['Giant Steps'] });
      await expect(nav(otherTab).getByTestId('badge-collections')).toHaveText(/1/);
      await expect(otherTab.getByRole('link', { name })).toBeVisible();

      await page.getByRole('button', { name: 'Eliminar colección' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
      await expect(nav(otherTab).getByTestId('badge-collections')).toHaveCount(0);
      await expect(otherTab.getByText('No has añadido ninguna colección todavía.')).toBeVisible();
    } finally {
      await otherTab.close();
    }
  });
});
