import { apiAs } from '../support/api.ts';
import { expect, expectNoSeriousA11yViolations, newAccount, register, test } from '../support/fixtures.ts';

interface Card {
  id: string;
  name: string;
}

const NEAR_MINT = 'Near Mint (NM or M-)';
const FIRSTS = 'Primeras ediciones';

test('My albums for a collector: three sleeves a row on a phone, copy filters with count and chips, the table sorted by a header', async ({
  page,
}) => {
  await register(page, newAccount('Coleccionista Atenta'));
  const ids = ['sc-0001', 'sc-0013', 'sc-0061', 'sc-0002', 'sc-0003', 'sc-0004'];
  for (const id of ids) await apiAs(page, 'PUT', `/api/me/albums/${id}`);
  // The first has a Near Mint copy, but not in Primeras ediciones; the second has one there.
  await apiAs(page, 'POST', '/api/me/albums/sc-0001/copies', { folder: FIRSTS, mediaCondition: 'Good (G)' });
  await apiAs(page, 'POST', '/api/me/albums/sc-0001/copies', {
    folder: 'Estantería',
    mediaCondition: NEAR_MINT,
  });
  await apiAs(page, 'POST', '/api/me/albums/sc-0013/copies', { folder: FIRSTS, mediaCondition: NEAR_MINT });
  const byArtist = (
    (await apiAs(page, 'GET', '/api/me/albums?sort=artistAsc')) as { items: Card[] }
  ).items.map((card) => card.name);
  const match = ((await apiAs(page, 'GET', '/api/me/albums?sort=nameAsc')) as { items: Card[] }).items.find(
    (card) => card.id === 'sc-0013',
  )!.name;

  // A phone: several sleeves a row, and the controls take little room.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/albums');
  const grid = page.getByRole('list', { name: 'Mis álbumes' });
  const cards = grid.getByRole('listitem');
  await expect(cards).toHaveCount(6);
  const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
  expect(second!.y).toBe(first!.y);
  expect(second!.x).toBeGreaterThan(first!.x);
  await expect(page.getByText('6 álbumes')).toBeVisible();

  // Folder and grade hold of one same copy.
  const filtrar = page.getByRole('button', { name: 'Filtrar' });
  await expect(filtrar).toHaveAttribute('aria-expanded', 'false');
  await filtrar.click();
  await page.getByRole('combobox', { name: 'Carpeta' }).selectOption(FIRSTS);
  await page.getByRole('combobox', { name: 'Estado del disco' }).selectOption(NEAR_MINT);
  await expect(page.getByText('1 álbum', { exact: true })).toBeVisible();
  await expect(cards).toHaveCount(1);
  await expect(grid.getByRole('link', { name: new RegExp(match) })).toBeVisible();
  const chips = page.getByRole('list', { name: 'Filtros activos' });
  await expect(chips.getByRole('button')).toHaveCount(2);
  await page.getByRole('button', { name: 'Limpiar filtros' }).click();
  await expect(page.getByText('6 álbumes')).toBeVisible();
  await expect(chips).toHaveCount(0);
  await expect(cards).toHaveCount(6);

  // A wide screen: the table, sorted by its Artist header, and still the table after a reload.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Tabla' }).click();
  const table = page.getByRole('table', { name: 'Mis álbumes' });
  const artist = table.getByRole('columnheader', { name: /Artista/ });
  await artist.getByRole('button').click();
  await expect(artist).toHaveAttribute('aria-sort', 'ascending');
  await expect(page).toHaveURL(/sort=artistAsc/);
  await expect(table.getByRole('rowheader')).toHaveText(byArtist);
  await expectNoSeriousA11yViolations(page);
  await page.reload();
  await expect(page.getByRole('table', { name: 'Mis álbumes' }).getByRole('rowheader')).toHaveText(byArtist);
  await expect(page.getByRole('button', { name: 'Tabla' })).toHaveAttribute('aria-pressed', 'true');
});
