import { apiAs } from '../support/api.ts';
import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures.ts';
import { signUp } from '../support/people.ts';

test('a token made on Acceso para aplicaciones works from outside the browser until it is revoked', async ({
  page,
  request,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signUp(page, 'Ana Script');
  await apiAs(page, 'PUT', '/api/me/albums/sc-0001');

  await page.goto('/profile');
  await page.getByRole('link', { name: 'Acceso para aplicaciones' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Acceso para aplicaciones' })).toBeVisible();
  await expect(page.getByText('Aún no has creado ningún token.')).toBeVisible();

  await page.getByLabel('Nombre').fill('Hoja de cálculo');
  await page.getByLabel('Lectura y escritura').check();
  await page.getByLabel('Caducidad').selectOption('30');
  await page.getByRole('button', { name: 'Crear token' }).click();
  const shown = page.getByTestId('created-token');
  await expect(shown).toHaveText(/^surcos_pat_[A-Za-z0-9_-]{43}$/);
  const token = (await shown.textContent()) ?? '';
  await page.getByRole('button', { name: 'Copiar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Token copiado.' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
  const list = page.getByRole('list', { name: 'Tus tokens' });
  await expect(list.getByText('Hoja de cálculo')).toBeVisible();
  await expect(list.getByText(/Sin usar todavía/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Outside the browser: a request with the bearer header and nothing else reads and writes.
  const headers = { authorization: `Bearer ${token}` };
  const albums = await request.get('/api/me/albums', { headers });
  expect(albums.status()).toBe(200);
  expect(await albums.text()).toContain('sc-0001');
  expect((await request.put('/api/me/wishlist/sc-0002', { headers })).status()).toBe(200);

  await page.reload();
  await expect(list.getByText(/Último uso:/)).toBeVisible();
  await list.getByRole('button', { name: 'Revocar: Hoja de cálculo' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Revocar «Hoja de cálculo»?' });
  await expect(dialog).toContainText('dejarán de tener acceso al momento');
  await dialog.getByRole('button', { name: 'Revocar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Has revocado «Hoja de cálculo».' })).toBeVisible();
  await expect(page.getByText('Aún no has creado ningún token.')).toBeVisible();

  const refused = await request.get('/api/me/albums', { headers });
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
});
