import type { CollectionBody, CollectionSummary } from '@surcos/contracts/collections';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { card } from './album-fixtures.ts';
import { albums, COLLECTION_ID, collectionDetail, summary } from './collection-fixtures.ts';
import { apiError, emptyPage, json, mockApi, sessionHandlers, testUser, zeroCounts } from './mock-api.ts';
import { renderApp } from './render-app.tsx';

const REQUIRED = 'La colección debe tener al menos un nombre y un álbum.';
const toasts = () => within(screen.getByRole('region', { name: 'Notificaciones' }));
const noContent = () => new Response(null, { status: 204 });
const myAlbumsPage = () => json({ ...emptyPage, items: albums });
const picker = () => within(screen.getByRole('list', { name: 'Tus álbumes' }));
const findPicker = async () => within(await screen.findByRole('list', { name: 'Tus álbumes' }));
const pickerButton = (name: string) => picker().getByRole('button', { name: new RegExp(name) });

describe('Collections page', () => {
  it('lists the own collections with their covers, album count and privacy, and the add button', async () => {
    mockApi({
      ...sessionHandlers(testUser).handlers,
      'GET /api/me/collections': () =>
        json({
          ...emptyPage,
          items: [
            summary(),
            summary({
              id: 'c2',
              name: 'Para mí',
              privacy: 'private',
              albumCount: 1,
              preview: [card()],
            }),
          ],
        }),
    });
    renderApp('/collections');
    expect(await screen.findByRole('heading', { level: 1, name: 'Colecciones' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Añadir colección' })).toHaveAttribute('href', '/add-collection');

    const list = await screen.findByRole('list', { name: 'Mis colecciones' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByRole('link', { name: 'Jazz modal' })).toHaveAttribute(
      'href',
      `/collection/${COLLECTION_ID}`,
    );
    expect(items[0]).toHaveTextContent('5 álbumes · Pública');
    expect(items[1]).toHaveTextContent('1 álbum · Privada');
    // SPEC.md §9: the first 4 covers, never more.
    expect((items[0] as HTMLElement).querySelectorAll('[class~="@container"]')).toHaveLength(4);
  });

  it('says so when the user has no collections', async () => {
    mockApi(sessionHandlers(testUser).handlers);
    renderApp('/collections');
    expect(await screen.findByText('No has añadido ninguna colección todavía.')).toBeInTheDocument();
  });

  it('shows the failure with a retry, and the next page with "Cargar más"', async () => {
    let fail = true;
    const api = mockApi({
      ...sessionHandlers(testUser).handlers,
      'GET /api/me/collections': ({ url }) => {
        if (fail) return apiError(503, 'SERVICE_UNAVAILABLE', 'El servicio no está disponible.');
        return url.searchParams.get('cursor') === 'c2'
          ? json({ ...emptyPage, items: [summary({ id: 'c2', name: 'Segunda página' })] })
          : json({ items: [summary()], nextCursor: 'c2' });
      },
    });
    renderApp('/collections');
    const user = userEvent.setup();
    expect(await screen.findByRole('alert')).toHaveTextContent('El servicio no está disponible.');

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await user.click(await screen.findByRole('button', { name: 'Cargar más' }));
    expect(await screen.findByRole('link', { name: 'Segunda página' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/me/collections').map((call) => call.query.get('cursor'))).toContain('c2');
  });
});

describe('Add collection form', () => {
  /** A server that answers the create after `release()`, so a test can act while it is in flight. */
  function withCreate(respond: () => Response = () => json(collectionDetail(), 201)) {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = mockApi({
      ...sessionHandlers(testUser).handlers,
      'GET /api/me/albums': myAlbumsPage,
      [`GET /api/collections/${COLLECTION_ID}`]: () => json(collectionDetail()),
      'POST /api/collections': async () => {
        await released;
        return respond();
      },
    });
    return { api, release };
  }

  it('refuses to save without a name or an album, and sends nothing', async () => {
    const { api } = withCreate();
    renderApp('/add-collection');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Nueva colección' })).toBeInTheDocument();
    await findPicker();

    await user.click(screen.getByRole('button', { name: 'Crear colección' }));
    expect(screen.getByRole('alert')).toHaveTextContent(REQUIRED);
    expect(screen.getByLabelText('Nombre')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Nombre')).toHaveFocus();

    // A name alone is not enough either.
    await user.type(screen.getByLabelText('Nombre'), 'Jazz modal');
    await user.click(screen.getByRole('button', { name: 'Crear colección' }));
    expect(screen.getByRole('alert')).toHaveTextContent(REQUIRED);
    expect(screen.getByLabelText('Nombre')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Ningún álbum elegido.')).toHaveFocus();

    // And an album without a name neither.
    await user.clear(screen.getByLabelText('Nombre'));
    await user.click(pickerButton('Kind of Blue'));
    await user.click(screen.getByRole('button', { name: 'Crear colección' }));
    expect(screen.getByRole('alert')).toHaveTextContent(REQUIRED);
    expect(api.callsTo('POST', '/api/collections')).toHaveLength(0);
  });

  it('toggles albums by click and by keyboard, marking the chosen ones', async () => {
    withCreate();
    renderApp('/add-collection');
    const user = userEvent.setup();
    const kindOfBlue = await (await findPicker()).findByRole('button', { name: /Kind of Blue/ });
    expect(kindOfBlue).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('Ningún álbum elegido.')).toBeInTheDocument();

    await user.click(kindOfBlue);
    expect(kindOfBlue).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('1 álbum elegido.')).toBeInTheDocument();

    pickerButton('Blue Train').focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(pickerButton('Blue Train')).toHaveAttribute('aria-pressed', 'false');
    await user.keyboard('{Enter}');
    expect(pickerButton('Blue Train')).toHaveAttribute('aria-pressed', 'true');
    const chosen = screen.getByRole('list', { name: 'Álbumes elegidos' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Kind of Blue', 'Blue Train']);

    await user.click(kindOfBlue);
    expect(kindOfBlue).toHaveAttribute('aria-pressed', 'false');
    // Or from the list of chosen ones.
    await user.click(within(chosen).getByRole('button', { name: 'Quitar Blue Train' }));
    expect(pickerButton('Blue Train')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('Ningún álbum elegido.')).toBeInTheDocument();
  });

  it('searches the own albums on the server, without submitting on Enter, and loads more of them', async () => {
    const api = mockApi({
      ...sessionHandlers(testUser).handlers,
      'GET /api/me/albums': ({ url }) =>
        url.searchParams.get('cursor') === 'c2'
          ? json({ ...emptyPage, items: [albums[4]] })
          : url.searchParams.get('q')
            ? json({ ...emptyPage, items: [albums[1]] })
            : json({ items: albums.slice(0, 4), nextCursor: 'c2' }),
    });
    renderApp('/add-collection');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cargar más' }));
    expect(await (await findPicker()).findByRole('button', { name: /Time Out/ })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Buscar en mis álbumes'), 'coltrane{Enter}');
    await waitFor(() => expect(api.callsTo('GET', '/api/me/albums').at(-1)?.query.get('q')).toBe('coltrane'));
    await waitFor(() => expect(picker().getAllByRole('button')).toHaveLength(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/collections')).toHaveLength(0);
  });

  it('creates it once, even when submitted twice, then shows it', async () => {
    const { api, release } = withCreate();
    const { router } = renderApp('/add-collection');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Nombre'), '  Jazz modal ');
    await user.type(screen.getByLabelText('Descripción'), 'Para las noches largas.');
    expect(screen.getByRole('radio', { name: 'Pública' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Privada' }));
    await user.click(await (await findPicker()).findByRole('button', { name: /Blue Train/ }));
    await user.click(pickerButton('Kind of Blue'));

    await user.click(screen.getByRole('button', { name: 'Crear colección' }));
    await user.type(screen.getByLabelText('Nombre'), '{Enter}');
    expect(screen.getByRole('button', { name: 'Crear colección' })).toBeDisabled();
    release();

    expect(await toasts().findByRole('status')).toHaveTextContent('La colección se ha creado con éxito.');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/collection/${COLLECTION_ID}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Jazz modal' })).toBeInTheDocument();
    const posts = api.callsTo('POST', '/api/collections');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({
      name: 'Jazz modal',
      description: 'Para las noches largas.',
      privacy: 'private',
      albumIds: ['77', '1234'],
    } satisfies CollectionBody);
  });

  it('says so when the create fails, and keeps what was typed', async () => {
    const { release } = withCreate(() =>
      apiError(400, 'ALBUM_NOT_OWNED', 'Solo puedes elegir álbumes que estén en tus álbumes.'),
    );
    release();
    const { router } = renderApp('/add-collection');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Nombre'), 'Jazz modal');
    await user.click(await (await findPicker()).findByRole('button', { name: /Kind of Blue/ }));
    await user.click(screen.getByRole('button', { name: 'Crear colección' }));

    // Said once, beside the form, with the server's reason; no toast repeats it.
    expect(
      await within(screen.getByRole('main')).findByText(
        'Solo puedes elegir álbumes que estén en tus álbumes.',
      ),
    ).toBeInTheDocument();
    expect(toasts().queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Nombre')).toHaveValue('Jazz modal');
    expect(router.state.location.pathname).toBe('/add-collection');
  });
});

describe('Edit collection form', () => {
  it('is filled in with the collection, and saves the changes', async () => {
    const api = mockApi({
      ...sessionHandlers(testUser).handlers,
      'GET /api/me/albums': myAlbumsPage,
      [`GET /api/collections/${COLLECTION_ID}`]: () =>
        json(collectionDetail({ albums: albums.slice(0, 2), albumCount: 2 })),
      [`PUT /api/collections/${COLLECTION_ID}`]: () => json(collectionDetail({ name: 'Jazz eléctrico' })),
    });
    const { router } = renderApp(`/edit-collection/${COLLECTION_ID}`);
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar colección' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Nombre')).toHaveValue('Jazz modal');
    expect(screen.getByLabelText('Descripción')).toHaveValue('Para las noches largas.');
    expect(screen.getByRole('radio', { name: 'Pública' })).toBeChecked();
    expect(await (await findPicker()).findByRole('button', { name: /Kind of Blue/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(pickerButton('Blue Train')).toHaveAttribute('aria-pressed', 'true');
    expect(pickerButton('Bitches Brew')).toHaveAttribute('aria-pressed', 'false');

    await user.clear(screen.getByLabelText('Nombre'));
    await user.type(screen.getByLabelText('Nombre'), 'Jazz eléctrico');
    await user.click(pickerButton('Kind of Blue'));
    await user.click(pickerButton('Bitches Brew'));
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    expect(await toasts().findByRole('status')).toHaveTextContent(
      'La colección se ha actualizado con éxito.',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(`/collection/${COLLECTION_ID}`));
    expect(api.callsTo('PUT', `/api/collections/${COLLECTION_ID}`)[0]?.body).toEqual({
      name: 'Jazz eléctrico',
      description: 'Para las noches largas.',
      privacy: 'public',
      albumIds: ['77', '61'],
    });
  });

  it('says so when the update fails', async () => {
    mockApi({
      ...sessionHandlers(testUser).handlers,
      'GET /api/me/albums': myAlbumsPage,
      [`GET /api/collections/${COLLECTION_ID}`]: () => json(collectionDetail()),
      [`PUT /api/collections/${COLLECTION_ID}`]: () => apiError(503, 'SERVICE_UNAVAILABLE', 'No disponible.'),
    });
    renderApp(`/edit-collection/${COLLECTION_ID}`);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Guardar cambios' }));
    expect(await within(screen.getByRole('main')).findByRole('alert')).toHaveTextContent(
      'Hubo un error actualizando la colección. Por favor, inténtalo de nuevo.',
    );
    expect(toasts().queryByRole('alert')).not.toBeInTheDocument();
  });

  it("refuses somebody else's collection: no form, and nothing can be sent", async () => {
    const api = mockApi({
      ...sessionHandlers(testUser).handlers,
      [`GET /api/collections/${COLLECTION_ID}`]: () =>
        json(collectionDetail({ isOwner: false, owner: { id: 'user-2', name: 'Rosa Discos' } })),
    });
    renderApp(`/edit-collection/${COLLECTION_ID}`);
    expect(await screen.findByText('No se encontró la colección.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Nombre')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar cambios' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/me/albums')).toHaveLength(0);
  });

  it.each([
    ['an unknown id', COLLECTION_ID],
    ['a malformed id', 'no-es-un-id'],
  ])('says the collection was not found for %s', async (_case, id) => {
    mockApi({
      ...sessionHandlers(testUser).handlers,
      [`GET /api/collections/${id}`]: () =>
        apiError(
          id === COLLECTION_ID ? 404 : 400,
          id === COLLECTION_ID ? 'NOT_FOUND' : 'VALIDATION_FAILED',
          'No se encontró la colección.',
        ),
    });
    renderApp(`/edit-collection/${id}`);
    expect(await screen.findByText('No se encontró la colección.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Nombre')).not.toBeInTheDocument();
  });
});

describe('Collection page', () => {
  it('shows the name, creator, description, privacy and albums as links; edit and delete for the owner', async () => {
    mockApi({
      ...sessionHandlers(testUser).handlers,
      [`GET /api/collections/${COLLECTION_ID}`]: () => json(collectionDetail()),
    });
    renderApp(`/collection/${COLLECTION_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Jazz modal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volver' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: testUser.name })).toHaveAttribute('href', `/user/${testUser.id}`);
    expect(screen.getByText('Para las noches largas.')).toBeInTheDocument();
    expect(screen.getByText('Pública')).toBeInTheDocument();
    const grid = screen.getByRole('list', { name: 'Álbumes de Jazz modal' });
    expect(
      within(grid)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/album/1234', '/album/77', '/album/61', '/album/90', '/album/91']);
    expect(screen.getByRole('link', { name: 'Editar colección' })).toHaveAttribute(
      'href',
      `/edit-collection/${COLLECTION_ID}`,
    );
    expect(screen.getByRole('button', { name: 'Eliminar colección' })).toBeInTheDocument();
  });

  it('has no edit or delete for anybody but the owner', async () => {
    mockApi({
      ...sessionHandlers(testUser).handlers,
      [`GET /api/collections/${COLLECTION_ID}`]: () =>
        json(collectionDetail({ isOwner: false, owner: { id: 'user-2', name: 'Rosa Discos' } })),
    });
    renderApp(`/collection/${COLLECTION_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Jazz modal' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rosa Discos' })).toHaveAttribute('href', '/user/user-2');
    expect(screen.queryByRole('link', { name: 'Editar colección' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar colección' })).not.toBeInTheDocument();
  });

  it("says 'No se encontró la colección.' for a 404", async () => {
    mockApi({
      ...sessionHandlers(testUser).handlers,
      [`GET /api/collections/${COLLECTION_ID}`]: () =>
        apiError(404, 'NOT_FOUND', 'No se encontró la colección.'),
    });
    renderApp(`/collection/${COLLECTION_ID}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('No se encontró la colección.');
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
  });

  it('says the load failed otherwise, with a retry that works', async () => {
    let fail = true;
    mockApi({
      ...sessionHandlers(testUser).handlers,
      [`GET /api/collections/${COLLECTION_ID}`]: () =>
        fail ? apiError(503, 'SERVICE_UNAVAILABLE', 'No disponible.') : json(collectionDetail()),
    });
    renderApp(`/collection/${COLLECTION_ID}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Hubo un error al cargar la colección. Por favor, inténtalo de nuevo.',
    );
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Jazz modal' })).toBeInTheDocument();
  });

  it('deletes only after confirmation, then goes to the collections', async () => {
    let deleted = false;
    const api = mockApi({
      ...sessionHandlers(testUser).handlers,
      [`GET /api/collections/${COLLECTION_ID}`]: () =>
        deleted ? apiError(404, 'NOT_FOUND', 'No se encontró la colección.') : json(collectionDetail()),
      [`DELETE /api/collections/${COLLECTION_ID}`]: () => {
        deleted = true;
        return noContent();
      },
    });
    const { router } = renderApp(`/collection/${COLLECTION_ID}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Eliminar colección' }));
    const dialog = screen.getByRole('dialog', { name: '¿Seguro que quieres eliminar esta colección?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('DELETE', `/api/collections/${COLLECTION_ID}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Eliminar colección' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await toasts().findByRole('status')).toHaveTextContent('La colección se ha eliminado con éxito.');
    await waitFor(() => expect(router.state.location.pathname).toBe('/collections'));
    expect(await screen.findByText('No has añadido ninguna colección todavía.')).toBeInTheDocument();
    expect(api.callsTo('DELETE', `/api/collections/${COLLECTION_ID}`)).toHaveLength(1);
    // Gone while it was leaving, the collection never showed as not found.
    expect(screen.queryByText('No se encontró la colección.')).not.toBeInTheDocument();
  });

  it('says so when the deletion fails, and stays', async () => {
    mockApi({
      ...sessionHandlers(testUser).handlers,
      [`GET /api/collections/${COLLECTION_ID}`]: () => json(collectionDetail()),
      [`DELETE /api/collections/${COLLECTION_ID}`]: () =>
        apiError(503, 'SERVICE_UNAVAILABLE', 'No disponible.'),
    });
    const { router } = renderApp(`/collection/${COLLECTION_ID}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Eliminar colección' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await toasts().findByRole('alert')).toHaveTextContent(
      'Hubo un error eliminando la colección. Por favor, inténtalo de nuevo.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Eliminar colección' })).toHaveFocus();
    expect(router.state.location.pathname).toBe(`/collection/${COLLECTION_ID}`);
  });
});

describe('Explorar collections', () => {
  it('lists public collections with their creator, filtered by the search', async () => {
    const api = mockApi({
      ...sessionHandlers(testUser).handlers,
      'GET /api/collections': () =>
        json({ ...emptyPage, items: [summary({ owner: { id: 'user-2', name: 'Rosa Discos' } })] }),
    });
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 2, name: 'Colecciones' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Colecciones' });
    expect(within(list).getByRole('link', { name: 'Jazz modal' })).toHaveAttribute(
      'href',
      `/collection/${COLLECTION_ID}`,
    );
    expect(within(list).getByRole('link', { name: 'Rosa Discos' })).toHaveAttribute('href', '/user/user-2');

    await userEvent.setup().type(screen.getByLabelText('Buscar por artista o álbum'), 'jazz');
    await waitFor(() => expect(api.callsTo('GET', '/api/collections').at(-1)?.query.get('q')).toBe('jazz'));
  });

  it('says when there are none', async () => {
    mockApi(sessionHandlers(testUser).handlers);
    renderApp('/');
    expect(await screen.findByText('No hay colecciones disponibles.')).toBeInTheDocument();
  });
});

describe('SocketProvider collection events', () => {
  it('refreshes the own collections and the badge when they changed in another tab', async () => {
    let items: CollectionSummary[] = [];
    let counts = zeroCounts;
    mockApi({
      ...sessionHandlers(testUser).handlers,
      'GET /api/me/counts': () => json(counts),
      'GET /api/me/collections': () => json({ ...emptyPage, items }),
    });
    const { sockets } = renderApp('/collections');
    expect(await screen.findByText('No has añadido ninguna colección todavía.')).toBeInTheDocument();
    await waitFor(() => expect(sockets[0]?.connected).toBe(true));

    items = [summary()];
    counts = { ...zeroCounts, collections: 1 };
    act(() => sockets[0]?.serverEmit('collections.changed'));
    expect(await screen.findByRole('link', { name: 'Jazz modal' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Colecciones (1)' })).toBeInTheDocument();
  });

  it('refreshes Explorar and the open collection when a public collection changed', async () => {
    let name = 'Jazz modal';
    mockApi({
      ...sessionHandlers(testUser).handlers,
      [`GET /api/collections/${COLLECTION_ID}`]: () =>
        json(collectionDetail({ name, isOwner: false, owner: { id: 'user-2', name: 'Rosa Discos' } })),
    });
    const { sockets } = renderApp(`/collection/${COLLECTION_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Jazz modal' })).toBeInTheDocument();
    await waitFor(() => expect(sockets[0]?.connected).toBe(true));

    name = 'Jazz eléctrico';
    act(() => sockets[0]?.serverEmit('collection.changed', { collectionId: COLLECTION_ID }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Jazz eléctrico' })).toBeInTheDocument();
  });
});
