import type { AlbumDetail } from '@surcos/contracts/albums';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { card, detail } from './album-fixtures.ts';
import { apiError, json, mockApi, sessionHandlers, testUser } from './mock-api.ts';
import { renderApp } from './render-app.tsx';

const LABELS = [
  'Artista',
  'Año',
  'Género',
  'Sello',
  'País',
  'Publicado',
  'Notas',
  'Formatos',
  'Precio más bajo',
  'Estilos',
  'Valoración',
  'Número de valoraciones',
  'Créditos',
];

const toasts = () => within(screen.getByRole('region', { name: 'Notificaciones' }));
const noContent = () => new Response(null, { status: 204 });

/** The album page for a signed-in user, with a server that remembers what the user owns and wishes. */
function signedInWith(initial: AlbumDetail, handlers: Parameters<typeof mockApi>[0] = {}) {
  let current = initial;
  const set = (viewer: NonNullable<AlbumDetail['viewer']>) => {
    current = { ...current, viewer };
  };
  const api = mockApi({
    ...sessionHandlers(testUser).handlers,
    'GET /api/albums/1234': () => json(current),
    'PUT /api/me/albums/1234': () => {
      set({ owns: true, wishlisted: false });
      return json(card());
    },
    'DELETE /api/me/albums/1234': () => {
      set({ owns: false, wishlisted: false });
      return noContent();
    },
    'PUT /api/me/wishlist/1234': () => {
      set({ owns: false, wishlisted: true });
      return json({ ...card(), addedAt: '2024-05-02T10:00:00.000Z' });
    },
    'DELETE /api/me/wishlist/1234': () => {
      set({ owns: false, wishlisted: false });
      return noContent();
    },
    ...handlers,
  });
  return api;
}

describe('Album page', () => {
  it('shows every field, the numbered tracklist, safe links and who has it', async () => {
    signedInWith(detail());
    renderApp('/album/1234');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kind of Blue' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Kind of Blue · Surcos'));

    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(LABELS);
    const value = (label: string) =>
      within(screen.getByText(label, { selector: 'dt' }).parentElement as HTMLElement).getByRole(
        'definition',
      );
    expect(value('Artista')).toHaveTextContent('Miles Davis');
    expect(value('Formatos')).toHaveTextContent('Vinyl, LP, Album');
    expect(value('Precio más bajo')).toHaveTextContent('12,50');
    expect(value('Estilos')).toHaveTextContent('Modal, Cool Jazz');
    expect(value('Valoración')).toHaveTextContent('4,63');
    expect(value('Número de valoraciones')).toHaveTextContent('1520');
    expect(value('Notas')).toHaveTextContent('Sin notas');

    const tracklist = screen.getByRole('heading', {
      level: 2,
      name: 'Lista de canciones',
    }).nextElementSibling;
    expect(tracklist?.tagName).toBe('OL');
    expect(
      within(tracklist as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['So What', 'Freddie Freeloader', 'Blue in Green', 'All Blues', 'Flamenco Sketches']);

    const discogs = screen.getByRole('link', { name: 'Ver en Discogs' });
    expect(discogs).toHaveAttribute('href', 'https://www.discogs.com/release/1234');
    expect(discogs).toHaveAttribute('target', '_blank');
    expect(discogs).toHaveAttribute('rel', 'noopener noreferrer');
    // A javascript: video never becomes a link.
    expect(screen.getByRole('link', { name: 'So What' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=zqNTltOGh5c',
    );
    expect(screen.queryByRole('link', { name: 'Peligro' })).not.toBeInTheDocument();

    const owners = screen.getByRole('region', { name: 'Añadido por' });
    expect(within(owners).getByRole('link', { name: 'Rosa Discos' })).toHaveAttribute('href', '/user/user-2');
    expect(
      within(screen.getByRole('region', { name: 'En wishlist de' })).getByText('Nadie todavía.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Portada de Kind of Blue' })).toBeInTheDocument();
  });

  it('hides the Discogs link when it is not an http(s) address', async () => {
    signedInWith(detail({ album: { ...detail().album, discogsUrl: null } }));
    renderApp('/album/1234');
    await screen.findByRole('heading', { level: 1, name: 'Kind of Blue' });
    expect(screen.queryByRole('link', { name: 'Ver en Discogs' })).not.toBeInTheDocument();
  });

  it('asks before removing an owned album, and has no wishlist button for it', async () => {
    const api = signedInWith(detail({ viewer: { owns: true, wishlisted: false } }));
    renderApp('/album/1234');
    const user = userEvent.setup();
    const remove = await screen.findByRole('button', { name: 'Eliminar de mis álbumes' });
    expect(screen.queryByRole('button', { name: /wishlist/ })).not.toBeInTheDocument();

    await user.click(remove);
    const dialog = screen.getByRole('dialog', {
      name: '¿Seguro que quieres eliminar este álbum de tu colección?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('DELETE', '/api/me/albums/1234')).toHaveLength(0);

    await user.click(remove);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByRole('button', { name: 'Añadir a mis álbumes' })).toBeInTheDocument();
    expect(await toasts().findByRole('status')).toHaveTextContent('Álbum eliminado de tus álbumes.');
    expect(screen.getByRole('button', { name: 'Añadir a wishlist' })).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/api/me/albums/1234')).toHaveLength(1);
  });

  it('says so when the removal fails', async () => {
    signedInWith(detail({ viewer: { owns: true, wishlisted: false } }), {
      'DELETE /api/me/albums/1234': () => apiError(503, 'SERVICE_UNAVAILABLE', 'No disponible.'),
    });
    renderApp('/album/1234');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Eliminar de mis álbumes' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await toasts().findByRole('alert')).toHaveTextContent(
      'Error eliminando álbum de mis albums. Por favor, inténtalo de nuevo.',
    );
    expect(screen.getByRole('button', { name: 'Eliminar de mis álbumes' })).toBeInTheDocument();
  });

  it('adds the album, which takes away the wishlist button', async () => {
    const api = signedInWith(detail({ viewer: { owns: false, wishlisted: true } }));
    renderApp('/album/1234');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Añadir a mis álbumes' }));
    expect(await screen.findByRole('button', { name: 'Eliminar de mis álbumes' })).toBeInTheDocument();
    expect(await toasts().findByRole('status')).toHaveTextContent('Álbum añadido a tus álbumes.');
    expect(screen.queryByRole('button', { name: /wishlist/ })).not.toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/me/albums/1234')).toHaveLength(1);
  });

  it('toggles the wishlist with a pressed state', async () => {
    const api = signedInWith(detail());
    renderApp('/album/1234');
    const user = userEvent.setup();
    const add = await screen.findByRole('button', { name: 'Añadir a wishlist' });
    expect(add).toHaveAttribute('aria-pressed', 'false');

    await user.click(add);
    const remove = await screen.findByRole('button', { name: 'Quitar de wishlist' });
    expect(remove).toHaveAttribute('aria-pressed', 'true');
    expect(await toasts().findByText('Álbum añadido a tu wishlist.')).toBeInTheDocument();

    await user.click(remove);
    expect(await screen.findByRole('button', { name: 'Añadir a wishlist' })).toBeInTheDocument();
    expect(await toasts().findByText('Álbum quitado de tu wishlist.')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/me/wishlist/1234')).toHaveLength(1);
    expect(api.callsTo('DELETE', '/api/me/wishlist/1234')).toHaveLength(1);
  });

  it('tells a visitor to sign in to add it, with a link to the login page', async () => {
    const api = mockApi({
      ...sessionHandlers(null).handlers,
      'GET /api/albums/1234': () => json(detail({ viewer: null })),
    });
    renderApp('/album/1234');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Añadir a mis álbumes' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Debes iniciar sesión para añadir un álbum.');
    expect(within(alert).getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
      'href',
      '/login?next=%2Falbum%2F1234',
    );
    expect(screen.queryByRole('button', { name: /wishlist/ })).not.toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/me/albums/1234')).toHaveLength(0);
  });

  it.each([
    [404, 'NOT_FOUND', 'Álbum no encontrado.'],
    [400, 'VALIDATION_FAILED', 'Identificador de álbum no válido.'],
  ] as const)('says the album was not found on a %i', async (status, code, message) => {
    mockApi({
      ...sessionHandlers(testUser).handlers,
      'GET /api/albums/1234': () => apiError(status, code, message),
    });
    renderApp('/album/1234');
    expect(await screen.findByRole('alert')).toHaveTextContent('Álbum no encontrado.');
    expect(screen.getByRole('heading', { level: 1, name: 'Álbum' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
  });

  it('offers a retry when the music database is unavailable', async () => {
    let isDown = true;
    mockApi({
      ...sessionHandlers(testUser).handlers,
      'GET /api/albums/1234': () =>
        isDown
          ? apiError(503, 'MUSIC_DATABASE_UNAVAILABLE', 'No se pudo consultar la base de datos musical.')
          : json(detail()),
    });
    renderApp('/album/1234');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo cargar el álbum. Inténtalo de nuevo.');

    isDown = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Kind of Blue' })).toBeInTheDocument();
  });

  it("goes back to the previous page with 'Volver'", async () => {
    signedInWith(detail(), {
      'GET /api/me/albums': () => json({ items: [card()], nextCursor: null }),
    });
    const { router } = renderApp('/albums');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: /Kind of Blue/ }));
    await user.click(await screen.findByRole('button', { name: 'Volver' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis álbumes' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/albums');
  });

  it("goes to Explorar with 'Volver' when the album was the first page", async () => {
    signedInWith(detail());
    const { router } = renderApp('/album/1234');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Volver' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Explorar' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
