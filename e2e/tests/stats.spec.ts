import { apiAs } from '../support/api.ts';
import { expect, expectNoSeriousA11yViolations, newAccount, register, test } from '../support/fixtures.ts';

test.describe('statistics', () => {
  test('charts with their accessible tables, live after an add, and a public version without copies', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await register(page, newAccount('Estadística Vinilo'));

    await page.goto('/stats');
    await expect(page.getByRole('heading', { level: 1, name: 'Estadísticas' })).toBeVisible();
    await expect(page.getByText(/Aún no hay estadísticas/)).toBeVisible();

    await apiAs(page, 'PUT', '/api/me/albums/sc-0030');
    await apiAs(page, 'POST', '/api/me/albums/sc-0030/copies', { notes: 'Copia privada' });
    // Added elsewhere: the open page hears `albums.changed` and asks again.
    await apiAs(page, 'PUT', '/api/me/albums/sc-0001');

    const figure = (label: string) =>
      page.locator('dt', { hasText: label }).locator('xpath=..').locator('dd');
    await expect(figure('Álbumes')).toHaveText('2');
    await expect(figure('Copias')).toHaveText('3');

    for (const title of [
      'Álbumes añadidos por mes',
      'Géneros',
      'Formatos (copias)',
      'Artistas principales',
    ]) {
      const chart = page.getByRole('figure', { name: title });
      // A chart is drawn as it comes near the screen.
      await chart.scrollIntoViewIfNeeded();
      await expect(chart.getByRole('heading', { level: 2, name: title })).toBeVisible();
      // Chart.js drew it: a canvas with a size, hidden from assistive technology.
      const canvas = chart.locator('canvas');
      await expect(canvas).toBeVisible();
      await expect(canvas).toHaveAttribute('aria-hidden', 'true');
      expect((await canvas.boundingBox())?.height ?? 0).toBeGreaterThan(100);
      // The same data, as a table screen readers reach.
      const table = page.getByRole('table', { name: title });
      await expect(table.getByRole('row')).not.toHaveCount(0);
    }
    const months = page.getByRole('table', { name: 'Álbumes añadidos por mes' });
    await expect(months.getByRole('cell', { name: '2' })).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);

    // A visitor sees the albums, never the copies.
    const userId = ((await apiAs(page, 'GET', '/api/session')) as { user: { id: string } }).user.id;
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto(new URL(`/user/${userId}`, page.url()).href);
    const section = visitor.getByRole('region', { name: 'Estadísticas' });
    await expect(section.getByRole('figure', { name: 'Géneros' })).toBeVisible();
    await expect(section.getByRole('table', { name: 'Formatos' })).toBeAttached();
    await expect(section.getByText('Copias', { exact: true })).toHaveCount(0);
    await expect(section.locator('dt', { hasText: 'Álbumes' }).locator('xpath=..').locator('dd')).toHaveText(
      '2',
    );
    await expect(visitor.getByText('Copia privada')).toHaveCount(0);
    await expectNoSeriousA11yViolations(visitor);
    await visitorContext.close();
  });
});
