import type { RemoteAccount } from '@surcos/contracts/remote-follows';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, emptyPage, json, mockApi, sessionHandlers, testUser } from './mock-api.ts';
import { renderApp } from './render-app.tsx';
import { followEntry, REMOTE_ADDRESS, remoteAccount } from './social-fixtures.ts';

const ADDRESS = REMOTE_ADDRESS;
const bob = remoteAccount();

const search = async (text: string) => {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('searchbox', { name: 'Buscar por artista o álbum' }), text);
  return user;
};

describe('Explorar with an address of another server', () => {
  it(
    'offers the account, follows it (Pendiente until accepted) and unfollows it, by keyboard too',
    { timeout: 20_000 },
    async () => {
      // As the server keeps it: the follow stays pending until their server accepts it.
      let follow: RemoteAccount['follow'] = 'none';
      const api = mockApi({
        ...sessionHandlers(testUser).handlers,
        'GET /api/remote/accounts': () => json({ ...bob, follow }),
        'PUT /api/remote/follows': () => {
          follow = 'pending';
          return json({ ...bob, follow });
        },
        'DELETE /api/remote/follows': () => {
          follow = 'none';
          return new Response(null, { status: 204 });
        },
      });
      renderApp('/');
      const user = await search(ADDRESS);
      const region = await screen.findByRole('region', { name: 'En otro servidor' });
      const name = await within(region).findByRole('link', { name: 'Bob Discos' });
      // Their profile here; the page links out to their own server.
      expect(name).toHaveAttribute('href', '/remote/@bob@discos.example');
      expect(within(region).getByText(ADDRESS)).toBeInTheDocument();
      expect(within(region).getByText('Coleccionista de jazz')).toBeInTheDocument();
      expect(region.querySelector('img')).toHaveAttribute('src', bob.avatarUrl);
      expect(api.callsTo('GET', '/api/remote/accounts').at(-1)?.query.get('address')).toBe(ADDRESS);

      within(region).getByRole('button', { name: 'Seguir' }).focus();
      await user.keyboard('{Enter}');
      expect(await within(region).findByRole('button', { name: 'Dejar de seguir' })).toBeInTheDocument();
      expect(within(region).getByText('Pendiente')).toBeInTheDocument();
      expect(api.callsTo('PUT', '/api/remote/follows').map((call) => call.body)).toEqual([
        { address: ADDRESS },
      ]);

      await user.click(within(region).getByRole('button', { name: 'Dejar de seguir' }));
      expect(await within(region).findByRole('button', { name: 'Seguir' })).toBeInTheDocument();
      expect(within(region).queryByText('Pendiente')).not.toBeInTheDocument();
      expect(api.callsTo('DELETE', '/api/remote/follows').map((call) => call.query.get('actor'))).toEqual([
        bob.actorUrl,
      ]);
    },
  );

  it('says so when there is no such account, and offers to retry when the server does not answer', async () => {
    let answer = () =>
      apiError(404, 'REMOTE_ACCOUNT_NOT_FOUND', 'No hay ninguna cuenta con esa dirección en ese servidor.');
    mockApi({
      ...sessionHandlers(testUser).handlers,
      'GET /api/remote/accounts': () => answer(),
    });
    renderApp('/');
    await search(ADDRESS);
    expect(
      await screen.findByText('No hay ninguna cuenta con esa dirección en ese servidor.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();

    answer = () =>
      apiError(
        424,
        'REMOTE_SERVER_UNREACHABLE',
        'No se ha podido contactar con ese servidor. Inténtalo más tarde.',
      );
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar por artista o álbum' }), 'x');
    expect(await screen.findByRole('alert')).toHaveTextContent('No se ha podido contactar con ese servidor.');
    answer = () => json(bob);
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: 'Bob Discos' })).toBeInTheDocument();
  });

  it('shows it is looking while the server answers, and nothing of it for ordinary text', async () => {
    const api = mockApi({
      ...sessionHandlers(testUser).handlers,
      'GET /api/remote/accounts': () => new Promise<Response>(() => undefined),
    });
    renderApp('/');
    await search('bob');
    expect(screen.queryByRole('region', { name: 'En otro servidor' })).not.toBeInTheDocument();
    await userEvent
      .setup()
      .type(screen.getByRole('searchbox', { name: 'Buscar por artista o álbum' }), '@discos.example');
    expect(await screen.findByText('Buscando bob@discos.example…')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/remote/accounts').length).toBeGreaterThan(0);
  });
});

describe('Seguidores and Siguiendo with accounts of other servers', () => {
  it('shows a remote account with its address and picture, linking out, and Pendiente while not accepted', async () => {
    mockApi({
      ...sessionHandlers(testUser).handlers,
      'GET /api/me/following': () =>
        json({
          ...emptyPage,
          items: [
            followEntry(),
            followEntry({
              id: bob.actorUrl,
              name: 'Bob Discos',
              albumCount: 0,
              remote: { address: ADDRESS, avatarUrl: bob.avatarUrl, pending: true },
            }),
          ],
        }),
    });
    renderApp('/following');
    const list = await screen.findByRole('list', { name: 'Siguiendo' });
    expect(within(list).getByRole('link', { name: 'Rosa Discos' })).toHaveAttribute('href', '/user/user-2');
    const remote = within(list).getByRole('link', { name: 'Bob Discos' });
    expect(remote).toHaveAttribute('href', '/remote/@bob@discos.example');
    expect(within(list).getByText(ADDRESS, { exact: false })).toBeInTheDocument();
    expect(within(list).getByText('· Pendiente', { exact: false })).toBeInTheDocument();
    expect(within(list).queryByText('0 álbumes')).not.toBeInTheDocument();
  });
});
