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

describe('Reports of content from another server', () => {
  const remoteReport = (over: Record<string, unknown>) => ({
    id: 'r-1',
    targetKind: 'remote_post',
    targetId: 'https://discos.example/posts/1',
    targetLabel: 'Compra seguidores baratos',
    targetUser: null,
    remote: { actorUrl: 'https://discos.example/users/bob', address: '@bob@discos.example' },
    reporter: { id: 'u-3', name: 'Ana' },
    reason: 'spam',
    text: '',
    state: 'open',
    createdAt: '2026-01-02T10:00:00.000Z',
    resolvedAt: null,
    resolvedBy: null,
    ...over,
  });

  it('shows the remote address and a link out; hides the post, or blocks its server after a question; never suspends', async () => {
    const api = adminApi({
      'GET /api/admin/reports': () =>
        json({
          ...emptyPage,
          items: [
            remoteReport({}),
            remoteReport({
              id: 'r-2',
              targetKind: 'remote_account',
              targetId: 'https://discos.example/users/bob',
              targetLabel: 'Bob Discos (@bob@discos.example)',
            }),
          ],
        }),
      'POST /api/admin/reports/r-1/resolve': () => new Response(null, { status: 204 }),
      'POST /api/admin/reports/r-2/resolve': () => new Response(null, { status: 204 }),
    });
    renderApp('/admin');
    const reports = await screen.findByRole('region', { name: 'Denuncias' });
    const [post, account] = (await within(reports).findAllByRole('listitem')) as [HTMLElement, HTMLElement];
    expect(post).toHaveTextContent('Publicación de otro servidor: Compra seguidores baratos');
    expect(within(post).getByText('En otro servidor: @bob@discos.example')).toBeInTheDocument();
    expect(within(post).getByRole('link', { name: 'Ver en su servidor' })).toHaveAttribute(
      'href',
      'https://discos.example/posts/1',
    );
    expect(within(post).queryByRole('button', { name: 'Suspender al usuario' })).not.toBeInTheDocument();
    expect(within(account).getByRole('link', { name: 'Bob Discos (@bob@discos.example)' })).toHaveAttribute(
      'href',
      '/remote/@bob@discos.example',
    );
    expect(within(account).queryByRole('button', { name: 'Ocultar el contenido' })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(post).getByRole('button', { name: 'Ocultar el contenido' }));
    expect(await screen.findByText('Contenido ocultado.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/reports/r-1/resolve')[0]?.body).toEqual({ action: 'hide' });

    await user.click(within(account).getByRole('button', { name: 'Bloquear su servidor' }));
    const dialog = screen.getByRole('dialog', { name: 'Bloquear discos.example' });
    expect(api.callsTo('POST', '/api/admin/reports/r-2/resolve')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Bloquear su servidor' }));
    expect(await screen.findByText('Servidor bloqueado.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/reports/r-2/resolve')[0]?.body).toEqual({
      action: 'block-server',
    });
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
