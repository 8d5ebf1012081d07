import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { card } from './album-fixtures.ts';
import { COLLECTION_ID, collectionDetail, summary } from './collection-fixtures.ts';
import { apiError, emptyPage, json, mockApi, sessionHandlers, testUser, zeroCounts } from './mock-api.ts';
import { renderApp } from './render-app.tsx';

const toasts = () => within(screen.getByRole('region', { name: 'Notificaciones' }));

/** The browser's clipboard, as a page on a secure origin has it, or none (`undefined`). */
function stubClipboard(clipboard: { writeText: (text: string) => Promise<void> } | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
}
afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe("A visitor's first page", () => {
  it('keeps the login form first, says what Surcos is, and shows recent public activity as links', async () => {
    mockApi({
      ...sessionHandlers(null).handlers,
      'GET /api/public-activity': () =>
        json({
          albums: [card({ id: '61', name: 'Bitches Brew', addedAt: null })],
          collections: [summary({ owner: { id: 'u-2', name: 'Rosa Discos' } })],
        }),
    });
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Correo electrónico' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Tu colección de discos, con tus amigos' }),
    ).toBeInTheDocument();

    const albums = await screen.findByRole('region', { name: 'Añadidos hace poco' });
    expect(within(albums).getByRole('link', { name: /Bitches Brew/ })).toHaveAttribute('href', '/album/61');
    const collections = screen.getByRole('region', { name: 'Colecciones públicas' });
    expect(within(collections).getByRole('link', { name: 'Jazz modal' })).toHaveAttribute(
      'href',
      `/collection/${COLLECTION_ID}`,
    );
    expect(collections).toHaveTextContent('Jazz modal · Rosa Discos · 5 álbumes');
  });

  it('shows no empty sections, and the form alone when the glimpse fails', async () => {
    mockApi({
      ...sessionHandlers(null).handlers,
      'GET /api/public-activity': () => apiError(500, 'INTERNAL', 'Error interno.'),
    });
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' });
    await waitFor(() =>
      expect(screen.queryByText('Cargando la actividad reciente…')).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('region', { name: 'Añadidos hace poco' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('A shared public collection', () => {
  it("opens for a visitor, with 'Copiar enlace' and a way to sign in instead of 'Denunciar'", async () => {
    const writeText = vi.fn((_text: string) => Promise.resolve());
    // After user-event's setup, which puts a clipboard of its own in place.
    const user = userEvent.setup();
    stubClipboard({ writeText });
    mockApi({
      ...sessionHandlers(null).handlers,
      [`GET /api/collections/${COLLECTION_ID}`]: () => json(collectionDetail({ isOwner: false })),
    });
    renderApp(`/collection/${COLLECTION_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Jazz modal' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Denunciar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Editar colección' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent(`/collection/${COLLECTION_ID}`)}`,
    );

    await user.click(screen.getByRole('button', { name: 'Copiar enlace' }));
    expect(writeText).toHaveBeenCalledWith(`${location.origin}/collection/${COLLECTION_ID}`);
    expect(await toasts().findByText('Enlace copiado.')).toBeInTheDocument();
  });

  it('says where to copy the link from when the browser gives no clipboard', async () => {
    const user = userEvent.setup();
    stubClipboard(undefined);
    mockApi({
      ...sessionHandlers(testUser).handlers,
      [`GET /api/collections/${COLLECTION_ID}`]: () => json(collectionDetail()),
    });
    renderApp(`/collection/${COLLECTION_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Copiar enlace' }));
    expect(
      await toasts().findByText('No se pudo copiar el enlace. Cópialo desde la barra de direcciones.'),
    ).toBeInTheDocument();
  });

  it('offers no link to share for a private collection, and a missing one is missing', async () => {
    mockApi({
      ...sessionHandlers(testUser).handlers,
      [`GET /api/collections/${COLLECTION_ID}`]: () => json(collectionDetail({ privacy: 'private' })),
      'GET /api/collections/otra': () => apiError(404, 'NOT_FOUND', 'Colección no encontrada.'),
    });
    const { router } = renderApp(`/collection/${COLLECTION_ID}`);
    expect(await screen.findByRole('link', { name: 'Editar colección' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copiar enlace' })).not.toBeInTheDocument();
    void router.navigate('/collection/otra');
    expect(await screen.findByText('No se encontró la colección.')).toBeInTheDocument();
  });
});

describe("A new member's Explorar", () => {
  it('starts with the three ways in while they have no albums', async () => {
    mockApi(sessionHandlers(testUser).handlers);
    renderApp('/');
    const welcome = await screen.findByRole('region', { name: 'Empieza tu colección' });
    expect(within(welcome).getByRole('link', { name: 'Importar tu colección de Discogs' })).toHaveAttribute(
      'href',
      '/import',
    );
    expect(within(welcome).getByRole('link', { name: 'Añadir tu primer disco' })).toHaveAttribute(
      'href',
      '/add-album',
    );
    expect(within(welcome).getByRole('link', { name: 'Escanear un disco' })).toHaveAttribute('href', '/scan');
  });

  it('leaves them out once the member has an album', async () => {
    mockApi({
      ...sessionHandlers(testUser).handlers,
      'GET /api/me/counts': () => json({ ...zeroCounts, albums: 3 }),
    });
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Explorar' });
    await screen.findByText('No hay álbumes disponibles.');
    expect(screen.queryByRole('region', { name: 'Empieza tu colección' })).not.toBeInTheDocument();
  });

  it('offers the catalogue when a search finds nothing owned, and the catalogue searches it at once', async () => {
    const api = mockApi({
      ...sessionHandlers(testUser).handlers,
      'GET /api/music/search': () => json({ results: [], page: 1, hasMore: false }),
    });
    const { router } = renderApp('/?q=coltrane');
    const offer = await screen.findByRole('link', { name: 'Buscar «coltrane» en el catálogo' });
    expect(offer).toHaveAttribute('href', '/add-album?q=coltrane');
    expect(screen.getByText('No se encontraron álbumes.')).toBeInTheDocument();

    await userEvent.setup().click(offer);
    expect(router.state.location.pathname).toBe('/add-album');
    expect(await screen.findByRole('searchbox', { name: /Buscar/ })).toHaveValue('coltrane');
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/music/search').at(-1)?.query.get('q')).toBe('coltrane'),
    );
  });

  it('offers nothing while Explorar is not searched, or when the search finds albums', async () => {
    mockApi({
      ...sessionHandlers(testUser).handlers,
      'GET /api/albums': () => json({ ...emptyPage, items: [card({ id: '77', name: 'Blue Train' })] }),
    });
    renderApp('/?q=blue');
    await screen.findByRole('link', { name: /Blue Train/ });
    expect(screen.queryByRole('link', { name: /en el catálogo/ })).not.toBeInTheDocument();
  });
});
