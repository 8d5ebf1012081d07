import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockApi, sessionHandlers } from './mock-api.ts';
import { renderApp } from './render-app.tsx';

async function fillRegister(password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Nombre'), 'Ana Discos');
  await user.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
  await user.type(screen.getByLabelText('Contraseña'), password);
  await user.click(screen.getByRole('button', { name: 'Registrarse' }));
}

describe('Register page', () => {
  it('has the fields, a masked password with its minimum length, and a link to login', async () => {
    mockApi(sessionHandlers(null).handlers);
    renderApp('/register');
    expect(await screen.findByRole('heading', { level: 1, name: 'Crear cuenta' })).toBeInTheDocument();
    const password = screen.getByLabelText('Contraseña');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(password).toHaveAccessibleDescription('Al menos 8 caracteres.');
    expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('link', { name: '¿Ya tienes cuenta? Inicia sesión' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('shows the minimum-length message without calling the server', async () => {
    const api = mockApi(sessionHandlers(null).handlers);
    renderApp('/register');
    await fillRegister('corta');

    expect(await screen.findByText('La contraseña debe tener al menos 8 caracteres.')).toBeInTheDocument();
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', '/api/auth/sign-up/email')).toHaveLength(0);
  });

  it('shows the server message once, under the email, when it is taken', async () => {
    const taken = 'Ya existe una cuenta con este correo electrónico.';
    mockApi({
      ...sessionHandlers(null).handlers,
      'POST /api/auth/sign-up/email': () => apiError(409, 'EMAIL_TAKEN', taken),
    });
    renderApp('/register');
    await fillRegister('una-clave-larga');

    const email = screen.getByLabelText('Correo electrónico');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getAllByText(taken)).toHaveLength(1);
    expect(email).toHaveAccessibleDescription(taken);
  });

  it('registers, says so and goes home signed in', async () => {
    const session = sessionHandlers(null);
    const api = mockApi({
      ...session.handlers,
      'POST /api/auth/sign-up/email': () => {
        session.signIn();
        return json({ token: null });
      },
    });
    const { router } = renderApp('/register');
    await fillRegister('una-clave-larga');

    expect(await screen.findByRole('heading', { level: 1, name: 'Explorar' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Notificaciones' })).getByRole('status'),
    ).toHaveTextContent('Cuenta creada. Te damos la bienvenida a Surcos.');
    expect(router.state.location.pathname).toBe('/');
    // The handle too, once the suggestion is known to be free (test/handles.test.tsx).
    expect(api.callsTo('POST', '/api/auth/sign-up/email')[0]?.body).toMatchObject({
      name: 'Ana Discos',
      email: 'ana@example.com',
      password: 'una-clave-larga',
    });
  });
});
