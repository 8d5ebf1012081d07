import type { Page } from '@playwright/test';
import { apiAs } from '../support/api.ts';
import { E2E_DISCOGS_BASE_URL, FAKE_DISCOGS_URL } from '../support/environment.ts';
import { expect, expectNoSeriousA11yViolations, newAccount, register, test } from '../support/fixtures.ts';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Principal' });

async function searchToAdd(page: Page, text: string) {
  await page.goto('/add-album');
  await page.getByLabel('Buscar por artista o álbum').fill(text);
}

test.describe('add album', () => {
  test('fewer than 3 characters send no search; Enter submits nothing', async ({ page }) => {
    await register(page, newAccount());
    const searches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/music/search')) searches.push(request.url());
    });
    await searchToAdd(page, 'ki');
    await page.getByLabel('Buscar por artista o álbum').press('Enter');
    await expect(page.getByText('Escribe al menos 3 caracteres.')).toBeVisible();
    await page.waitForTimeout(1500);
    expect(searches).toEqual([]);
    await expect(page).toHaveURL(/\/add-album$/);
  });

  test('results appear after the pause, once per query; adding shows it is added and counts in the nav', async ({
    page,
  }) => {
    await register(page, newAccount());
    const searches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/music/search')) searches.push(request.url());
    });
    await searchToAdd(page, 'kind of blue');
    await expect(page.getByRole('button', { name: 'Añadir Kind Of Blue' })).toBeVisible();
    expect(searches).toHaveLength(1);

    await page.getByRole('button', { name: 'Añadir Kind Of Blue' }).click();
    await expect(page.getByRole('button', { name: 'Añadido Kind Of Blue' })).toBeDisabled();
    await expect(nav(page).getByTestId('badge-albums')).toHaveText(/1/);
    await expectNoSeriousA11yViolations(page);

    await nav(page)
      .getByRole('link', { name: /^Albums/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mis álbumes' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Kind Of Blue/ })).toBeVisible();
    await nav(page)
      .getByRole('link', { name: /^Explorar/ })
      .click();
    await page.getByLabel('Buscar por artista o álbum').fill('kind of blue');
    await expect(page.getByRole('link', { name: /Kind Of Blue/ }).first()).toBeVisible();
  });

  test.describe(() => {
    // The API answers 503 while Discogs refuses requests; the browser logs each one.
    test.use({ expectedServerStatuses: [503] });
    test('tells the user to wait while Discogs answers 429', async ({ page }) => {
      // The page's own 5 s wait before it asks again is run on Playwright's clock (below).
      await page.clock.install();
      await page.goto(`${E2E_DISCOGS_BASE_URL}/register`);
      const account = newAccount();
      await page.getByLabel('Nombre', { exact: true }).fill(account.name);
      await page.getByLabel('Correo electrónico').fill(account.email);
      await page.getByLabel('Contraseña').fill(account.password);
      await page.getByRole('button', { name: 'Registrarse' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Explorar' })).toBeVisible();

      // Three 429s: the server's first try and both its retries (DISCOGS_RETRY_SECONDS apart).
      await page.request.post(`${FAKE_DISCOGS_URL}/__faults`, { data: ['429', '429', '429'] });
      await page.goto(`${E2E_DISCOGS_BASE_URL}/add-album`);
      await page.getByLabel('Buscar por artista o álbum').fill('nirvana nevermind');
      await expect(
        page.getByText('Demasiadas peticiones a Discogs. Intenta de nuevo en unos segundos.'),
      ).toBeVisible();
      // When Discogs answers again, the search goes through by itself, once the page's wait is over.
      await expect(page.getByRole('button', { name: 'Añadir Nevermind' })).toHaveCount(0);
      await page.clock.fastForward(5_000);
      await expect(page.getByRole('button', { name: 'Añadir Nevermind' }).first()).toBeVisible();
    });
  });
});

test.describe('album detail', () => {
  test('shows what is known, the owner’s copies first, the numbered tracklist and who has it', async ({
    page,
  }) => {
    const account = newAccount('Rosa Discos');
    await register(page, account);
    await apiAs(page, 'PUT', '/api/me/albums/sc-0001');
    await page.goto('/album/sc-0001');
    await expect(page.getByRole('heading', { level: 1, name: 'Elvis Presley' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Resumen de tus copias' })).toContainText('Tienes 1 copia');
    for (const label of ['Artista', 'Año', 'Género', 'Sello', 'País', 'Publicado', 'Formatos', 'Estilos']) {
      await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
    }
    // The bundled catalogue knows no notes, price, rating or credits: those fields are left out.
    // (The album's details are the page's first list of fields; 'Mis copias' has its own below.)
    const details = page.locator('dl').first();
    for (const empty of [
      'Notas',
      'Precio más bajo',
      'Valoración',
      'Créditos',
      'Sin notas',
      'No disponible',
    ]) {
      await expect(details.getByText(empty, { exact: true })).toHaveCount(0);
    }
    await expect(page.getByText('1956').first()).toBeVisible();
    const tracks = page.locator('ol').filter({ has: page.getByText('Blue Suede Shoes') });
    await expect(tracks.getByRole('listitem')).toHaveCount(12);
    await expect(page.getByRole('link', { name: 'Rosa Discos' })).toHaveAttribute('href', /^\/user\//);
    await expectNoSeriousA11yViolations(page);
  });

  test('an unknown album says so', async ({ page }) => {
    await register(page, newAccount());
    await page.goto('/album/sc-9999');
    await expect(page.getByText('Álbum no encontrado.')).toBeVisible();
  });

  test('remove asks first, then takes the album out of My albums', async ({ page }) => {
    await register(page, newAccount());
    await apiAs(page, 'PUT', '/api/me/albums/sc-0020');
    await page.goto('/album/sc-0020');
    // Removal waits in the '⋯' menu.
    const more = page.getByRole('button', { name: 'Más acciones' });
    await more.click();
    await page.getByRole('menuitem', { name: 'Eliminar de mis álbumes' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('¿Seguro que quieres eliminar este álbum de tu colección?');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(more).toBeFocused();

    await more.press('Enter');
    await page.getByRole('menuitem', { name: 'Eliminar de mis álbumes' }).press('Enter');
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByRole('button', { name: 'Añadir a mis álbumes' })).toBeVisible();
    await page.goto('/albums');
    await expect(page.getByText('No has añadido ningún álbum todavía.')).toBeVisible();
  });
});

test.describe('wishlist', () => {
  test('toggle, the Wishlist page, hidden when owned, and adding takes it off the wishlist', async ({
    page,
  }) => {
    await register(page, newAccount('Lola Deseos'));
    await page.goto('/album/sc-0010');
    await page.getByRole('button', { name: 'Añadir a wishlist' }).click();
    await expect(page.getByRole('button', { name: 'Quitar de wishlist' })).toBeVisible();
    await expect(nav(page).getByTestId('badge-wishlist')).toHaveText(/1/);
    await expect(page.getByRole('link', { name: 'Lola Deseos' })).toBeVisible();

    await page.goto('/wishlist');
    await expect(page.getByRole('link', { name: "Somethin' Else" })).toBeVisible();
    await expect(page.getByText('Cannonball Adderley')).toBeVisible();

    await page.goto('/album/sc-0010');
    await page.getByRole('button', { name: 'Añadir a mis álbumes' }).click();
    await expect(page.getByRole('button', { name: 'Más acciones' })).toBeVisible();
    await expect(page.getByRole('button', { name: /wishlist/ })).toHaveCount(0);
    await expect(nav(page).getByTestId('badge-wishlist')).toHaveCount(0);
    await page.goto('/wishlist');
    await expect(page.getByText('No hay álbumes en tu wishlist.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('lists', () => {
  test('every sort option orders My albums', async ({ page }) => {
    await register(page, newAccount());
    // Distinct artists, titles and years.
    const albums = [
      { id: 'sc-0010', artist: 'Cannonball Adderley', name: "Somethin' Else", year: 1958, genre: 'Jazz' },
      { id: 'sc-0020', artist: 'John Coltrane', name: 'Giant Steps', year: 1960, genre: 'Jazz' },
      {
        id: 'sc-0040',
        artist: 'The Beatles',
        name: "Sgt. Pepper's Lonely Hearts Club Band",
        year: 1967,
        genre: 'Rock, Pop',
      },
      { id: 'sc-0001', artist: 'Elvis Presley', name: 'Elvis Presley', year: 1956, genre: 'Rock' },
    ];
    for (const album of albums) await apiAs(page, 'PUT', `/api/me/albums/${album.id}`);
    await page.goto('/albums');
    const cards = page
      .getByRole('main')
      .getByRole('link')
      .filter({ hasText: /Adderley|Coltrane|Beatles|Presley/ });
    const namesIn = (order: typeof albums) =>
      order.map((album) => new RegExp(album.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    const sorted = (compare: (a: (typeof albums)[number], b: (typeof albums)[number]) => number) =>
      [...albums].sort(compare);

    await expect(page.getByLabel('Ordenar por')).toHaveValue('dateAddedDesc');
    await expect(cards).toHaveText(namesIn([...albums].reverse()));
    const cases: Array<[string, typeof albums]> = [
      ['artistAsc', sorted((a, b) => a.artist.localeCompare(b.artist))],
      ['artistDesc', sorted((a, b) => b.artist.localeCompare(a.artist))],
      ['nameAsc', sorted((a, b) => a.name.localeCompare(b.name))],
      ['nameDesc', sorted((a, b) => b.name.localeCompare(a.name))],
      ['yearDesc', sorted((a, b) => b.year - a.year)],
      ['yearAsc', sorted((a, b) => a.year - b.year)],
      ['genreAsc', sorted((a, b) => a.genre.localeCompare(b.genre) || a.artist.localeCompare(b.artist))],
    ];
    for (const [sort, order] of cases) {
      await page.getByLabel('Ordenar por').selectOption(sort);
      await expect(cards, sort).toHaveText(namesIn(order));
    }
    await expectNoSeriousA11yViolations(page);
  });

  test('another browser sees an add without reloading', async ({ page, browser }) => {
    await register(page, newAccount());
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    try {
      await register(otherPage, newAccount('Vecina'));
      await expect(otherPage.getByRole('heading', { level: 2, name: 'Usuarios' })).toBeVisible();
      await expect(otherPage.getByRole('link', { name: /Bitches Brew/ })).toHaveCount(0);

      await apiAs(page, 'PUT', '/api/me/albums/sc-0061');
      await expect(otherPage.getByRole('link', { name: /Bitches Brew/ })).toBeVisible();
    } finally {
      await other.close();
    }
  });

  test('Explorar, My albums and Wishlist have no serious or critical axe violations', async ({ page }) => {
    await register(page, newAccount());
    await apiAs(page, 'PUT', '/api/me/albums/sc-0013');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 2, name: 'Usuarios' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto('/add-album');
    await page.getByLabel('Buscar por artista o álbum').fill('miles');
    await expect(page.getByRole('button', { name: /^Añadid?o? / }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto('/wishlist');
    await expect(page.getByText('No hay álbumes en tu wishlist.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
