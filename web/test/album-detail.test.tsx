import type { AlbumDetail } from '@surcos/contracts/albums';
import type { Copy } from '@surcos/contracts/copies';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { card, detail, release } from './album-fixtures.ts';
import { albums, COLLECTION_ID, collectionDetail, summary } from './collection-fixtures.ts';
import { apiError, json, mockApi, sessionHandlers, testUser } from './mock-api.ts';
import { renderApp } from './render-app.tsx';

const LABELS = [
  'Artista',
  'Año',
  'Género',
  'Sello',
  'País',
  'Publicado',
  'Formatos',
  'Precio más bajo',
  'Estilos',
  'Valoración',
  'Número de valoraciones',
  'Créditos',
];

const OTHER_ID = '1c8f7a4b-2d3e-4f50-9a1b-2c3d4e5f6a7b';
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
    // The removal goes through the bulk one, which answers an undo token (and first, what goes).
    'POST /api/me/albums/bulk': ({ body }) => {
      const { dryRun } = body as { dryRun?: boolean };
      if (!dryRun) set({ owns: false, wishlisted: false });
      return json({
        albums: 1,
        copies: 1,
        copiesWithNotes: 0,
        gradedCopies: 0,
        undo: dryRun ? null : 'token',
      });
    },
    'POST /api/me/albums/bulk/undo': () => {
      set({ owns: true, wishlisted: false });
      return json({ albumIds: ['1234'] });
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

/** The album's removals sent (its dry runs left out). */
const removals = (api: ReturnType<typeof mockApi>) =>
  api.callsTo('POST', '/api/me/albums/bulk').filter((call) => !(call.body as { dryRun?: boolean }).dryRun);

describe('Album page', () => {
  it('shows what is known, the numbered tracklist, safe links and who has it', async () => {
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
    // 'Sin notas' is no note: the field is left out.
    expect(screen.queryByText('Sin notas')).not.toBeInTheDocument();

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
    // Nobody wishes for it: no empty 'En wishlist de'.
    expect(screen.queryByRole('region', { name: 'En wishlist de' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Portada de Kind of Blue' })).toBeInTheDocument();
  });

  it('links to Discogs only for a Discogs release, never for a bundled-catalogue album', async () => {
    signedInWith(detail({ album: { ...detail().album, id: 'sc-0001', discogsUrl: null } }));
    renderApp('/album/1234');
    await screen.findByRole('heading', { level: 1, name: 'Kind of Blue' });
    expect(screen.queryByRole('link', { name: 'Ver en Discogs' })).not.toBeInTheDocument();
  });

  it('links to the Discogs release by its id, whatever address was stored', async () => {
    signedInWith(detail({ album: { ...detail().album, discogsUrl: null } }));
    renderApp('/album/1234');
    expect(await screen.findByRole('link', { name: 'Ver en Discogs' })).toHaveAttribute(
      'href',
      'https://www.discogs.com/release/1234',
    );
  });

  it('hides every field, list and section the music database left empty', async () => {
    signedInWith(
      detail({
        album: release({
          genre: 'Desconocido',
          country: 'Desconocido',
          released: 'Desconocido',
          notes: 'Sin notas',
          formats: [],
          lowestPrice: 0,
          styles: [],
          rating: 0,
          ratingCount: 0,
          credits: 'No disponible',
          tracklist: [],
          videos: [],
        }),
        owners: [],
      }),
    );
    renderApp('/album/1234');
    await screen.findByRole('heading', { level: 1, name: 'Kind of Blue' });
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Artista', 'Año', 'Sello']);
    for (const text of ['No disponible', 'Desconocido', 'Sin notas', 'Nadie todavía.'])
      expect(screen.queryByText(text)).not.toBeInTheDocument();
    for (const heading of ['Lista de canciones', 'Vídeos', 'Añadido por', 'En wishlist de'])
      expect(screen.queryByRole('heading', { name: heading })).not.toBeInTheDocument();
  });

  it('shows each track’s position and duration where they are known', async () => {
    signedInWith(
      detail({
        album: release({
          tracklist: [
            { position: 'A1', title: 'So What', duration: '9:22' },
            { position: 'A2', title: 'Freddie Freeloader', duration: '' },
            { position: 'B1', title: 'Blue in Green', duration: '5:37' },
          ],
        }),
      }),
    );
    renderApp('/album/1234');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Lista de canciones' });
    const tracks = within(heading.nextElementSibling as HTMLElement).getAllByRole('listitem');
    expect(tracks.map((track) => [...track.children].map((cell) => cell.textContent))).toEqual([
      ['A1', 'So What', '9:22'],
      ['A2', 'Freddie Freeloader', ''],
      ['B1', 'Blue in Green', '5:37'],
    ]);
  });

  it('asks before removing an owned album, and has no wishlist button for it', async () => {
    const api = signedInWith(detail({ viewer: { owns: true, wishlisted: false } }));
    renderApp('/album/1234');
    const user = userEvent.setup();
    const more = await screen.findByRole('button', { name: 'Más acciones' });
    expect(screen.queryByRole('button', { name: /wishlist/ })).not.toBeInTheDocument();
    const remove = async () => {
      await user.click(more);
      await user.click(screen.getByRole('menuitem', { name: 'Eliminar de mis álbumes' }));
    };

    await remove();
    const dialog = await screen.findByRole('dialog', {
      name: '¿Seguro que quieres eliminar este álbum de tu colección?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(removals(api)).toHaveLength(0);

    await remove();
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByRole('button', { name: 'Añadir a mis álbumes' })).toHaveFocus();
    expect(await toasts().findByRole('status')).toHaveTextContent('Álbum eliminado de tus álbumes.');
    expect(screen.getByRole('button', { name: 'Añadir a wishlist' })).toBeInTheDocument();
    expect(removals(api)).toHaveLength(1);
  });

  it('says what a removal takes when the copies hold more than one plain copy, and offers Deshacer', async () => {
    const api = signedInWith(detail({ viewer: { owns: true, wishlisted: false } }), {
      'POST /api/me/albums/bulk': ({ body }) =>
        json({
          albums: 1,
          copies: 2,
          copiesWithNotes: 1,
          gradedCopies: 2,
          undo: (body as { dryRun?: boolean }).dryRun ? null : 'token-1234',
        }),
    });
    renderApp('/album/1234');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Más acciones' }));
    await user.click(screen.getByRole('menuitem', { name: 'Eliminar de mis álbumes' }));
    const dialog = await screen.findByRole('dialog', {
      name: '¿Seguro que quieres eliminar este álbum de tu colección?',
    });
    expect(dialog).toHaveAccessibleDescription('Se eliminarán sus 2 copias: 2 con estado, 1 con notas.');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await toasts().findByText('Álbum eliminado de tus álbumes.')).toBeInTheDocument();

    await user.click(toasts().getByRole('button', { name: 'Deshacer' }));
    expect(await toasts().findByText('Deshecho.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/me/albums/bulk/undo')).toEqual([
      expect.objectContaining({ body: { token: 'token-1234' } }),
    ]);
  });

  it('says so when the removal fails', async () => {
    signedInWith(detail({ viewer: { owns: true, wishlisted: false } }), {
      'POST /api/me/albums/bulk': () => apiError(503, 'SERVICE_UNAVAILABLE', 'No disponible.'),
    });
    renderApp('/album/1234');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Más acciones' }));
    await user.click(screen.getByRole('menuitem', { name: 'Eliminar de mis álbumes' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await toasts().findByRole('alert')).toHaveTextContent(
      'Error eliminando álbum de mis albums. Por favor, inténtalo de nuevo.',
    );
    expect(screen.getByRole('button', { name: 'Más acciones' })).toHaveFocus();
  });

  it('adds the album, which takes away the wishlist button', async () => {
    const api = signedInWith(detail({ viewer: { owns: false, wishlisted: true } }));
    renderApp('/album/1234');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Añadir a mis álbumes' }));
    // Removal is in the '⋯' menu now, and focus moved there from the button it replaced.
    expect(await screen.findByRole('button', { name: 'Más acciones' })).toHaveFocus();
    expect(await toasts().findByRole('status')).toHaveTextContent('Álbum añadido a tus álbumes.');
    expect(screen.queryByRole('button', { name: /wishlist/ })).not.toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/me/albums/1234')).toHaveLength(1);
  });

  it("offers 'Deshacer' after adding an album not wished for, which removes it again", async () => {
    const api = signedInWith(detail());
    renderApp('/album/1234');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Añadir a mis álbumes' }));
    await user.click(await toasts().findByRole('button', { name: 'Deshacer' }));
    expect(await toasts().findByText('Deshecho.')).toBeInTheDocument();
    expect(removals(api)).toEqual([
      expect.objectContaining({ body: { action: 'remove', albumIds: ['1234'] } }),
    ]);
    expect(await screen.findByRole('button', { name: 'Añadir a mis álbumes' })).toBeInTheDocument();
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

  it("offers 'Deshacer' after wishing, which takes the wish back", async () => {
    const api = signedInWith(detail());
    renderApp('/album/1234');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Añadir a wishlist' }));
    expect(await toasts().findByText('Álbum añadido a tu wishlist.')).toBeInTheDocument();
    await user.click(toasts().getByRole('button', { name: 'Deshacer' }));
    expect(await toasts().findByText('Deshecho.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Añadir a wishlist' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
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

describe('Album page, for its owner', () => {
  const owned = () => detail({ viewer: { owns: true, wishlisted: false } });
  const copy = (overrides: Partial<Copy> = {}): Copy => ({
    id: 'copy-1',
    albumId: '1234',
    folder: 'Uncategorized',
    mediaCondition: 'Near Mint (NM or M-)',
    sleeveCondition: 'Very Good Plus (VG+)',
    notes: '',
    rating: 0,
    addedAt: '2024-05-01T10:00:00.000Z',
    customFields: {},
    ...overrides,
  });
  const copies = {
    'GET /api/me/albums/1234/copies': () =>
      json({
        items: [copy(), copy({ id: 'copy-2', folder: 'Salón', mediaCondition: null, sleeveCondition: null })],
      }),
  };

  it('summarises the copies beside the cover, before the details; removal is not an action of its own', async () => {
    signedInWith(owned(), copies);
    renderApp('/album/1234');
    const summary = await screen.findByRole('region', { name: 'Resumen de tus copias' });
    expect(within(summary).getByText('Tienes 2 copias')).toBeInTheDocument();
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Disco: Casi nuevo (NM o M-) · Funda: Muy bueno+ (VG+) · Sin carpeta', 'Salón']);
    expect(within(summary).getByRole('link', { name: 'Ver y editar tus copias' })).toHaveAttribute(
      'href',
      '#mis-copias',
    );
    const cover = screen.getByRole('img', { name: 'Portada de Kind of Blue' });
    const firstField = screen.getAllByRole('term')[0]!;
    const follows = (a: Node, b: Node) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(cover, summary)).toBe(true);
    expect(follows(summary, firstField)).toBe(true);
    expect(follows(firstField, screen.getByRole('heading', { level: 2, name: 'Mis copias' }))).toBe(true);

    const actions = screen.getByRole('button', { name: 'Añadir a una colección' }).parentElement!;
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label') ?? button.textContent),
    ).toEqual(['Añadir a una colección', 'Más acciones']);
    expect(screen.queryByRole('button', { name: 'Eliminar de mis álbumes' })).not.toBeInTheDocument();
  });

  it('opens and leaves the actions menu with the keyboard', async () => {
    signedInWith(owned(), copies);
    renderApp('/album/1234');
    const user = userEvent.setup();
    const more = await screen.findByRole('button', { name: 'Más acciones' });
    expect(more).toHaveAttribute('aria-haspopup', 'menu');
    expect(more).toHaveAttribute('aria-expanded', 'false');

    more.focus();
    await user.keyboard('{Enter}');
    const item = screen.getByRole('menuitem', { name: 'Eliminar de mis álbumes' });
    expect(item).toHaveFocus();
    expect(more).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(more).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(
      await screen.findByRole('dialog', { name: '¿Seguro que quieres eliminar este álbum de tu colección?' }),
    ).toBeInTheDocument();
  });

  it('adds the album to one of the user’s collections, after the albums it has', async () => {
    const api = signedInWith(owned(), {
      ...copies,
      'GET /api/me/collections': () =>
        json({ items: [summary(), summary({ id: OTHER_ID, name: 'Salsa' })], nextCursor: null }),
      [`GET /api/collections/${COLLECTION_ID}`]: () => json(collectionDetail({ albums: albums.slice(1, 3) })),
      [`PUT /api/collections/${COLLECTION_ID}`]: () => json(collectionDetail()),
    });
    renderApp('/album/1234');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Añadir a una colección' }));
    const dialog = screen.getByRole('dialog', { name: 'Añadir a una colección' });
    await user.click(await within(dialog).findByRole('button', { name: 'Jazz modal' }));

    expect(await toasts().findByRole('status')).toHaveTextContent('Álbum añadido a «Jazz modal».');
    expect(api.callsTo('PUT', `/api/collections/${COLLECTION_ID}`).map((call) => call.body)).toEqual([
      {
        name: 'Jazz modal',
        description: 'Para las noches largas.',
        privacy: 'public',
        albumIds: ['77', '61', '1234'],
      },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so when the collection already has it, and saves nothing', async () => {
    const api = signedInWith(owned(), {
      ...copies,
      'GET /api/me/collections': () => json({ items: [summary()], nextCursor: null }),
      [`GET /api/collections/${COLLECTION_ID}`]: () => json(collectionDetail()),
    });
    renderApp('/album/1234');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Añadir a una colección' }));
    await user.click(await screen.findByRole('button', { name: 'Jazz modal' }));
    expect(await toasts().findByRole('status')).toHaveTextContent('Este álbum ya está en «Jazz modal».');
    expect(api.callsTo('PUT', `/api/collections/${COLLECTION_ID}`)).toHaveLength(0);
  });

  it('creates a new collection with the album in it', async () => {
    const api = signedInWith(owned(), {
      ...copies,
      'GET /api/me/collections': () => json({ items: [], nextCursor: null }),
      'POST /api/collections': () =>
        json(collectionDetail({ name: 'Para el verano', albums: [albums[0]!] }), 201),
    });
    renderApp('/album/1234');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Añadir a una colección' }));
    const dialog = screen.getByRole('dialog', { name: 'Añadir a una colección' });
    expect(await within(dialog).findByText('Aún no tienes colecciones.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('O crea una nueva'), 'Para el verano');
    await user.click(within(dialog).getByRole('button', { name: 'Crear y añadir' }));

    expect(await toasts().findByRole('status')).toHaveTextContent(
      'Colección «Para el verano» creada con este álbum.',
    );
    expect(api.callsTo('POST', '/api/collections').map((call) => call.body)).toEqual([
      { name: 'Para el verano', description: '', privacy: 'public', albumIds: ['1234'] },
    ]);
  });
});
