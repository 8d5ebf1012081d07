import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { card } from './album-fixtures.ts';
import { json, mockApi, sessionHandlers, testUser } from './mock-api.ts';
import { renderApp } from './render-app.tsx';

const myAlbumsCalls = (api: ReturnType<typeof mockApi>) => api.callsTo('GET', '/api/me/albums');

/** Two albums, the first page counting 37 in all; each row as the table shows it. */
const page = {
  items: [
    { ...card(), catalogNumber: 'CL 1355', format: 'Vinyl, LP, Album', grade: 'Near Mint (NM or M-)' },
    { ...card({ id: '77', name: 'Blue Train', artist: 'John Coltrane', label: 'Blue Note' }), grade: null },
  ],
  nextCursor: null,
  total: 37,
};

function withAlbums() {
  return mockApi({
    ...sessionHandlers(testUser).handlers,
    'GET /api/me/albums': () => json(page),
    'GET /api/me/folders': () =>
      json({
        items: [
          { name: 'Primeras ediciones', copyCount: 3 },
          { name: 'Uncategorized', copyCount: 5 },
        ],
      }),
  });
}

beforeEach(() => localStorage.clear());

describe('My albums: filters', () => {
  it("'Filtrar' opens the panel; each filter becomes a chip; the count is the server's; 'Limpiar filtros' takes them all off", async () => {
    const api = withAlbums();
    const { router } = renderApp('/albums');
    const user = userEvent.setup();
    expect(await screen.findByText('37 álbumes')).toHaveAttribute('role', 'status');

    const filtrar = screen.getByRole('button', { name: 'Filtrar' });
    expect(filtrar).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('combobox', { name: 'Carpeta' })).not.toBeInTheDocument();
    await user.click(filtrar);
    expect(filtrar).toHaveAttribute('aria-expanded', 'true');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Carpeta' }), 'Primeras ediciones');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Estado del disco' }),
      'Near Mint (NM or M-)',
    );
    await waitFor(() =>
      expect(myAlbumsCalls(api).at(-1)?.query.get('condition')).toBe('Near Mint (NM or M-)'),
    );
    expect(myAlbumsCalls(api).at(-1)?.query.get('folder')).toBe('Primeras ediciones');

    const chips = screen.getByRole('list', { name: 'Filtros activos' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.getAttribute('aria-label')),
    ).toEqual([
      'Quitar filtro: Carpeta: Primeras ediciones',
      expect.stringMatching(/^Quitar filtro: Estado del disco: /),
    ]);

    // One chip off: only its filter goes.
    await user.click(within(chips).getAllByRole('button')[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.search).not.toContain('folder'));
    expect(router.state.location.search).toContain('condition');

    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('list', { name: 'Filtros activos' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Limpiar filtros' })).not.toBeInTheDocument();
  });

  it('opens with the chips of the filters in the address', async () => {
    withAlbums();
    renderApp('/albums?format=LP&sort=labelAsc');
    const chips = await screen.findByRole('list', { name: 'Filtros activos' });
    expect(within(chips).getByRole('button')).toHaveTextContent('Formato: LP');
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveValue('labelAsc');
  });
});

describe('My albums: the table view', () => {
  it('shows the table with its columns, sorts by a header, and is remembered on this device', async () => {
    const api = withAlbums();
    const { router, unmount } = renderApp('/albums');
    const user = userEvent.setup();
    await screen.findByRole('list', { name: 'Mis álbumes' });
    expect(screen.getByRole('button', { name: 'Cuadrícula' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Tabla' }));
    const table = await screen.findByRole('table', { name: 'Mis álbumes' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent?.replace(/[▲▼↕]/g, '')),
    ).toEqual(['Artista', 'Título', 'Sello', 'Nº de catálogo', 'Formato', 'Estado', 'Añadido']);
    expect(within(table).getByRole('link', { name: 'Kind of Blue' })).toHaveAttribute('href', '/album/1234');
    expect(within(table).getByText('CL 1355')).toBeInTheDocument();
    expect(localStorage.getItem('surcos.myAlbums.view')).toBe('table');

    const added = within(table).getByRole('columnheader', { name: /Añadido/ });
    expect(added).toHaveAttribute('aria-sort', 'descending');
    await user.click(within(added).getByRole('button'));
    await waitFor(() => expect(myAlbumsCalls(api).at(-1)?.query.get('sort')).toBe('dateAddedAsc'));
    expect(within(table).getByRole('columnheader', { name: /Añadido/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );

    const artist = within(table).getByRole('columnheader', { name: /Artista/ });
    expect(artist).not.toHaveAttribute('aria-sort');
    await user.click(within(artist).getByRole('button'));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=artistAsc'));
    expect(within(table).getByRole('columnheader', { name: /Artista/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await user.click(
      within(within(table).getByRole('columnheader', { name: /Artista/ })).getByRole('button'),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?sort=artistDesc'));
    // Catalogue number has no order of its own: a plain header.
    expect(
      within(within(table).getByRole('columnheader', { name: 'Nº de catálogo' })).queryByRole('button'),
    ).toBeNull();

    // Another visit on this device opens on the table.
    unmount();
    renderApp('/albums');
    expect(await screen.findByRole('table', { name: 'Mis álbumes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tabla' })).toHaveAttribute('aria-pressed', 'true');
  });
});
