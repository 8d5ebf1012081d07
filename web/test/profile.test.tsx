import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { emptyPage, json, mockApi, sessionHandlers, testUser } from './mock-api.ts';
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

  it('groups its settings in sections, with the collection tools one tap away and sign-out last', async () => {
    mockApi(sessionHandlers(testUser).handlers);
    renderApp('/profile');
    await screen.findByRole('heading', { level: 1, name: 'Perfil' });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual([
      'Tu cuenta',
      'Tu colección',
      'Exportar',
      'Apariencia',
      'Privacidad y seguridad',
    ]);
    const collection = within(screen.getByRole('region', { name: 'Tu colección' }));
    expect(
      collection.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Mis estadísticas›', '/stats'],
      ['Coincidencias›', '/matches'],
      ['Importar desde Discogs›', '/import'],
    ]);
    const privacy = within(screen.getByRole('region', { name: 'Privacidad y seguridad' }));
    expect(privacy.getByRole('link', { name: /Bloqueados y silenciados/ })).toHaveAttribute(
      'href',
      '/settings/blocks',
    );
    expect(privacy.getByRole('link', { name: /Acceso para aplicaciones/ })).toHaveAttribute(
      'href',
      '/settings/tokens',
    );
    // 'Cerrar sesión' is the page's last control, outside every section.
    const controls = screen.getByRole('main').querySelectorAll('a, button, input');
    expect([...controls].at(-1)).toHaveAccessibleName('Cerrar sesión');
    expect(screen.getByRole('button', { name: 'Cerrar sesión' }).closest('section')).toBeNull();
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

describe('My albums', () => {
  it('has Estadísticas, Coincidencias and Importar one tap away', async () => {
    mockApi({ ...sessionHandlers(testUser).handlers, 'GET /api/me/albums': () => json(emptyPage) });
    renderApp('/albums');
    const tools = within(await screen.findByRole('navigation', { name: 'Herramientas de tu colección' }));
    expect(tools.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Mis estadísticas', '/stats'],
      ['Coincidencias', '/matches'],
      ['Importar desde Discogs', '/import'],
    ]);
  });
});
