import { randomBytes } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { apiAs } from '../support/api.ts';
import { createCollectionAs } from '../support/collections.ts';
import { E2E_ADMIN_EMAILS } from '../support/environment.ts';
import { linkInMailTo } from '../support/mail.ts';
import {
  expect,
  expectNoSeriousA11yViolations,
  login,
  newAccount,
  register,
  test,
} from '../support/fixtures.ts';
import { otherPerson } from '../support/people.ts';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Principal' });
const toasts = (page: Page) => page.getByRole('region', { name: 'Notificaciones' });
const section = (page: Page, name: string) => page.getByRole('region', { name });

/**
 * Signs up with an address of the served instance's ADMIN_EMAILS and opens the verification link
 * mailed to it: only a verified address is made an admin. The link lands in the admin area.
 */
async function becomeAdmin(page: Page, email: string) {
  await register(page, { ...newAccount('Moderadora'), email });
  await page.goto(await linkInMailTo(email));
  await expect(page.getByRole('heading', { level: 1, name: 'Administración' })).toBeVisible();
}

/** An admin, signed up and verified in a browser of their own. */
async function admin(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await becomeAdmin(page, email);
  return { page, close: () => context.close() };
}

test.describe('admin area', () => {
  test('an admin suspends a user: their open page ends at once and the login tells them why', async ({
    page,
    browser,
  }) => {
    const suspect = await otherPerson(browser, `Sospechoso ${randomBytes(3).toString('hex')}`);
    // Not an admin: no entry, and /admin is a page that does not exist.
    await expect(nav(suspect.page).getByRole('link', { name: 'Administración' })).toHaveCount(0);
    await suspect.page.goto('/admin');
    await expect(suspect.page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
    await suspect.page.goto('/albums');
    await expect(suspect.page.getByRole('heading', { level: 1, name: 'Mis álbumes' })).toBeVisible();

    await becomeAdmin(page, E2E_ADMIN_EMAILS.suspends);
    await nav(page).getByRole('link', { name: 'Administración' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Administración' })).toBeVisible();
    const users = section(page, 'Usuarios');
    await users.getByLabel('Buscar por nombre o correo electrónico').fill(suspect.account.email);
    const row = users.getByRole('listitem').filter({ hasText: suspect.account.name });
    await expect(row).toHaveCount(1);
    await expect(section(page, 'Cifras').getByText('Mensajes por día (últimos 30 días)')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await row.getByRole('button', { name: 'Suspender' }).click();
    const dialog = page.getByRole('dialog', { name: `Suspender a ${suspect.account.name}` });
    await dialog.getByRole('button', { name: 'Suspender' }).click();
    await expect(dialog.getByText('Escribe el motivo de la suspensión.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByLabel('Motivo de la suspensión').fill('Spam en los mensajes');
    await dialog.getByRole('button', { name: 'Suspender' }).click();
    await expect(toasts(page).getByText(`${suspect.account.name} ha sido suspendido.`)).toBeVisible();
    await expect(row.getByText(/Suspendido desde .*: Spam en los mensajes/)).toBeVisible();
    await expect(
      section(page, 'Registro de actividad').getByRole('listitem').filter({ hasText: 'Suspendió a' }).first(),
    ).toContainText(suspect.account.name);

    // The suspended user's tab ends up signed out by itself.
    await expect(suspect.page).toHaveURL(/\/login/);
    await login(suspect.page, suspect.account.email, suspect.account.password);
    await expect(
      suspect.page
        .getByRole('main')
        .getByRole('alert')
        .filter({ hasText: 'Tu cuenta está suspendida. Motivo: Spam en los mensajes' }),
    ).toBeVisible();
    await expect(suspect.page).toHaveURL(/\/login/);
    await suspect.close();
  });

  test('a report on a collection reaches the admins, who hide the collection', async ({ page, browser }) => {
    const owner = await otherPerson(browser, 'Dueña');
    const name = `Portadas dudosas ${randomBytes(3).toString('hex')}`;
    await apiAs(owner.page, 'PUT', '/api/me/albums/sc-0010');
    const collectionId = await createCollectionAs(owner.page, { name, albumIds: ['sc-0010'] });

    await register(page, newAccount('Denunciante'));
    await page.goto(`/collection/${collectionId}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.getByRole('button', { name: 'Denunciar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Denunciar colección' });
    await dialog.getByRole('button', { name: 'Enviar denuncia' }).click();
    await expect(dialog.getByText('Elige un motivo.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('radio', { name: 'Contenido inapropiado' }).check();
    await dialog.getByLabel('Detalles (opcional)').fill('Las portadas no son de discos');
    await dialog.getByRole('button', { name: 'Enviar denuncia' }).click();
    await expect(toasts(page).getByText('Denuncia enviada. La revisará un administrador.')).toBeVisible();
    await expect(dialog).toBeHidden();

    const moderator = await admin(browser, E2E_ADMIN_EMAILS.reports);
    await moderator.page.goto('/admin');
    const reports = section(moderator.page, 'Denuncias');
    const report = reports.getByRole('listitem').filter({ hasText: name });
    await expect(report).toContainText('Contenido inapropiado: Las portadas no son de discos');
    await expect(report).toContainText('Denunciada por Denunciante');
    await expectNoSeriousA11yViolations(moderator.page);
    await report.getByRole('button', { name: 'Ocultar el contenido' }).click();
    await expect(toasts(moderator.page).getByText('Contenido ocultado.')).toBeVisible();
    await expect(reports.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
    await reports.getByLabel('Ver también las resueltas').check();
    await expect(reports.getByRole('listitem').filter({ hasText: name })).toContainText(
      'Resuelta con medidas',
    );

    // Hidden: nobody else finds it; its owner still has it, private.
    await page.reload();
    await expect(page.getByText('No se encontró la colección.')).toBeVisible();
    await owner.page.goto(`/collection/${collectionId}`);
    await expect(owner.page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(owner.page.getByText('Privada')).toBeVisible();
    await moderator.close();
    await owner.close();
  });
});
