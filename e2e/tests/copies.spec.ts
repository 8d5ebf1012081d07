import { apiAs } from '../support/api.ts';
import { expect, expectNoSeriousA11yViolations, newAccount, register, test } from '../support/fixtures.ts';

test.describe('copies', () => {
  test('a second copy with its details, shown on the album page, filtered by folder, then removed', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await register(page, newAccount('Copia Vinilo'));
    await apiAs(page, 'PUT', '/api/me/albums/sc-0030');
    await apiAs(page, 'PUT', '/api/me/albums/sc-0001');

    await page.goto('/album/sc-0030');
    const mine = page.getByRole('region', { name: 'Mis copias' });
    await expect(mine.getByRole('listitem', { name: 'Copia 1' })).toBeVisible();

    await mine.getByRole('button', { name: 'Añadir copia' }).click();
    const dialog = page.getByRole('dialog', { name: 'Añadir copia' });
    await dialog.getByRole('combobox', { name: 'Carpeta' }).selectOption({ label: 'Nueva carpeta…' });
    await dialog.getByLabel('Nombre de la nueva carpeta').fill('Jazz');
    await dialog.getByRole('combobox', { name: 'Estado del disco' }).selectOption('Very Good Plus (VG+)');
    await dialog.getByRole('combobox', { name: 'Estado de la funda' }).selectOption('Generic');
    await dialog.getByRole('combobox', { name: 'Valoración' }).selectOption({ label: '4 estrellas' });
    await dialog.getByLabel('Notas').fill('Prensa japonesa');
    await dialog.getByRole('button', { name: 'Añadir campo' }).click();
    await dialog.getByLabel('Nombre del campo').fill('Purchased At');
    await dialog.getByLabel('Valor del campo').fill('Tienda Lola');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Copia añadida.')).toBeVisible();

    const second = mine.getByRole('listitem', { name: 'Copia 2' });
    for (const text of [
      'Jazz',
      'Muy bueno+ (VG+)',
      'Genérica',
      '4 estrellas',
      'Prensa japonesa',
      'Tienda Lola',
    ]) {
      await expect(second.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(mine.getByRole('listitem', { name: 'Copia 1' }).getByText('Sin carpeta')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // A reload shows what the server kept.
    await page.reload();
    await expect(mine.getByRole('listitem', { name: 'Copia 2' }).getByText('Purchased At')).toBeVisible();

    await page.goto('/albums');
    const grid = page.getByRole('list', { name: 'Mis álbumes' });
    await expect(grid.getByRole('listitem')).toHaveCount(2);
    await expect(grid.getByText('2 copias')).toBeVisible();
    await page.getByRole('combobox', { name: 'Carpeta' }).selectOption({ label: 'Jazz (1)' });
    await expect(page).toHaveURL(/folder=Jazz/);
    await expect(grid.getByRole('listitem')).toHaveCount(1);
    await expect(grid.getByRole('link', { name: /Song For My Father/ })).toBeVisible();

    await grid.getByRole('link', { name: /Song For My Father/ }).click();
    await mine
      .getByRole('listitem', { name: 'Copia 2' })
      .getByRole('button', { name: 'Eliminar copia' })
      .click();
    const confirm = page.getByRole('dialog', { name: '¿Seguro que quieres eliminar esta copia?' });
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText('Copia eliminada.')).toBeVisible();
    await expect(mine.getByRole('listitem')).toHaveCount(1);

    // The last copy is the album: it asks as removing the album does, and takes it out of My albums.
    await mine.getByRole('button', { name: 'Eliminar copia' }).click();
    await page
      .getByRole('dialog', { name: '¿Seguro que quieres eliminar este álbum de tu colección?' })
      .getByRole('button', { name: 'Eliminar' })
      .click();
    await expect(page.getByRole('button', { name: 'Añadir a mis álbumes' })).toBeVisible();
    await expect(mine).toHaveCount(0);
  });
});
