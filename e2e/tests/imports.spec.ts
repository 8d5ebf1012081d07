import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { FIXTURES_DIR } from '../../server/test/helpers/fake-discogs.ts';
import { apiAs } from '../support/api.ts';
import { E2E_DISCOGS_BASE_URL } from '../support/environment.ts';
import { expect, expectNoSeriousA11yViolations, newAccount, test } from '../support/fixtures.ts';
import { signUp } from '../support/people.ts';

const COLLECTION = path.join(FIXTURES_DIR, 'collection-export-sample.csv');
const WANTLIST = path.join(FIXTURES_DIR, 'wantlist-export-sample.csv');

const stat = (page: Page, label: string) => page.getByTestId(label);

async function chooseFile(page: Page, file: string | { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByLabel('Archivo CSV exportado de Discogs').setInputFiles(file);
  await expect(page.getByRole('heading', { name: /Vista previa/ })).toBeVisible();
}

async function importAndWait(page: Page) {
  await page.getByRole('button', { name: 'Importar', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Importación terminada' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('link', { name: 'Descargar informe' })).toBeVisible();
}

interface Copy {
  albumId: string;
  folder: string;
  mediaCondition: string | null;
  sleeveCondition: string | null;
  notes: string;
  rating: number;
  addedAt: string;
  customFields: Record<string, string>;
}

const copiesOf = async (page: Page) =>
  ((await apiAs(page, 'GET', '/api/me/export.json')) as { copies: Copy[] }).copies
    .map(({ albumId, folder, mediaCondition, sleeveCondition, notes, rating, addedAt, customFields }) =>
      JSON.stringify({
        albumId,
        folder,
        mediaCondition,
        sleeveCondition,
        notes,
        rating,
        addedAt,
        customFields,
      }),
    )
    .sort();

test.describe('import from Discogs', () => {
  test('imports both sample files through the page, then a re-import adds nothing', async ({ page }) => {
    test.setTimeout(90_000);
    await signUp(page, 'Ana Importa');
    await page.goto('/albums');
    await page.getByRole('link', { name: 'Importar desde Discogs' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Importar desde Discogs' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await chooseFile(page, COLLECTION);
    await expect(stat(page, 'Filas reconocidas')).toHaveText('51');
    await expect(stat(page, 'Copias que se añadirán')).toHaveText('51');
    await expect(stat(page, 'Copias que ya tienes')).toHaveText('0');
    await expect(page.getByText('Todas las filas se pueden importar.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await importAndWait(page);
    const bar = page.getByRole('progressbar', { name: 'Progreso de la importación' });
    await expect(bar).toHaveAttribute('aria-valuenow', '51');
    await expect(page.getByText(/Se añadieron 51 copias/)).toBeVisible();
    // This server has no Discogs token: the summary promises no details, and leads to the albums.
    await expect(page.getByText(/se guardan solo los datos del CSV/)).toBeVisible();
    await expect(page.getByText(/Menos de un minuto|descargados/)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Ver mis álbumes' })).toHaveAttribute('href', '/albums');
    await expectNoSeriousA11yViolations(page);

    // The copies carry the file's details (the copies screen is another slice: read through the API).
    const copies = (await copiesOf(page)).map((copy) => JSON.parse(copy) as Copy);
    expect(copies).toHaveLength(51);
    expect(copies.find((copy) => copy.albumId === '20634421')).toMatchObject({
      mediaCondition: 'Near Mint (NM or M-)',
      addedAt: '2022-12-29T14:12:30.000Z',
    });
    await page.goto('/album/20634421');
    await expect(page.getByRole('heading', { level: 1, name: 'Liminal Soul' })).toBeVisible();

    // Back on the page, a finished import leaves room for the next file.
    await page.goto('/import');
    await chooseFile(page, WANTLIST);
    await expect(stat(page, 'Filas reconocidas')).toHaveText('29');
    await expect(stat(page, 'Deseos que se añadirán')).toHaveText(/\d+/);
    await importAndWait(page);

    // The same collection again: nothing new.
    await page.getByRole('button', { name: 'Importar otro archivo' }).click();
    await chooseFile(page, COLLECTION);
    await expect(stat(page, 'Copias que se añadirán')).toHaveText('0');
    await expect(stat(page, 'Copias que ya tienes')).toHaveText('51');
    await expect(page.getByText('No hay nada nuevo que importar: todo ya está en Surcos.')).toBeVisible();
    // And the wantlist again: nothing new either.
    await chooseFile(page, WANTLIST);
    await expect(stat(page, 'Deseos que se añadirán')).toHaveText('0');
    await expect(page.getByText('No hay nada nuevo que importar: todo ya está en Surcos.')).toBeVisible();
  });

  test('an imported copy shows its folder, conditions, notes and custom fields; folders filter My albums', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signUp(page, 'Ana Carpetas');
    // Two rows of the sample, the first with the details the sample leaves empty.
    const [, first, second] = readFileSync(COLLECTION, 'utf8').split(/\r?\n/);
    const header =
      'Catalog#,Artist,Title,Label,Format,Rating,Released,release_id,CollectionFolder,Date Added,Collection Media Condition,Collection Sleeve Condition,Collection Notes,Collection Purchased At';
    const detailed = first!
      .replace(',Uncategorized,', ',Techno,')
      .replace(
        /,Near Mint \(NM or M-\),,$/,
        ',Near Mint (NM or M-),Generic,Firmado por la artista,Tienda Lola',
      );
    await page.goto('/import');
    await chooseFile(page, {
      name: 'detalles.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from([header, detailed, `${second!},`].join('\n')),
    });
    await expect(stat(page, 'Copias que se añadirán')).toHaveText('2');
    await importAndWait(page);

    await page.goto('/album/20634421');
    const copy = page.getByRole('region', { name: 'Mis copias' }).getByRole('listitem', { name: 'Copia 1' });
    for (const text of [
      'Techno',
      'Casi nuevo (NM o M-)',
      'Genérica',
      'Firmado por la artista',
      'Purchased At',
      'Tienda Lola',
    ]) {
      await expect(copy.getByText(text, { exact: true })).toBeVisible();
    }

    await page.goto('/albums');
    const grid = page.getByRole('list', { name: 'Mis álbumes' });
    await expect(grid.getByRole('listitem')).toHaveCount(2);
    await page.getByRole('combobox', { name: 'Carpeta' }).selectOption({ label: 'Techno (1)' });
    await expect(page).toHaveURL(/folder=Techno/);
    await expect(grid.getByRole('listitem')).toHaveCount(1);
    await expect(grid.getByRole('link', { name: /Liminal Soul/ })).toBeVisible();
    await page.getByRole('combobox', { name: 'Carpeta' }).selectOption({ label: 'Sin carpeta (1)' });
    await expect(grid.getByRole('link', { name: /Right On Time/ })).toBeVisible();
    await expect(grid.getByRole('listitem')).toHaveCount(1);
  });

  test('imports a Discogs account after the same preview as a file', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto(`${E2E_DISCOGS_BASE_URL}/register`);
    const account = newAccount('Ana Cuenta');
    await page.getByLabel('Nombre', { exact: true }).fill(account.name);
    await page.getByLabel('Correo electrónico').fill(account.email);
    await page.getByLabel('Contraseña').fill(account.password);
    await page.getByRole('button', { name: 'Registrarse' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Explorar' })).toBeVisible();

    await page.goto(`${E2E_DISCOGS_BASE_URL}/import`);
    await page.getByLabel('Usuario de Discogs').fill('brotherlogic');
    await page.getByRole('button', { name: 'Ver la vista previa de la cuenta' }).click();
    await expect(page.getByRole('heading', { name: 'Vista previa: Cuenta de Discogs' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(stat(page, 'Filas reconocidas')).toHaveText('200');
    await expect(stat(page, 'Copias que se añadirán')).toHaveText('100');
    await expect(stat(page, 'Deseos que se añadirán')).toHaveText('99');
    await expect(stat(page, 'Deseos que ya tienes')).toHaveText('1');
    await expectNoSeriousA11yViolations(page);
    await importAndWait(page);
    await expect(page.getByText(/Se añadieron 100 copias y 99 deseos/)).toBeVisible();
  });

  test('shows unusable rows and file errors in Spanish', async ({ page }) => {
    await signUp(page, 'Ana Errores');
    await page.goto('/import');
    const header =
      'Catalog#,Artist,Title,Label,Format,Rating,Released,release_id,CollectionFolder,Date Added,Collection Media Condition,Collection Sleeve Condition,Collection Notes';
    await chooseFile(page, {
      name: 'mala.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`${header}\nA,B,C,D,LP,,2000,xyz,Uncategorized,2020-01-01 00:00:00,,,\n`),
    });
    await expect(page.getByRole('cell', { name: '2', exact: true })).toBeVisible();
    await expect(page.getByRole('cell', { name: /release_id\) «xyz» no es válido/ })).toBeVisible();
    await page.getByLabel('Archivo CSV exportado de Discogs').setInputFiles({
      name: 'foto.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Artist,Title\nA,B\n'),
    });
    await expect(page.getByRole('alert')).toContainText('no tiene la columna release_id');
  });

  test('export round trip: the collection CSV imported into a second account reproduces every copy', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await signUp(page, 'Ana Exporta');
    await page.goto('/import');
    await chooseFile(page, COLLECTION);
    await importAndWait(page);
    const original = await copiesOf(page);

    await page.goto('/profile');
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Colección (CSV)' }).click();
    const download = await downloadPromise;
    const exported = readFileSync(await download.path());
    await expect(page.getByRole('link', { name: 'Todos mis datos (JSON)' })).toBeVisible();

    const context = await browser.newContext();
    const other = await context.newPage();
    await signUp(other, 'Bruno Recibe');
    await other.goto('/import');
    await chooseFile(other, { name: 'surcos-coleccion.csv', mimeType: 'text/csv', buffer: exported });
    await expect(stat(other, 'Copias que se añadirán')).toHaveText('51');
    await importAndWait(other);
    expect(await copiesOf(other)).toEqual(original);
    await context.close();
  });
});
