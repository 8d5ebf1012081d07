import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi, sessionHandlers, testUser } from './mock-api.ts';
import { renderApp } from './render-app.tsx';

describe('Profile page', () => {
  it('shows the name, the email and the links', async () => {
    mockApi(sessionHandlers(testUser).handlers);
    renderApp('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Perfil' })).toBeInTheDocument();
    expect(screen.getByText(testUser.name)).toBeInTheDocument();
    expect(screen.getByText(testUser.email)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Editar perfil' })).toHaveAttribute('href', '/edit-profile');
    expect(screen.getByRole('link', { name: 'Ver mi perfil público' })).toHaveAttribute(
      'href',
      `/user/${testUser.id}`,
    );
  });

  it('signs out, forgets the user and goes to /login', async () => {
    const session = sessionHandlers(testUser);
    const api = mockApi({
      ...session.handlers,
      'POST /api/auth/sign-out': () => {
        session.signOut();
        return json({ success: true });
      },
    });
    const { router, queryClient, sockets } = renderApp('/profile');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Cerrar sesión' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('navigation', { name: 'Principal' })).not.toBeInTheDocument();
    // Nothing of the previous user is left in the cache.
    const cached = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.data !== undefined);
    expect(cached.map((query) => [query.queryKey, query.state.data])).toEqual([
      [['session'], { user: null }],
    ]);
    await waitFor(() => expect(sockets[0]?.connected).toBe(false));
    expect(api.callsTo('POST', '/api/auth/sign-out')[0]?.body).toEqual({});
    // The counts are not asked for again once signed out (they would answer 401).
    expect(api.callsTo('GET', '/api/me/counts')).toHaveLength(1);
  });

  it('confirms a verified email change once and cleans the address bar', async () => {
    mockApi(sessionHandlers(testUser).handlers);
    const { router } = renderApp('/profile?emailChanged=1');
    const toasts = within(screen.getByRole('region', { name: 'Notificaciones' }));
    expect(await toasts.findByRole('status')).toHaveTextContent('Tu correo electrónico se ha actualizado.');
    expect(router.state.location.search).toBe('');
    expect(screen.getAllByText('Tu correo electrónico se ha actualizado.')).toHaveLength(1);
  });
});
