import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockApi, sessionHandlers } from './mock-api.ts';
import { renderApp } from './render-app.tsx';

const FAILURE =
  'No se pudo iniciar sesión. Revisa tu correo electrónico y tu contraseña e inténtalo de nuevo.';

async function fillLogin(email = 'ana@example.com', password = 'secreta-123') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Correo electrónico'), email);
  await user.type(screen.getByLabelText('Contraseña'), password);
  await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
  return user;
}

describe('Login page', () => {
  it('has a masked password field, typed fields and a link to register', async () => {
    mockApi(sessionHandlers(null).handlers);
    renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
    const email = screen.getByLabelText('Correo electrónico');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    const password = screen.getByLabelText('Contraseña');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('link', { name: '¿No tienes cuenta? Regístrate' })).toHaveAttribute(
      'href',
      '/register',
    );
    await waitFor(() => expect(document.title).toBe('Iniciar sesión · Surcos'));
  });

  it('shows the failure once, beside the form, in Spanish on wrong credentials', async () => {
    const api = mockApi({
      ...sessionHandlers(null).handlers,
      'POST /api/auth/sign-in/email': () =>
        apiError(401, 'INVALID_CREDENTIALS', 'Correo electrónico o contraseña incorrectos.'),
    });
    renderApp('/login');
    await fillLogin();

    const form = screen.getByRole('button', { name: 'Iniciar sesión' }).closest('form');
    expect(form).not.toBeNull();
    const inline = await within(form as HTMLFormElement).findByRole('alert');
    expect(inline).toHaveTextContent(FAILURE);
    expect(screen.getAllByText(FAILURE)).toHaveLength(1);
    expect(
      within(screen.getByRole('region', { name: 'Notificaciones' })).queryByRole('alert'),
    ).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/sign-in/email')[0]?.body).toEqual({
      email: 'ana@example.com',
      password: 'secreta-123',
    });
  });

  it("shows the server's message when there were too many attempts", async () => {
    const message = 'Demasiados intentos de inicio de sesión. Espera unos minutos e inténtalo de nuevo.';
    mockApi({
      ...sessionHandlers(null).handlers,
      'POST /api/auth/sign-in/email': () => apiError(429, 'RATE_LIMITED', message),
    });
    renderApp('/login');
    await fillLogin();
    expect(await screen.findAllByText(message)).toHaveLength(1);
  });

  it('says so when the server cannot be reached', async () => {
    mockApi({
      ...sessionHandlers(null).handlers,
      'POST /api/auth/sign-in/email': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderApp('/login');
    await fillLogin();
    expect(
      await screen.findAllByText('No se pudo conectar con el servidor. Comprueba tu conexión.'),
    ).toHaveLength(1);
  });

  it('validates with the contract before calling the server', async () => {
    const api = mockApi(sessionHandlers(null).handlers);
    renderApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Correo electrónico'), 'no-es-un-correo');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    const email = screen.getByLabelText('Correo electrónico');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Introduce un correo electrónico válido.');
    expect(email).toHaveFocus();
    expect(screen.getByText('La contraseña es obligatoria.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/sign-in/email')).toHaveLength(0);
  });

  it('signs in, says so, and shows Explorar', async () => {
    const session = sessionHandlers(null);
    mockApi({
      ...session.handlers,
      'POST /api/auth/sign-in/email': () => {
        session.signIn();
        return json({ redirect: false });
      },
    });
    const { router } = renderApp('/login');
    await fillLogin();

    expect(await screen.findByRole('heading', { level: 1, name: 'Explorar' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Notificaciones' })).getByRole('status'),
    ).toHaveTextContent('Has iniciado sesión.');
    expect(router.state.location.pathname).toBe('/');
  });

  it('is the home page for visitors', async () => {
    mockApi(sessionHandlers(null).handlers);
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('type', 'password');
  });
});
