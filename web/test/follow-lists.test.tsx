import type { FollowEntry } from '@surcos/contracts/remote-follows';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { emptyPage, json, mockApi, sessionHandlers, testUser, zeroCounts } from './mock-api.ts';
import { renderApp } from './render-app.tsx';
import { followEntry } from './social-fixtures.ts';

const nav = () => screen.findByRole('navigation', { name: 'Principal' });

describe('Followers page', () => {
  it("says 'Aún no tienes seguidores.' when nobody follows the user", async () => {
    mockApi(sessionHandlers(testUser).handlers);
    renderApp('/followers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Seguidores' })).toBeInTheDocument();
    expect(await screen.findByText('Aún no tienes seguidores.')).toBeInTheDocument();
  });

  it('lists followers as links to their profiles, page by page', async () => {
    const api = mockApi({
      ...sessionHandlers(testUser).handlers,
      'GET /api/me/followers': ({ url }) =>
        url.searchParams.get('cursor') === 'c2'
          ? json({
              items: [followEntry({ id: 'user-3', name: 'Lola Deseos', albumCount: 1 })],
              nextCursor: null,
            })
          : json({ items: [followEntry()], nextCursor: 'c2' }),
    });
    renderApp('/followers');
    const list = await screen.findByRole('list', { name: 'Seguidores' });
    expect(within(list).getByRole('link', { name: 'Rosa Discos' })).toHaveAttribute('href', '/user/user-2');
    expect(within(list).getByText('3 álbumes')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Cargar más' }));
    expect(await within(list).findByRole('link', { name: 'Lola Deseos' })).toHaveAttribute(
      'href',
      '/user/user-3',
    );
    expect(screen.queryByRole('button', { name: 'Cargar más' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/me/followers').map((call) => call.query.get('cursor'))).toEqual([
      null,
      'c2',
    ]);
  });

  it('asks a visitor to sign in once the session is known', async () => {
    const api = mockApi(sessionHandlers(null).handlers);
    renderApp('/followers');
    expect(await screen.findByText('Inicia sesión para ver quién te sigue.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
      'href',
      '/login?next=%2Ffollowers',
    );
    expect(api.callsTo('GET', '/api/me/followers')).toHaveLength(0);
  });

  it('updates the list and the badge when somebody follows the user', async () => {
    let items: FollowEntry[] = [];
    mockApi({
      ...sessionHandlers(testUser).handlers,
      'GET /api/me/counts': () => json({ ...zeroCounts, followers: items.length }),
      'GET /api/me/followers': () => json({ ...emptyPage, items }),
    });
    const { sockets } = renderApp('/followers');
    expect(await screen.findByText('Aún no tienes seguidores.')).toBeInTheDocument();
    await waitFor(() => expect(sockets[0]?.connected).toBe(true));

    items = [followEntry()];
    act(() => sockets[0]?.serverEmit('follows.changed'));
    expect(await screen.findByRole('link', { name: 'Rosa Discos' })).toBeInTheDocument();
    expect(await within(await nav()).findByTestId('badge-followers')).toHaveTextContent('1');
  });
});

describe('Following page', () => {
  it("says 'Aún no sigues a ningún usuario.' when the user follows nobody", async () => {
    mockApi(sessionHandlers(testUser).handlers);
    renderApp('/following');
    expect(await screen.findByRole('heading', { level: 1, name: 'Siguiendo' })).toBeInTheDocument();
    expect(await screen.findByText('Aún no sigues a ningún usuario.')).toBeInTheDocument();
  });

  it('lists followed users as links to their profiles', async () => {
    mockApi({
      ...sessionHandlers(testUser).handlers,
      'GET /api/me/following': () => json({ ...emptyPage, items: [followEntry({ albumCount: 1 })] }),
    });
    renderApp('/following');
    const list = await screen.findByRole('list', { name: 'Siguiendo' });
    expect(within(list).getByRole('link', { name: 'Rosa Discos' })).toHaveAttribute('href', '/user/user-2');
    expect(within(list).getByText('1 álbum')).toBeInTheDocument();
  });

  it('asks a visitor to sign in once the session is known', async () => {
    mockApi(sessionHandlers(null).handlers);
    renderApp('/following');
    expect(await screen.findByText('Inicia sesión para ver a quién sigues.')).toBeInTheDocument();
  });

  it('drops a user from the list and the badge after unfollowing elsewhere', async () => {
    let items: FollowEntry[] = [followEntry()];
    mockApi({
      ...sessionHandlers(testUser).handlers,
      'GET /api/me/counts': () => json({ ...zeroCounts, following: items.length }),
      'GET /api/me/following': () => json({ ...emptyPage, items }),
    });
    const { sockets } = renderApp('/following');
    expect(await screen.findByRole('link', { name: 'Rosa Discos' })).toBeInTheDocument();
    expect(await within(await nav()).findByTestId('badge-following')).toHaveTextContent('1');
    await waitFor(() => expect(sockets[0]?.connected).toBe(true));

    items = [];
    act(() => sockets[0]?.serverEmit('follows.changed'));
    expect(await screen.findByText('Aún no sigues a ningún usuario.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('badge-following')).not.toBeInTheDocument());
  });
});
