import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, emptyPage, json, mockApi, sessionHandlers, testUser } from './mock-api.ts';
import { renderApp } from './render-app.tsx';

const admin = { ...testUser, isAdmin: true };

const adminApi = (extra = {}) =>
  mockApi({
    ...sessionHandlers(admin).handlers,
    'GET /api/admin/users': () =>
      json({
        ...emptyPage,
        items: [
          {
            id: 'u-2',
            name: 'Bea Spam',
            isAdmin: false,
            createdAt: '2024-01-01T00:00:00.000Z',
            suspendedAt: null,
            suspensionReason: null,
          },
        ],
      }),
    'GET /api/admin/reports': () => json(emptyPage),
    'GET /api/admin/audit': () => json(emptyPage),
    'GET /api/admin/servers': () => json({ items: [] }),
    'GET /api/admin/figures': () =>
      json({
        users: 2,
        albums: 5,
        copies: 7,
        collections: 1,
        messagesPerDay: [{ day: '2024-01-01', count: 3 }],
        databaseSizeBytes: 2_500_000,
      }),
    ...extra,
  });

describe('Administración', () => {
  it('is in the navigation of admins only', async () => {
    adminApi();
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Principal' });
    expect(within(nav).getByRole('link', { name: 'Administración' })).toHaveAttribute('href', '/admin');
  });

  it('is a page that does not exist for anybody else', async () => {
    mockApi(sessionHandlers(testUser).handlers);
    renderApp('/admin');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' }),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Principal' });
    expect(within(nav).queryByRole('link', { name: 'Administración' })).not.toBeInTheDocument();
  });

  it('shows users, empty reports and audit log, and the figures', async () => {
    adminApi();
    renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Administración' })).toBeInTheDocument();
    const users = screen.getByRole('region', { name: 'Usuarios' });
    expect(await within(users).findByText('Bea Spam')).toBeInTheDocument();
    expect(
      await within(screen.getByRole('region', { name: 'Denuncias' })).findByText(
        'No hay denuncias pendientes.',
      ),
    ).toBeInTheDocument();
    expect(
      await within(screen.getByRole('region', { name: 'Registro de actividad' })).findByText(
        'Todavía no hay actividad registrada.',
      ),
    ).toBeInTheDocument();
    const figures = screen.getByRole('region', { name: 'Cifras' });
    expect(
      await within(figures).findByRole('table', { name: 'Mensajes por día (últimos 30 días)' }),
    ).toBeInTheDocument();
  });

  it('suspends a user with the reason typed, refusing an empty one', async () => {
    const api = adminApi({ 'POST /api/admin/users/u-2/suspend': () => new Response(null, { status: 204 }) });
    renderApp('/admin');
    const users = await screen.findByRole('region', { name: 'Usuarios' });
    const user = userEvent.setup();
    await user.click(await within(users).findByRole('button', { name: 'Suspender' }));
    const dialog = screen.getByRole('dialog', { name: 'Suspender a Bea Spam' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspender' }));
    expect(within(dialog).getByText('Escribe el motivo de la suspensión.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/users/u-2/suspend')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Motivo de la suspensión'), 'Spam');
    await user.click(within(dialog).getByRole('button', { name: 'Suspender' }));
    expect(await screen.findByText('Bea Spam ha sido suspendido.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/users/u-2/suspend')[0]?.body).toEqual({ reason: 'Spam' });
  });
});

describe('Login of a suspended account', () => {
  it('shows the reason the server gives', async () => {
    const message = 'Tu cuenta está suspendida. Motivo: Spam';
    mockApi({
      ...sessionHandlers(null).handlers,
      'POST /api/auth/sign-in/email': () => apiError(403, 'ACCOUNT_SUSPENDED', message),
    });
    renderApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Correo electrónico'), 'bea@example.com');
    await user.type(screen.getByLabelText('Contraseña'), 'secreta-123');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    // Once, in the form's alert: not again in a toast.
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getAllByText(message)).toHaveLength(1);
  });
});
