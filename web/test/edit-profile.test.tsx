import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockApi, sessionHandlers, testUser } from './mock-api.ts';
import { renderApp } from './render-app.tsx';

const toasts = () => within(screen.getByRole('region', { name: 'Notificaciones' }));

describe('Edit profile page', () => {
  it('prefills the form, masks the passwords and explains when the current one is needed', async () => {
    mockApi(sessionHandlers(testUser).handlers);
    renderApp('/edit-profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar perfil' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre')).toHaveValue(testUser.name);
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue(testUser.email);
    expect(screen.getByLabelText('Nueva contraseña')).toHaveAttribute('type', 'password');
    const current = screen.getByLabelText('Contraseña actual');
    expect(current).toHaveAttribute('type', 'password');
    expect(current).toHaveAccessibleDescription('Solo es obligatoria si cambias la contraseña.');
  });

  it('sends only the name when only the name changed, then goes back to the profile', async () => {
    const api = mockApi({
      ...sessionHandlers(testUser).handlers,
      'POST /api/auth/update-user': () => json({ status: true }),
    });
    const { router } = renderApp('/edit-profile');
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Nombre');
    await user.clear(name);
    await user.type(name, 'Ana Vinilos');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Perfil' })).toBeInTheDocument();
    expect(toasts().getByRole('status')).toHaveTextContent('Cambios guardados.');
    expect(router.state.location.pathname).toBe('/profile');
    expect(api.callsTo('POST', '/api/auth/update-user')[0]?.body).toEqual({ name: 'Ana Vinilos' });
    expect(api.callsTo('POST', '/api/auth/change-email')).toHaveLength(0);
    expect(api.callsTo('POST', '/api/auth/change-password')).toHaveLength(0);
  });

  it('asks for verification of a new email address', async () => {
    const api = mockApi({
      ...sessionHandlers(testUser).handlers,
      'POST /api/auth/change-email': () => json({ status: true }),
    });
    renderApp('/edit-profile');
    const user = userEvent.setup();
    const email = await screen.findByLabelText('Correo electrónico');
    await user.clear(email);
    await user.type(email, 'Nueva@Example.com');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Perfil' })).toBeInTheDocument();
    expect(
      toasts().getByText(
        'Te hemos enviado un correo de verificación. Confirma tu nuevo correo antes de volver a iniciar sesión.',
      ),
    ).toBeInTheDocument();
    expect(toasts().getByText('Cambios guardados.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/change-email')[0]?.body).toEqual({
      newEmail: 'nueva@example.com',
      callbackURL: '/profile?emailChanged=1',
    });
  });

  it('requires the current password for a new one, without calling the server', async () => {
    const api = mockApi(sessionHandlers(testUser).handlers);
    renderApp('/edit-profile');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Nueva contraseña'), 'otra-clave-larga');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    const current = screen.getByLabelText('Contraseña actual');
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveAccessibleDescription(
      'Solo es obligatoria si cambias la contraseña. Introduce tu contraseña actual.',
    );
    expect(api.callsTo('POST', '/api/auth/change-password')).toHaveLength(0);
  });

  it('shows a wrong current password once, at its field', async () => {
    const wrong = 'La contraseña actual no es correcta.';
    const api = mockApi({
      ...sessionHandlers(testUser).handlers,
      'POST /api/auth/change-password': () => apiError(400, 'INVALID_PASSWORD', wrong),
    });
    const { router } = renderApp('/edit-profile');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Nueva contraseña'), 'otra-clave-larga');
    await user.type(screen.getByLabelText('Contraseña actual'), 'no-es-esta');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Contraseña actual')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(toasts().queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Contraseña actual')).toHaveAccessibleDescription(
      `Solo es obligatoria si cambias la contraseña. ${wrong}`,
    );
    expect(router.state.location.pathname).toBe('/edit-profile');
    expect(api.callsTo('POST', '/api/auth/change-password')[0]?.body).toEqual({
      currentPassword: 'no-es-esta',
      newPassword: 'otra-clave-larga',
      revokeOtherSessions: true,
    });
  });

  it('goes back to the profile on Cancelar', async () => {
    mockApi(sessionHandlers(testUser).handlers);
    const { router } = renderApp('/edit-profile');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Perfil' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
  });
});

describe('Delete account', () => {
  async function openDialog() {
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Eliminar cuenta' }));
    return { user, dialog: await screen.findByRole('dialog', { name: '¿Eliminar tu cuenta?' }) };
  }

  it('asks in a modal dialog and cancels without deleting', async () => {
    const api = mockApi(sessionHandlers(testUser).handlers);
    renderApp('/edit-profile');
    const { user, dialog } = await openDialog();
    expect(dialog).toHaveAccessibleDescription(
      'Se eliminarán tus álbumes, tu wishlist, tus colecciones y tus seguimientos. Esta acción no se puede deshacer.',
    );
    expect(within(dialog).getByLabelText('Contraseña')).toHaveAttribute('type', 'password');

    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/delete-user')).toHaveLength(0);
  });

  it('shows a wrong password inside the dialog', async () => {
    const wrong = 'La contraseña actual no es correcta.';
    mockApi({
      ...sessionHandlers(testUser).handlers,
      'POST /api/auth/delete-user': () => apiError(400, 'INVALID_PASSWORD', wrong),
    });
    renderApp('/edit-profile');
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Contraseña'), 'no-es-esta');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

    await waitFor(() =>
      expect(within(dialog).getByLabelText('Contraseña')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(toasts().queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Contraseña')).toHaveAccessibleDescription(
      `Escribe tu contraseña para confirmar. ${wrong}`,
    );
  });

  it('deletes the account, says so and goes to /login', async () => {
    const session = sessionHandlers(testUser);
    const api = mockApi({
      ...session.handlers,
      'POST /api/auth/delete-user': () => {
        session.signOut();
        return json({ success: true });
      },
    });
    const { router } = renderApp('/edit-profile');
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Contraseña'), 'mi-clave-larga');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(toasts().getByRole('status')).toHaveTextContent('Cuenta eliminada.');
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('');
    expect(api.callsTo('POST', '/api/auth/delete-user')[0]?.body).toEqual({ password: 'mi-clave-larga' });
  });
});
