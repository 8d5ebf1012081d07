import type { Page } from '@playwright/test';
import { apiAs } from '../support/api.ts';
import { E2E_DISCOGS_BASE_URL } from '../support/environment.ts';
import { expect, expectNoSeriousA11yViolations, newAccount, test } from '../support/fixtures.ts';

const PHONE = { width: 375, height: 740 };
/** 'Never Gonna Give You Up': the UK pressing, and the German one the fake Discogs serves beside it. */
const UK = '249504';
const GERMAN = '249599';

/** Signs up on the Surcos that talks to the fake Discogs, where releases have masters. */
async function registerWithDiscogs(page: Page) {
  const response = await page.request.post(`${E2E_DISCOGS_BASE_URL}/api/auth/sign-up/email`, {
    headers: { origin: E2E_DISCOGS_BASE_URL },
    data: newAccount('Coleccionista de Maquetas'),
  });
  expect(response.ok()).toBe(true);
  await page.goto(`${E2E_DISCOGS_BASE_URL}/`);
}

test("'Añadir a mano' on a phone, and a copy moved to its right pressing with 'Deshacer'", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await registerWithDiscogs(page);
  await apiAs(page, 'PUT', `/api/me/albums/${UK}`);

  // A record the catalogue lacks, described by hand.
  await page.goto(`${E2E_DISCOGS_BASE_URL}/add-album`);
  await page.getByRole('link', { name: 'Añadir a mano' }).click();
  await page.getByRole('button', { name: 'Añadir a mis álbumes' }).click();
  await expect(page.getByText('Escribe el título del disco.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Título' }).fill('Maqueta del local');
  await page.getByRole('textbox', { name: 'Artista' }).fill('Los del Barrio');
  await page.getByRole('textbox', { name: 'Año' }).fill('1983');
  await page.getByRole('textbox', { name: 'Número de catálogo' }).fill('LDB-001');
  await page.getByRole('button', { name: 'Añadir a mis álbumes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Maqueta del local' })).toBeVisible();
  await expect(page.getByText('Añadido a mano por ti')).toBeVisible();
  await expect(page.getByText('LDB-001')).toBeVisible();
  await page.goto(`${E2E_DISCOGS_BASE_URL}/albums`);
  await expect(page.getByRole('list', { name: 'Mis álbumes' }).getByText('Maqueta del local')).toBeVisible();

  // My copy of the UK single is the German one, which Discogs lists and Surcos has not stored yet:
  // it moves there, and back with 'Deshacer'.
  await page.goto(`${E2E_DISCOGS_BASE_URL}/album/${UK}`);
  const editions = page.getByRole('list', { name: 'Otras ediciones de este disco' });
  await expect(editions.getByRole('listitem')).toHaveCount(1);
  await expect(editions).toContainText('Germany');
  await expectNoSeriousA11yViolations(page);
  await editions.getByRole('button', { name: 'Mover mi copia aquí' }).click();
  const toast = page
    .getByRole('region', { name: 'Notificaciones' })
    .getByRole('status')
    .filter({ hasText: 'Copia movida a esta edición de «Never Gonna Give You Up».' });
  await expect(toast).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/album/${GERMAN}$`));
  await expect(page.getByRole('heading', { level: 3, name: 'Copia 1' })).toBeVisible();
  await toast.getByRole('button', { name: 'Deshacer' }).click();
  await expect(page).toHaveURL(new RegExp(`/album/${UK}$`));
  await expect(page.getByRole('heading', { level: 3, name: 'Copia 1' })).toBeVisible();
});
