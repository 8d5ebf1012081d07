import type { UserProfile } from '@surcos/contracts/users';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { card } from './album-fixtures.ts';
import { apiError, emptyPage, json, mockApi, sessionHandlers, testUser } from './mock-api.ts';
import { renderApp } from './render-app.tsx';
import { collection, profile, publicStats, rosa } from './social-fixtures.ts';

const toasts = () => within(screen.getByRole('region', { name: 'Notificaciones' }));
const noContent = () => new Response(null, { status: 204 });
const stat = (label: string) =>
  // The profile's counts come first; the 'Estadísticas' section below may repeat a label.
  within(screen.getAllByText(label, { selector: 'dt' })[0]?.parentElement as HTMLElement).getByRole(
    'definition',
  );

/** Rosa's profile, with a server that remembers whether the signed-in user follows her. */
function rosaProfile(initial: UserProfile = profile(), handlers: Parameters<typeof mockApi>[0] = {}) {
  let current = initial;
  const setFollows = (follows: boolean) => {
    if (!current.viewer || current.viewer.follows === follows) return;
    current = {
      ...current,
      followerCount: current.followerCount + (follows ? 1 : -1),
      viewer: { ...current.viewer, follows },
    };
  };
  return mockApi({
    ...sessionHandlers(testUser).handlers,
    'GET /api/users/user-2': () => json(current),
    'GET /api/users/user-2/albums': () =>
      json({ ...emptyPage, items: [card({ id: '61', name: 'Bitches Brew' })] }),
    'GET /api/users/user-2/collections': () => json({ ...emptyPage, items: [collection()] }),
    'GET /api/users/user-2/stats': () => json(publicStats),
    'PUT /api/users/user-2/follow': () => {
      setFollows(true);
      return noContent();
    },
    'DELETE /api/users/user-2/follow': () => {
      setFollows(false);
      return noContent();
    },
    ...handlers,
  });
}

describe('User profile page', () => {
  it('shows the name, the counts, the albums and the public collections, and no email', async () => {
    rosaProfile(profile({ followerCount: 3, followingCount: 2, albumCount: 1, publicCollectionCount: 1 }));
    renderApp('/user/user-2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rosa Discos' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Rosa Discos · Surcos'));
    expect(stat('Seguidores')).toHaveTextContent('3');
    expect(stat('Siguiendo')).toHaveTextContent('2');
    expect(stat('Álbumes')).toHaveTextContent('1');
    expect(stat('Colecciones')).toHaveTextContent('1');

    const albums = await screen.findByRole('list', { name: 'Álbumes de Rosa Discos' });
    expect(within(albums).getByRole('link', { name: /Bitches Brew/ })).toHaveAttribute('href', '/album/61');
    const collections = await screen.findByRole('list', { name: 'Colecciones de Rosa Discos' });
    expect(within(collections).getByRole('link', { name: 'Jazz de domingo' })).toHaveAttribute(
      'href',
      '/collection/c1',
    );
    expect(within(collections).getByText('5 álbumes')).toBeInTheDocument();
    // The one text with an '@' is her address on the fediverse, never an email.
    expect(screen.getAllByText(/@/).map((element) => element.textContent)).toEqual([
      '@rosa_discos@surcos.example',
    ]);
  });

  it("shows the public statistics in an 'Estadísticas' section, without copies", async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    rosaProfile();
    renderApp('/user/user-2');
    const section = await screen.findByRole('region', { name: 'Estadísticas' });
    const genres = await within(section).findByRole('table', { name: 'Géneros' });
    expect(within(genres).getByRole('rowheader', { name: 'Jazz' })).toBeInTheDocument();
    expect(within(section).getByRole('heading', { level: 3, name: 'Formatos' })).toBeInTheDocument();
    expect(within(section).queryByText('Copias')).not.toBeInTheDocument();
    expect(within(section).getByText('Cuentan los álbumes que muestra este perfil.')).toBeInTheDocument();
  });

  it('says so when the user has no albums and no public collections', async () => {
    rosaProfile(profile({ albumCount: 0, publicCollectionCount: 0 }), {
      'GET /api/users/user-2/albums': () => json(emptyPage),
      'GET /api/users/user-2/collections': () => json(emptyPage),
    });
    renderApp('/user/user-2');
    expect(await screen.findByText('Este usuario aún no ha añadido ningún álbum.')).toBeInTheDocument();
    expect(await screen.findByText('Este usuario no tiene colecciones públicas.')).toBeInTheDocument();
  });

  it('has no follow button on the own profile', async () => {
    mockApi({
      ...sessionHandlers(testUser).handlers,
      'GET /api/users/user-1': () =>
        json(
          profile({
            id: 'user-1',
            name: 'Ana Discos',
            viewer: { isSelf: true, follows: false, mutes: false },
          }),
        ),
      'GET /api/users/user-1/albums': () => json(emptyPage),
      'GET /api/users/user-1/collections': () => json(emptyPage),
    });
    renderApp('/user/user-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Discos' })).toBeInTheDocument();
    expect(await screen.findByText('No has añadido ningún álbum todavía.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Seguir' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dejar de seguir' })).not.toBeInTheDocument();
  });

  it("follows with 'Seguir' and unfollows with 'Dejar de seguir'", async () => {
    const api = rosaProfile();
    renderApp('/user/user-2');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Seguir' }));
    const unfollow = await screen.findByRole('button', { name: 'Dejar de seguir' });
    expect(stat('Seguidores')).toHaveTextContent('1');
    expect(await toasts().findByRole('status')).toHaveTextContent('Ahora sigues a Rosa Discos.');
    expect(api.callsTo('PUT', '/api/users/user-2/follow')).toHaveLength(1);

    await user.click(unfollow);
    expect(await screen.findByRole('button', { name: 'Seguir' })).toBeInTheDocument();
    await waitFor(() => expect(stat('Seguidores')).toHaveTextContent('0'));
    expect(api.callsTo('DELETE', '/api/users/user-2/follow')).toHaveLength(1);
  });

  it('sends one follow for a double click', async () => {
    const api = rosaProfile();
    renderApp('/user/user-2');
    await userEvent.setup().dblClick(await screen.findByRole('button', { name: 'Seguir' }));
    expect(await screen.findByRole('button', { name: 'Dejar de seguir' })).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/users/user-2/follow')).toHaveLength(1);
    expect(api.callsTo('DELETE', '/api/users/user-2/follow')).toHaveLength(0);
  });

  it('keeps the button as it was and says why when following fails', async () => {
    rosaProfile(profile(), {
      'PUT /api/users/user-2/follow': () =>
        apiError(503, 'SERVICE_UNAVAILABLE', 'El servicio no está disponible. Inténtalo más tarde.'),
    });
    renderApp('/user/user-2');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Seguir' }));
    expect(await toasts().findByRole('alert')).toHaveTextContent(
      'El servicio no está disponible. Inténtalo más tarde.',
    );
    expect(screen.getByRole('button', { name: 'Seguir' })).toBeInTheDocument();
  });

  it("says 'No se ha encontrado el usuario' for an unknown id", async () => {
    mockApi({
      ...sessionHandlers(testUser).handlers,
      'GET /api/users/nadie': () => apiError(404, 'NOT_FOUND', 'No se ha encontrado el usuario'),
    });
    renderApp('/user/nadie');
    expect(await screen.findByRole('alert')).toHaveTextContent('No se ha encontrado el usuario');
    expect(screen.getByRole('heading', { level: 1, name: 'Perfil de usuario' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
  });

  it('shows the loading state, then a failure with a retry', async () => {
    let fails = true;
    rosaProfile(profile(), {
      'GET /api/users/user-2': () =>
        fails
          ? apiError(503, 'SERVICE_UNAVAILABLE', 'El servicio no está disponible. Inténtalo más tarde.')
          : json(profile()),
    });
    renderApp('/user/user-2');
    expect(await screen.findByText('Cargando…')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El servicio no está disponible. Inténtalo más tarde.',
    );

    fails = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Rosa Discos' })).toBeInTheDocument();
  });

  it('offers a visitor to sign in instead of a follow button', async () => {
    mockApi({
      ...sessionHandlers(null).handlers,
      'GET /api/users/user-2': () => json(profile({ viewer: null })),
      'GET /api/users/user-2/albums': () => json(emptyPage),
      'GET /api/users/user-2/collections': () => json(emptyPage),
    });
    renderApp('/user/user-2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rosa Discos' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Seguir' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
      'href',
      '/login?next=%2Fuser%2Fuser-2',
    );
  });

  it('updates the follower count when the server says the follows changed', async () => {
    let followerCount = 0;
    rosaProfile(profile(), { 'GET /api/users/user-2': () => json(profile({ followerCount })) });
    const { sockets } = renderApp('/user/user-2');
    await screen.findByRole('heading', { level: 1, name: rosa.name });
    await waitFor(() => expect(sockets[0]?.connected).toBe(true));

    followerCount = 4;
    act(() => sockets[0]?.serverEmit('follows.changed'));
    await waitFor(() => expect(stat('Seguidores')).toHaveTextContent('4'));
  });
});
