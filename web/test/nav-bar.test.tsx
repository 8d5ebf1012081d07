import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, sessionHandlers, testUser, zeroCounts } from './mock-api.ts';
import { renderApp } from './render-app.tsx';

const signedIn = (counts = zeroCounts) => {
  const session = sessionHandlers(testUser);
  return mockApi({ ...session.handlers, 'GET /api/me/counts': () => json(counts) });
};

const nav = () => screen.findByRole('navigation', { name: 'Principal' });

describe('NavBar', () => {
  it("shows SPEC's nine entries in its order, with 'Escanear' after Albums, after the bell", async () => {
    signedIn();
    renderApp('/');
    // Nothing has a width here, so the bar is folded: 'Escanear' stays beside 'Menú', one tap away on
    // a phone, and the row (laid out unseen, to be measured) holds every entry.
    const [bell, scan, ...links] = within(await nav()).getAllByRole('link');
    expect(bell).toHaveAccessibleName('Notificaciones');
    expect(bell).toHaveAttribute('href', '/notifications');
    expect(scan).toHaveAccessibleName('Escanear');
    expect(scan).toHaveAttribute('href', '/scan');
    expect(links.map((link) => link.textContent)).toEqual([
      'Explorar',
      'Feed',
      'Albums',
      'Escanear',
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
      '/scan',
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

describe('NavBar: one row or the menu, never two rows', () => {
  /** The browser's layout, which jsdom lacks: the bar's width, the row's natural width, the bell's. */
  const layout = { nav: 1280, row: 900, bell: 44 };
  const observers: (() => void)[] = [];
  const resize = (widths: Partial<typeof layout>) => {
    Object.assign(layout, widths);
    act(() => observers.forEach((notify) => notify()));
  };

  beforeEach(() => {
    Object.assign(layout, { nav: 1280, row: 900, bell: 44 });
    observers.length = 0;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        private readonly callback: () => void;
        constructor(callback: () => void) {
          this.callback = callback;
          observers.push(callback);
        }
        // As a browser's: the first report comes once the element is laid out, not at once.
        observe() {
          setTimeout(() => act(() => this.callback()), 0);
        }
        disconnect() {}
      },
    );
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
      if (this.tagName === 'UL' && this.closest('nav')) return layout.row;
      if (this.tagName === 'DIV' && this.querySelector(':scope > a[href="/notifications"]'))
        return layout.bell;
      return 0;
    });
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.tagName === 'NAV' ? layout.nav : 0;
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows every entry in one row when it fits beside the bell, and folds into Menú when it does not', async () => {
    signedIn({ ...zeroCounts, albums: 12 });
    renderApp('/');
    const navigation = await nav();
    await within(navigation).findByTestId('badge-albums');
    expect(within(navigation).queryByRole('button', { name: 'Menú' })).not.toBeInTheDocument();
    expect(within(navigation).getByRole('list')).not.toHaveAttribute('aria-hidden');
    expect(within(navigation).getAllByRole('link')).toHaveLength(11);

    // 900 + 4 + 44 px no longer fit in 940: Menú, not a second row.
    resize({ nav: 940 });
    const menu = within(navigation).getByRole('button', { name: 'Menú' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    resize({ nav: 948 });
    expect(within(navigation).queryByRole('button', { name: 'Menú' })).not.toBeInTheDocument();
    // Wider badges make a wider row, at the same width of the bar.
    resize({ row: 1000 });
    expect(within(navigation).getByRole('button', { name: 'Menú' })).toBeInTheDocument();
  });

  it("dots 'Menú' when the feed has news or messages are unread, and says so", async () => {
    layout.nav = 375;
    signedIn({ ...zeroCounts, unreadMessages: 2 });
    const first = renderApp('/');
    const menu = await within(await nav()).findByRole('button', { name: 'Menú' });
    await waitFor(() => expect(menu).toHaveAccessibleDescription('Hay novedades'));
    expect(screen.getByTestId('menu-news')).toBeInTheDocument();
    first.unmount();

    signedIn({ ...zeroCounts, feedHasNew: true });
    const second = renderApp('/');
    const again = await within(await nav()).findByRole('button', { name: 'Menú' });
    await waitFor(() => expect(again).toHaveAccessibleDescription('Hay novedades'));
    second.unmount();

    signedIn({ ...zeroCounts, albums: 4, wishlist: 3 });
    renderApp('/');
    const quiet = await within(await nav()).findByRole('button', { name: 'Menú' });
    await within(await nav()).findByTestId('badge-albums');
    expect(quiet).not.toHaveAccessibleDescription();
    expect(screen.queryByTestId('menu-news')).not.toBeInTheDocument();
  });

  it("adds 'Administración' last for an admin", async () => {
    mockApi({
      ...sessionHandlers({ ...testUser, isAdmin: true }).handlers,
      'GET /api/me/counts': () => json(zeroCounts),
    });
    renderApp('/');
    const links = within(await nav()).getAllByRole('link');
    expect(links.map((link) => link.textContent).slice(-2)).toEqual(['Perfil', 'Administración']);
  });
});
