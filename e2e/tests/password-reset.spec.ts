import {
  expect,
  expectNoSeriousA11yViolations,
  login,
  newAccount,
  register,
  test,
} from '../support/fixtures.ts';
import { linkInMailTo } from '../support/mail.ts';

const SENT = 'Si hay una cuenta con ese correo electrónico, te hemos enviado un enlace';

test.describe('forgot password', () => {
  test('a new password through the mailed link signs out the other browser', async ({ page, browser }) => {
    const account = newAccount();
    await register(page, account);
    await page.goto('/albums');
    await expect(page.getByRole('heading', { level: 1, name: 'Mis álbumes' })).toBeVisible();

    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    await other.goto('/login');
    await other.getByRole('link', { name: '¿Has olvidado tu contraseña?' }).click();
    await expect(other.getByRole('heading', { level: 1, name: 'Recuperar la contraseña' })).toBeVisible();
    await expectNoSeriousA11yViolations(other);
    await other.getByLabel('Correo electrónico').fill(account.email);
    await other.getByRole('button', { name: 'Enviar el enlace' }).click();
    await expect(other.getByRole('status').filter({ hasText: SENT })).toBeVisible();
    await expectNoSeriousA11yViolations(other);

    const link = await linkInMailTo(account.email);
    expect(new URL(link).pathname).toBe('/reset-password');
    await other.goto(link);
    await expect(other.getByRole('heading', { level: 1, name: 'Elegir una contraseña nueva' })).toBeVisible();
    await expect(other.getByLabel('Nueva contraseña')).toBeVisible();
    await expectNoSeriousA11yViolations(other);
    await other.getByLabel('Nueva contraseña').fill('clave-recuperada');
    await other.getByRole('button', { name: 'Guardar la contraseña' }).click();
    await expect(
      other.getByText('Tu contraseña se ha cambiado. Ya puedes iniciar sesión con ella.'),
    ).toBeVisible();
    await expect(other).toHaveURL(/\/login$/);

    // The first browser's session ended with the reset: its tab goes to the login by itself.
    await expect(page).toHaveURL(/\/login/);
    await page.reload();
    await expect(page).toHaveURL(/\/login/);

    await login(other, account.email, 'clave-recuperada');
    await expect(other.getByRole('heading', { level: 1, name: 'Explorar' })).toBeVisible();

    // The link worked once: opened again it says so, with a way to ask for another.
    await other.goto(link);
    await expect(other.getByRole('alert').filter({ hasText: 'El enlace no sirve' })).toBeVisible();
    await expect(other.getByRole('link', { name: 'Pedir un enlace nuevo' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expectNoSeriousA11yViolations(other);
    await otherContext.close();
  });

  test('an address without an account gets the same confirmation', async ({ page }) => {
    await page.goto('/forgot-password');
    await page.getByLabel('Correo electrónico').fill(newAccount().email);
    await page.getByRole('button', { name: 'Enviar el enlace' }).click();
    await expect(page.getByRole('status').filter({ hasText: SENT })).toBeVisible();
  });

  test('a forged link gets the clear page at once', async ({ page }) => {
    await page.goto('/reset-password?token=esto-no-es-un-token');
    await expect(
      page.getByRole('alert').filter({ hasText: 'ha caducado, ya se ha usado o no es correcto' }),
    ).toBeVisible();
    await expect(page.getByLabel('Nueva contraseña')).toHaveCount(0);
  });
});
