import type { Page } from '@playwright/test';
import { apiAs } from '../support/api.ts';
import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures.ts';
import { digestMailTo } from '../support/mail.ts';
import { otherPerson, signUp } from '../support/people.ts';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Principal' });
const bell = (page: Page, unread: number) =>
  nav(page).getByRole('link', {
    name: unread === 0 ? 'Notificaciones' : `Notificaciones, ${unread} sin leer`,
    exact: true,
  });
const list = (page: Page) => page.getByRole('list', { name: 'Tus notificaciones' });
const follow = (page: Page, userId: string) => apiAs(page, 'PUT', `/api/users/${userId}/follow`);

test.describe('notifications', () => {
  // Two or three browsers, each signing up, in every test.
  test.describe.configure({ timeout: 60_000 });

  test('the bell rises live, each notification leads to its place, and the count clears', async ({
    page,
    browser,
  }) => {
    const ana = await signUp(page, 'Ana Vinilo');
    const bea = await otherPerson(browser, 'Bea Discos');
    const carlos = await otherPerson(browser, 'Carlos Surco');
    await page.goto('/notifications');
    await expect(page.getByText('No tienes notificaciones.')).toBeVisible();
    await expect(bell(page, 0)).toBeVisible();

    await follow(bea.page, ana.id);
    await expect(bell(page, 1)).toBeVisible();
    await follow(carlos.page, ana.id);
    await expect(bell(page, 2)).toBeVisible();
    await expect(list(page).getByRole('link', { name: /Carlos Surco ha empezado a seguirte/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Opening one marks it read and goes to its place.
    await list(page)
      .getByRole('link', { name: /Bea Discos ha empezado a seguirte/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/user/${bea.id}$`));
    await expect(bell(page, 1)).toBeVisible();

    // On a phone the bell stays in sight, outside the folded menu.
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/notifications');
    await expect(bell(page, 1)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Marcar todo como leído' }).click();
    await expect(bell(page, 0)).toBeVisible();
    await expect(list(page).getByText('Sin leer')).toHaveCount(0);

    await bea.close();
    await carlos.close();
  });

  test('a kind switched off in the preferences rings no bell', async ({ page, browser }) => {
    const ana = await signUp(page, 'Ana Vinilo');
    const bea = await otherPerson(browser, 'Bea Discos');
    await page.goto('/profile');
    await page.getByRole('link', { name: 'Preferencias de notificaciones' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Preferencias de notificaciones' }),
    ).toBeVisible();
    const inApp = page.getByRole('checkbox', { name: 'Nuevos seguidores: en Surcos' });
    await expect(inApp).toBeChecked();
    await expectNoSeriousA11yViolations(page);
    await inApp.uncheck();
    await page.getByRole('checkbox', { name: 'Nuevos seguidores: por correo' }).uncheck();
    await page.getByRole('button', { name: 'Guardar preferencias' }).click();
    await expect(page.getByText('Preferencias guardadas.')).toBeVisible();

    await follow(bea.page, ana.id);
    // The follower count arrives live; the bell stays silent.
    await expect(nav(page).getByRole('link', { name: 'Seguidores (1)' })).toBeVisible();
    await page.goto('/notifications');
    await expect(page.getByText('No tienes notificaciones.')).toBeVisible();
    await expect(bell(page, 0)).toBeVisible();

    // Other kinds still ring.
    await follow(page, bea.id);
    await apiAs(page, 'PUT', '/api/me/albums/sc-0002');
    await apiAs(bea.page, 'PUT', '/api/me/wishlist/sc-0002');
    await expect(bell(page, 1)).toBeVisible();
    await expect(list(page).getByRole('link', { name: /Bea Discos busca/ })).toHaveAttribute(
      'href',
      '/album/sc-0002',
    );

    await bea.close();
  });

  test('the daily mail arrives, and its unsubscribe link works without signing in', async ({
    page,
    browser,
  }) => {
    const ana = await signUp(page, 'Ana Vinilo');
    const bea = await otherPerson(browser, 'Bea Discos');
    await follow(bea.page, ana.id);
    // The mail waits while Ana has Surcos open.
    await page.goto('about:blank');

    const body = await digestMailTo(ana.account.email);
    expect(body).toContain('Bea Discos ha empezado a seguirte');
    const link = /https?:\/\/[^\s"<>/]+\/unsubscribe\?token=[^\s"<>]+/.exec(body)?.[0];
    expect(link).toBeDefined();

    // A visitor's browser: nobody signed in.
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`${new URL(link!).pathname}${new URL(link!).search}`);
    await expect(
      visitorPage.getByText('Dejarás de recibir el resumen diario de notificaciones por correo.'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(visitorPage);
    await visitorPage.getByRole('button', { name: 'Darme de baja' }).click();
    await expect(visitorPage.getByText('Listo: ya no recibirás esos correos.')).toBeVisible();

    // A forged link says so and changes nothing.
    await visitorPage.goto('/unsubscribe?token=falso.falso');
    await expect(visitorPage.getByRole('alert')).toHaveText(
      'Este enlace para darse de baja no es válido o ha caducado. No se ha cambiado nada.',
    );
    await visitor.close();

    await page.goto('/notifications/settings');
    for (const name of ['Nuevos seguidores', 'Mensajes nuevos', 'Tu importación ha terminado']) {
      await expect(page.getByRole('checkbox', { name: `${name}: por correo` })).not.toBeChecked();
      await expect(page.getByRole('checkbox', { name: `${name}: en Surcos` })).toBeChecked();
    }
    await bea.close();
  });
});
