import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi, sessionHandlers, testUser, zeroCounts } from './mock-api.ts';
import { renderApp } from './render-app.tsx';

const signedIn = (counts = zeroCounts) => {
  const session = sessionHandlers(testUser);
  return mockApi({ ...session.handlers, 'GET /api/me/counts': () => json(counts) });
};

const nav = () => screen.findByRole('navigation', { name: 'Principal' });

describe('NavBar', () => {
  it('shows the nine entries in SPEC order, after the bell', async () => {
    signedIn();
    renderApp('/');
    const [bell, ...links] = within(await nav()).getAllByRole('link');
    expect(bell).toHaveAccessibleName('Notificaciones');
    expect(bell).toHaveAttribute('href', '/notifications');
    expect(links.map((link) => link.textContent)).toEqual([
      'Explorar',
      'Feed',
      'Albums',
      'Colecciones',
      'Seguidores',
      'Siguiendo',
      'Mensajes',
      'Wishlist',
      'Perfil',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/feed',
      '/albums',
      '/collections',
      '/followers',
      '/following',
      '/messages',
      '/wishlist',
      '/profile',
    ]);
  });

  it('shows a badge only for counts above zero, with an accessible count', async () => {
    signedIn({ ...zeroCounts, albums: 3, followers: 1, unreadMessages: 120 });
    renderApp('/');
    const navigation = await nav();

    expect(await within(navigation).findByTestId('badge-albums')).toHaveTextContent('3');
    expect(within(navigation).getByRole('link', { name: 'Albums (3)' })).toBeInTheDocument();
    expect(within(navigation).getByRole('link', { name: 'Seguidores (1)' })).toBeInTheDocument();
    expect(within(navigation).getByTestId('badge-unreadMessages')).toHaveTextContent('99+');
    expect(within(navigation).getByRole('link', { name: 'Mensajes (120)' })).toBeInTheDocument();
    for (const name of ['collections', 'following', 'wishlist']) {
      expect(within(navigation).queryByTestId(`badge-${name}`)).not.toBeInTheDocument();
    }
    expect(within(navigation).getByRole('link', { name: 'Colecciones' })).toBeInTheDocument();
  });

  it("flags the feed with '¡Nuevos!' only when there is new content", async () => {
    signedIn({ ...zeroCounts, feedHasNew: true });
    const first = renderApp('/');
    expect(await within(await nav()).findByText('¡Nuevos!')).toBeInTheDocument();
    first.unmount();

    signedIn({ ...zeroCounts, feedHasNew: false });
    renderApp('/');
    const navigation = await nav();
    await within(navigation).findByRole('link', { name: 'Feed' });
    expect(within(navigation).queryByText('¡Nuevos!')).not.toBeInTheDocument();
  });

  it('marks the current page', async () => {
    signedIn();
    renderApp('/albums');
    const navigation = await nav();
    expect(within(navigation).getByRole('link', { name: 'Albums' })).toHaveAttribute('aria-current', 'page');
    expect(within(navigation).getByRole('link', { name: 'Explorar' })).not.toHaveAttribute('aria-current');
  });

  it('is not shown to visitors', async () => {
    mockApi(sessionHandlers(null).handlers);
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Principal' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Surcos' })).toHaveAttribute('href', '/');
  });

  it('opens and closes the phone menu with its button, Escape and navigation', async () => {
    const user = userEvent.setup();
    signedIn();
    renderApp('/');
    const menu = within(await nav()).getByRole('button', { name: 'Menú' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    const list = document.getElementById(menu.getAttribute('aria-controls') ?? '');
    expect(list).toBeInTheDocument();

    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();

    await user.click(menu);
    await user.click(screen.getByRole('link', { name: 'Wishlist' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Wishlist' })).toBeInTheDocument();
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('refetches the counts when the server says they changed', async () => {
    let albums = 0;
    const api = mockApi({
      ...sessionHandlers(testUser).handlers,
      'GET /api/me/counts': () => json({ ...zeroCounts, albums }),
    });
    const { sockets } = renderApp('/');
    const navigation = await nav();
    await screen.findByRole('heading', { level: 1, name: 'Explorar' });
    expect(within(navigation).queryByTestId('badge-albums')).not.toBeInTheDocument();
    await waitFor(() => expect(sockets[0]?.connected).toBe(true));
    const socket = sockets[0];

    albums = 2;
    act(() => socket?.serverEmit('counts.changed'));
    expect(await within(navigation).findByTestId('badge-albums')).toHaveTextContent('2');
    expect(api.callsTo('GET', '/api/me/counts').length).toBe(2);
  });
});

describe('SiteFooter', () => {
  it('shows the copyright with the current year', async () => {
    mockApi(sessionHandlers(null).handlers);
    renderApp('/');
    expect(await screen.findByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()} Surcos`);
  });
});
