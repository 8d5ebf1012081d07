import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { card } from './album-fixtures.ts';
import { emptyPage, json, mockApi, sessionHandlers, testUser } from './mock-api.ts';
import { renderApp } from './render-app.tsx';

const SORT_LABELS = [
  'Más recientes',
  'Artista (A-Z)',
  'Artista (Z-A)',
  'Álbum (A-Z)',
  'Álbum (Z-A)',
  'Año (más recientes)',
  'Año (más antiguos)',
  'Género',
  'Más antiguos',
  'Artista (A-Z, sin «The», «Los», «Las»)',
  'Sello (A-Z)',
  'Estado (mejor primero)',
  'Mi valoración (mejor primero)',
];

const myAlbumsCalls = (api: ReturnType<typeof mockApi>) => api.callsTo('GET', '/api/me/albums');

describe('My albums page', () => {
  it('has the search, the sort select with its 13 options (most recent first) and the add button', async () => {
    mockApi(sessionHandlers(testUser).handlers);
    renderApp('/albums');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis álbumes' })).toBeInTheDocument();
    expect(screen.getByLabelText('Buscar en mis álbumes')).toHaveAttribute('type', 'search');
    const sort = screen.getByRole('combobox', { name: 'Ordenar por' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(SORT_LABELS);
    expect(sort).toHaveValue('dateAddedDesc');
    expect(screen.getByRole('link', { name: 'Añadir álbum' })).toHaveAttribute('href', '/add-album');
  });

  it('shows each album as a link to its page', async () => {
    mockApi({
      ...sessionHandlers(testUser).handlers,
      'GET /api/me/albums': () =>
        json({
          items: [
            card(),
            card({ id: '77', name: 'Blue Train', artist: 'John Coltrane' }),
            card({ id: '78', name: '' }),
          ],
          nextCursor: null,
        }),
    });
    renderApp('/albums');
    const grid = await screen.findByRole('list', { name: 'Mis álbumes' });
    const links = within(grid).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/album/1234', '/album/77']);
    expect(links[0]).toHaveTextContent('Kind of BlueMiles Davis');
  });

  it('sends the chosen sort and the search to the server', async () => {
    const api = mockApi(sessionHandlers(testUser).handlers);
    const { router } = renderApp('/albums');
    const user = userEvent.setup();
    await screen.findByText('No has añadido ningún álbum todavía.');
    expect(myAlbumsCalls(api)[0]?.query.get('sort')).toBe('dateAddedDesc');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Ordenar por' }), 'Artista (Z-A)');
    await waitFor(() => expect(myAlbumsCalls(api).at(-1)?.query.get('sort')).toBe('artistDesc'));
    expect(router.state.location.search).toBe('?sort=artistDesc');

    await user.type(screen.getByLabelText('Buscar en mis álbumes'), 'miles');
    await waitFor(() => expect(myAlbumsCalls(api).at(-1)?.query.get('q')).toBe('miles'));
    expect(myAlbumsCalls(api).at(-1)?.query.get('sort')).toBe('artistDesc');
    // Filtered with nothing found is not the same as having no albums.
    expect(await screen.findByText('No se encontraron álbumes.')).toBeInTheDocument();
  });

  it('says so when the user has no albums', async () => {
    mockApi(sessionHandlers(testUser).handlers);
    renderApp('/albums');
    expect(await screen.findByText('No has añadido ningún álbum todavía.')).toBeInTheDocument();
  });

  it("loads the next page with 'Cargar más'", async () => {
    const api = mockApi({
      ...sessionHandlers(testUser).handlers,
      'GET /api/me/albums': ({ url }) =>
        url.searchParams.get('cursor') === 'c2'
          ? json({ ...emptyPage, items: [card({ id: '2', name: 'Sketches of Spain' })] })
          : json({ items: [card()], nextCursor: 'c2' }),
    });
    renderApp('/albums');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Cargar más' }));
    expect(await screen.findByRole('link', { name: /Sketches of Spain/ })).toBeInTheDocument();
    expect(myAlbumsCalls(api).map((call) => call.query.get('cursor'))).toEqual([null, 'c2']);
    expect(screen.queryByRole('button', { name: 'Cargar más' })).not.toBeInTheDocument();
  });
});
