import type { MyAlbumsAll } from '@surcos/contracts/albums';
import type { Copy } from '@surcos/contracts/copies';
import type { Stats } from '@surcos/contracts/stats';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { card } from './album-fixtures.ts';
import { json, mockApi, sessionHandlers, testUser } from './mock-api.ts';
import { renderApp } from './render-app.tsx';

/*
 * Offline that answers: My albums is searched and filtered on the device from what it keeps,
 * its albums open with their copies, and what the device does not keep says 'Necesita conexión'
 * instead of spinning, then loads by itself when the connection returns.
 */

let onLine: MockInstance<() => boolean>;

function goOffline(): void {
  onLine.mockReturnValue(false);
  act(() => void window.dispatchEvent(new Event('offline')));
}

function goOnline(): void {
  onLine.mockReturnValue(true);
  act(() => void window.dispatchEvent(new Event('online')));
}

beforeEach(() => {
  localStorage.clear();
  onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);
  // jsdom has no idle callbacks: the device keeps My albums as soon as the list is shown.
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback, 0));
  vi.stubGlobal('cancelIdleCallback', (handle: number) => clearTimeout(handle));
});

afterEach(() => {
  onLine.mockRestore();
  vi.unstubAllGlobals();
  // The next test file shares this window: its queries must not wait for a connection.
  window.dispatchEvent(new Event('online'));
});

/** Offline, these never answer (the service worker keeps them not, or not yet); the rest stand for its cache. */
function failOfflineFor(paths: RegExp) {
  const served = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url, 'http://localhost').pathname;
    return navigator.onLine === false && paths.test(path)
      ? Promise.reject(new TypeError('Failed to fetch'))
      : served(input, init);
  });
}

const copy = (albumId: string, folder: string, mediaCondition: Copy['mediaCondition']): Copy => ({
  id: `${albumId}-${folder}`,
  albumId,
  folder,
  mediaCondition,
  sleeveCondition: null,
  notes: '',
  rating: 0,
  addedAt: '2024-05-01T10:00:00.000Z',
  customFields: {},
});

const myAlbumRow = (album: ReturnType<typeof card>, formats: string[], copies: Copy[]) => ({
  ...album,
  copyCount: copies.length,
  catalogNumber: '',
  format: formats[0] ?? '',
  grade: null,
  formats,
  copies,
});

/** Kind of Blue's Near Mint copy is in Jazz; Blue Train has one in 'Primeras ediciones'; so has Camarón, VG+. */
const all: MyAlbumsAll = {
  items: [
    myAlbumRow(
      card({ id: '1', addedAt: '2024-05-03T10:00:00.000Z' }),
      ['Vinyl, LP, Album'],
      [copy('1', 'Jazz', 'Near Mint (NM or M-)')],
    ),
    myAlbumRow(
      card({ id: '2', name: 'Blue Train', artist: 'John Coltrane', addedAt: '2024-05-02T10:00:00.000Z' }),
      ['CD, Album'],
      [copy('2', 'Jazz', 'Very Good (VG)'), copy('2', 'Primeras ediciones', 'Near Mint (NM or M-)')],
    ),
    myAlbumRow(
      card({
        id: '3',
        name: 'La leyenda del tiempo',
        artist: 'Camarón de la Isla',
        genre: 'Flamenco',
        addedAt: '2024-05-01T10:00:00.000Z',
      }),
      ['Vinyl, LP'],
      [copy('3', 'Primeras ediciones', 'Very Good Plus (VG+)')],
    ),
  ],
};

function withMyAlbums() {
  const api = mockApi({
    ...sessionHandlers(testUser).handlers,
    'GET /api/me/albums': () =>
      json({
        items: all.items.map(({ formats: _f, copies: _c, ...row }) => row),
        nextCursor: null,
        total: 3,
      }),
    'GET /api/me/albums/all': () => json(all),
    'GET /api/me/folders': () =>
      json({
        items: [
          { name: 'Jazz', copyCount: 2 },
          { name: 'Primeras ediciones', copyCount: 2 },
        ],
      }),
  });
  failOfflineFor(/^\/api\/(me\/albums|albums\/|me\/stats)/);
  return api;
}

const grid = () => screen.getByRole('list', { name: /álbumes/i });
const shownTitles = () =>
  within(grid())
    .queryAllByRole('link')
    .map((link) => link.textContent ?? '');

describe('My albums offline', () => {
  it('is searched and filtered on the device, copy filters within one copy, without asking the server', async () => {
    const api = withMyAlbums();
    renderApp('/albums');
    const user = userEvent.setup();
    // The page's chunk may be cold: its first transform can be slow on a busy machine.
    expect(await screen.findByText('3 álbumes', {}, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', '/api/me/albums/all')).toHaveLength(1));

    goOffline();
    const asked = api.callsTo('GET', '/api/me/albums').length;
    await user.type(screen.getByRole('searchbox', { name: 'Buscar en mis álbumes' }), 'camaron');
    await waitFor(() => expect(screen.getByText('1 álbum')).toBeInTheDocument());
    expect(shownTitles()).toEqual([expect.stringContaining('La leyenda del tiempo')]);

    await user.clear(screen.getByRole('searchbox', { name: 'Buscar en mis álbumes' }));
    await waitFor(() => expect(screen.getByText('3 álbumes')).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Carpeta' }), 'Primeras ediciones');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Estado del disco' }),
      'Near Mint (NM or M-)',
    );
    // Blue Train's Near Mint copy is in the folder; Kind of Blue's is not, Camarón's is not Near Mint.
    await waitFor(() => expect(screen.getByText('1 álbum')).toBeInTheDocument());
    expect(shownTitles()).toEqual([expect.stringContaining('Blue Train')]);
    expect(api.callsTo('GET', '/api/me/albums')).toHaveLength(asked);
  }, 15_000);

  it('keeps the whole list online without reading it: only answering on the device parses it', async () => {
    const api = withMyAlbums();
    const parse = vi.spyOn(JSON, 'parse');
    const readsAll = () => parse.mock.calls.filter(([text]) => String(text).includes('"copies"')).length;
    renderApp('/albums');
    expect(await screen.findByText('3 álbumes', {}, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', '/api/me/albums/all')).toHaveLength(1));
    // The answer has arrived and is kept: nothing has parsed it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(readsAll()).toBe(0);

    goOffline();
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar en mis álbumes' }), 'camaron');
    await waitFor(() => expect(screen.getByText('1 álbum')).toBeInTheDocument());
    expect(readsAll()).toBe(1);
    parse.mockRestore();
  }, 15_000);

  it('opens an owned album never opened before, with its copies, from what the device keeps', async () => {
    const api = withMyAlbums();
    const { router } = renderApp('/albums');
    // The page's chunk may be cold: its first transform can be slow on a busy machine.
    expect(await screen.findByText('3 álbumes', {}, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', '/api/me/albums/all')).toHaveLength(1));

    goOffline();
    act(() => router.navigate('/album/2'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Blue Train' })).toBeInTheDocument();
    const copies = await screen.findByRole('region', { name: 'Mis copias' });
    await waitFor(() => expect(within(copies).getAllByRole('listitem').length).toBeGreaterThanOrEqual(2));
    expect(within(copies).getByText(/Primeras ediciones/)).toBeInTheDocument();
  }, 15_000);
});

const stats: Stats = {
  scope: 'own',
  albums: 4,
  copies: 6,
  value: { total: 0, currency: 'USD', pricedAlbums: 0, pricedCopies: 0 },
  missing: { genre: 0, style: 0, year: 0, country: 0, label: 0 },
  genres: [],
  styles: [],
  formats: [],
  labels: [],
  countries: [],
  artists: [],
  decades: [],
  months: [],
};

describe('what the device does not keep', () => {
  it("says 'Necesita conexión' at once, even when the page was opened offline, and loads by itself once back online", async () => {
    mockApi({ ...sessionHandlers(testUser).handlers, 'GET /api/me/stats': () => json(stats) });
    failOfflineFor(/^\/api\/me\/stats$/);
    // Offline from the start: no 'offline' event ever comes.
    onLine.mockReturnValue(false);
    renderApp('/stats');
    expect(await screen.findByText('Necesita conexión', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText('Cargando estadísticas…')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();

    goOnline();
    expect(await screen.findByText('Álbumes', { selector: 'dt' })).toBeInTheDocument();
    expect(screen.queryByText('Necesita conexión')).not.toBeInTheDocument();
  });
});
