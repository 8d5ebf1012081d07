import { act, screen, waitFor } from '@testing-library/react';
import type { AlbumCard } from '@surcos/contracts/albums';
import { describe, expect, it } from 'vitest';
import { card } from './album-fixtures.ts';
import { emptyPage, json, mockApi, sessionHandlers, testUser, zeroCounts } from './mock-api.ts';
import { renderApp } from './render-app.tsx';

describe('SocketProvider', () => {
  it('does not connect for a visitor', async () => {
    mockApi(sessionHandlers(null).handlers);
    const { sockets } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' });
    expect(sockets).toHaveLength(0);
  });

  it('re-reads the session when the account changed elsewhere', async () => {
    let name = testUser.name;
    mockApi({
      'GET /api/session': () => json({ user: { ...testUser, name } }),
      'GET /api/me/counts': () => json(zeroCounts),
    });
    const { sockets } = renderApp('/profile');
    expect(await screen.findByText(testUser.name)).toBeInTheDocument();
    await waitFor(() => expect(sockets[0]?.connected).toBe(true));

    name = 'Ana Vinilos';
    act(() => sockets[0]?.serverEmit('account.changed'));
    expect(await screen.findByText('Ana Vinilos')).toBeInTheDocument();
  });

  it('goes to the login when the server closes the socket because the session was signed out elsewhere', async () => {
    let signedIn = true;
    mockApi({
      'GET /api/session': () => json({ user: signedIn ? testUser : null }),
      'GET /api/me/counts': () => json(zeroCounts),
    });
    const { sockets } = renderApp('/profile');
    expect(await screen.findByText(testUser.name)).toBeInTheDocument();
    await waitFor(() => expect(sockets[0]?.connected).toBe(true));

    signedIn = false;
    act(() => sockets[0]?.serverEmit('disconnect', 'io server disconnect'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
  });

  it('catches up once on the first connection, for what changed while the page loaded', async () => {
    let albums = 0;
    let countReads = 0;
    mockApi({
      ...sessionHandlers(testUser).handlers,
      'GET /api/me/counts': () => {
        countReads += 1;
        return json({ ...zeroCounts, albums });
      },
    });
    const { sockets } = renderApp('/');
    await screen.findByRole('link', { name: 'Albums' });
    await waitFor(() => expect(sockets[0]?.connected).toBe(true));

    // Changed after the counts were read, before the server had this socket in its rooms.
    albums = 2;
    act(() => sockets[0]?.serverEmit('connect'));
    expect(await screen.findByRole('link', { name: 'Albums (2)' })).toBeInTheDocument();
    const readsAfterConnect = countReads;
    // Later 'connect' events come with a reconnection, which catches up on its own.
    act(() => sockets[0]?.serverEmit('connect'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(countReads).toBe(readsAfterConnect);
  });

  it('catches up on the counts after reconnecting', async () => {
    let albums = 0;
    mockApi({
      ...sessionHandlers(testUser).handlers,
      'GET /api/me/counts': () => json({ ...zeroCounts, albums }),
    });
    const { sockets } = renderApp('/');
    await screen.findByRole('link', { name: 'Albums' });
    await waitFor(() => expect(sockets[0]?.connected).toBe(true));

    albums = 4;
    act(() => sockets[0]?.managerEmit('reconnect'));
    expect(await screen.findByRole('link', { name: 'Albums (4)' })).toBeInTheDocument();
  });
});

describe('SocketProvider album events', () => {
  it('refreshes My albums and the counts when the albums changed in another tab', async () => {
    let items: AlbumCard[] = [];
    let counts = zeroCounts;
    mockApi({
      ...sessionHandlers(testUser).handlers,
      'GET /api/me/counts': () => json(counts),
      'GET /api/me/albums': () => json({ ...emptyPage, items }),
    });
    const { sockets } = renderApp('/albums');
    expect(await screen.findByText('No has añadido ningún álbum todavía.')).toBeInTheDocument();
    await waitFor(() => expect(sockets[0]?.connected).toBe(true));

    items = [card()];
    counts = { ...zeroCounts, albums: 1 };
    act(() => sockets[0]?.serverEmit('albums.changed'));
    expect(await screen.findByRole('link', { name: /Kind of Blue/ })).toHaveAttribute('href', '/album/1234');
    expect(await screen.findByRole('link', { name: 'Albums (1)' })).toBeInTheDocument();
  });

  it('refreshes the wishlist when it changed elsewhere', async () => {
    let items: AlbumCard[] = [card()];
    mockApi({
      ...sessionHandlers(testUser).handlers,
      'GET /api/me/wishlist': () => json({ ...emptyPage, items }),
    });
    const { sockets } = renderApp('/wishlist');
    expect(await screen.findByRole('link', { name: 'Kind of Blue' })).toBeInTheDocument();
    await waitFor(() => expect(sockets[0]?.connected).toBe(true));

    items = [];
    act(() => sockets[0]?.serverEmit('wishlist.changed'));
    expect(await screen.findByText('No hay álbumes en tu wishlist.')).toBeInTheDocument();
  });

  it('shows an album someone else added in Explorar, one refetch for a burst of changes', async () => {
    let items: AlbumCard[] = [];
    const api = mockApi({
      ...sessionHandlers(testUser).handlers,
      'GET /api/albums': () => json({ ...emptyPage, items }),
    });
    const { sockets } = renderApp('/');
    expect(await screen.findByText('No hay álbumes disponibles.')).toBeInTheDocument();
    await waitFor(() => expect(sockets[0]?.connected).toBe(true));
    const before = api.callsTo('GET', '/api/albums').length;

    items = [card({ id: '61', name: 'Bitches Brew' })];
    act(() => {
      sockets[0]?.serverEmit('album.changed', { albumId: '61' });
      sockets[0]?.serverEmit('album.changed', { albumId: '62' });
    });
    expect(await screen.findByRole('link', { name: /Bitches Brew/ })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/albums').length).toBe(before + 1);
  });
});
