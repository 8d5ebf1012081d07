import {
  expect,
  expectNoSeriousA11yViolations,
  login,
  logout,
  newAccount,
  register,
  registerThroughForm,
  test,
} from '../support/fixtures.ts';
import { linkInMailTo } from '../support/mail.ts';

const NAV_ENTRIES = [
  'Explorar',
  'Feed',
  'Albums',
  // Not in SPEC: scanning a record's barcode, beside Albums.
  'Escanear',
  'Colecciones',
  'Seguidores',
  'Siguiendo',
  'Mensajes',
  'Wishlist',
  'Perfil',
];

test.describe('registration and sessions', () => {
  test('register lands on Explorar with the navigation bar and the footer', async ({ page }) => {
    await registerThroughForm(page, newAccount());
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Cuenta creada. Te damos la bienvenida a Surcos.')).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Principal' });
    // The entries' list: the brand and the bell stand apart from it.
    const links = nav.getByRole('list').getByRole('link');
    await expect(links).toHaveText(NAV_ENTRIES.map((entry) => new RegExp(`^${entry}`)));
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`);
  });

  test('the session survives a reload, and a signed-in user is sent from /login to /', async ({ page }) => {
    await register(page, newAccount());
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Explorar' })).toBeVisible();
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/register');
    await expect(page).toHaveURL(/\/$/);
  });

  test('logout goes to /login and the protected pages are closed again', async ({ page }) => {
    await register(page, newAccount());
    await logout(page);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login/);
  });

  test('a wrong password shows the exact error', async ({ page }) => {
    const account = newAccount();
    await register(page, account);
    await logout(page);
    await login(page, account.email, 'no-es-la-clave');
    await expect(
      page.getByRole('alert').filter({
        hasText:
          'No se pudo iniciar sesión. Revisa tu correo electrónico y tu contraseña e inténtalo de nuevo.',
      }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a visitor on a protected route goes to /login and comes back after login', async ({ page }) => {
    const account = newAccount();
    await register(page, account);
    await logout(page);
    await page.goto('/edit-profile');
    await expect(page).toHaveURL(/\/login/);
    await login(page, account.email, account.password);
    await expect(page).toHaveURL(/\/edit-profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Editar perfil' })).toBeVisible();
    await expect(page.getByText('Has iniciado sesión.')).toBeVisible();
  });

  test('visitors see the login form on /, with a masked password', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
    await expect(page.getByLabel('Contraseña')).toHaveAttribute('type', 'password');
    await page.goto('/register');
    await expect(page.getByLabel('Contraseña')).toHaveAttribute('type', 'password');
  });

  test('registration enforces the minimum password length with a Spanish message', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('Nombre', { exact: true }).fill('Corta');
    await page.getByLabel('Correo electrónico').fill(newAccount().email);
    await page.getByLabel('Contraseña').fill('corta');
    await page.getByRole('button', { name: 'Registrarse' }).click();
    await expect(page.getByText('La contraseña debe tener al menos 8 caracteres.').first()).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });
});

test.describe('profile', () => {
  test('shows name, email and a link to the own public profile', async ({ page }) => {
    const account = newAccount('Lucía Surcos');
    await register(page, account);
    await page
      .getByRole('navigation', { name: 'Principal' })
      .getByRole('link', { name: /^Perfil/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Perfil' })).toBeVisible();
    await expect(page.getByText(account.name)).toBeVisible();
    await expect(page.getByText(account.email)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver mi perfil público' })).toHaveAttribute(
      'href',
      /^\/user\/.+/,
    );
  });

  test('edit name', async ({ page }) => {
    await register(page, newAccount('Nombre Viejo'));
    await page.goto('/edit-profile');
    await page.getByLabel('Nombre').fill('Nombre Nuevo');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Cambios guardados.')).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText('Nombre Nuevo')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Nombre Nuevo')).toBeVisible();
  });

  test('change email: the mailed link makes the new address the login address', async ({ page }) => {
    const account = newAccount();
    const newEmail = newAccount().email;
    await register(page, account);
    await page.goto('/edit-profile');
    await page.getByLabel('Correo electrónico').fill(newEmail);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(
      page.getByText(
        'Te hemos enviado un correo de verificación. Confirma tu nuevo correo antes de volver a iniciar sesión.',
      ),
    ).toBeVisible();

    await page.goto(await linkInMailTo(newEmail));
    await expect(page).toHaveURL(/\/profile/);
    await expect(page.getByText(newEmail)).toBeVisible();

    await logout(page);
    await login(page, account.email, account.password);
    await expect(
      page.getByText(
        'No se pudo iniciar sesión. Revisa tu correo electrónico y tu contraseña e inténtalo de nuevo.',
      ),
    ).toBeVisible();
    await login(page, newEmail, account.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Explorar' })).toBeVisible();
  });

  test('change password', async ({ page }) => {
    const account = newAccount();
    await register(page, account);
    await page.goto('/edit-profile');
    await page.getByLabel('Nueva contraseña').fill('otra-clave-nueva');
    await page.getByLabel('Contraseña actual').fill(account.password);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Cambios guardados.')).toBeVisible();
    await logout(page);
    await login(page, account.email, 'otra-clave-nueva');
    await expect(page.getByRole('heading', { level: 1, name: 'Explorar' })).toBeVisible();
  });

  test('a wrong current password changes nothing and says why', async ({ page }) => {
    const account = newAccount();
    await register(page, account);
    await page.goto('/edit-profile');
    await page.getByLabel('Nueva contraseña').fill('otra-clave-nueva');
    await page.getByLabel('Contraseña actual').fill('no-es-la-actual');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('La contraseña actual no es correcta.')).toBeVisible();
    await logout(page);
    await login(page, account.email, account.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Explorar' })).toBeVisible();
  });

  test('delete account after confirmation; the account cannot log in afterwards', async ({ page }) => {
    const account = newAccount();
    await register(page, account);
    await page.goto('/edit-profile');
    await page.getByRole('button', { name: 'Eliminar cuenta' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Eliminar tu cuenta?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Eliminar cuenta' }).click();
    await dialog.getByLabel('Contraseña').fill(account.password);
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText('Cuenta eliminada.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await login(page, account.email, account.password);
    await expect(
      page.getByText(
        'No se pudo iniciar sesión. Revisa tu correo electrónico y tu contraseña e inténtalo de nuevo.',
      ),
    ).toBeVisible();
  });
});

test.describe('accessibility', () => {
  test('login and register have no serious or critical axe violations', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Crear cuenta' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('profile and edit profile have no serious or critical axe violations', async ({ page }) => {
    await register(page, newAccount());
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Perfil' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto('/edit-profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Editar perfil' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('phones: the navigation collapses behind a menu button', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await register(page, newAccount());
    const menu = page.getByRole('button', { name: 'Menú' });
    await expect(menu).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page
      .getByRole('navigation', { name: 'Principal' })
      .getByRole('link', { name: /^Perfil/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Perfil' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
