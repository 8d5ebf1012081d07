import type { Stats } from '@surcos/contracts/stats';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, mockApi, sessionHandlers, testUser } from './mock-api.ts';
import { stubIntersectionObserver } from './intersection.ts';
import { renderApp } from './render-app.tsx';

const stats = (overrides: Partial<Stats> = {}): Stats => ({
  scope: 'own',
  albums: 4,
  copies: 6,
  value: { total: 51.5, currency: 'USD', pricedAlbums: 2, pricedCopies: 4 },
  missing: { genre: 0, style: 0, year: 0, country: 0, label: 0 },
  genres: [
    { name: 'Rock', count: 2 },
    { name: 'Pop', count: 1 },
  ],
  styles: [{ name: 'Folk Rock', count: 2 }],
  formats: [
    { name: 'Vinyl', count: 4 },
    { name: 'CD', count: 2 },
  ],
  labels: [{ name: 'Columbia', count: 2 }],
  countries: [{ name: 'US', count: 2 }],
  artists: [{ name: 'Simon & Garfunkel', count: 2 }],
  decades: [{ decade: 1970, count: 1 }],
  months: [
    { month: '2024-01', count: 2 },
    { month: '2024-02', count: 0 },
  ],
  ...overrides,
});

const empty = stats({
  albums: 0,
  copies: 0,
  value: { total: 0, currency: 'USD', pricedAlbums: 0, pricedCopies: 0 },
  genres: [],
  styles: [],
  formats: [],
  labels: [],
  countries: [],
  artists: [],
  decades: [],
  months: [],
});

beforeEach(() => {
  // jsdom draws no canvas: the charts' tables carry the data there.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('Stats page', () => {
  it('shows the totals, the value and every chart with its data as a table', async () => {
    mockApi({ ...sessionHandlers(testUser).handlers, 'GET /api/me/stats': () => json(stats()) });
    renderApp('/stats');
    expect(await screen.findByRole('heading', { level: 1, name: 'Estadísticas' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Estadísticas · Surcos'));
    const figure = (label: string) =>
      within(screen.getByText(label, { selector: 'dt' }).parentElement as HTMLElement).getByRole(
        'definition',
      );
    expect(await screen.findByText('Álbumes', { selector: 'dt' })).toBeInTheDocument();
    expect(figure('Álbumes')).toHaveTextContent('4');
    expect(figure('Copias')).toHaveTextContent('6');
    expect(figure('Valor estimado')).toHaveTextContent(/51,50/);
    expect(screen.getByText(/2 de 4 álbumes tienen precio/)).toBeInTheDocument();

    for (const title of [
      'Álbumes añadidos por mes',
      'Géneros',
      'Estilos',
      'Décadas',
      'Formatos (copias)',
      'Países',
      'Artistas principales',
      'Sellos principales',
    ]) {
      expect(screen.getByRole('figure', { name: title })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    expect(cells(screen.getByRole('table', { name: 'Géneros' }))).toEqual([
      ['Rock', '2'],
      ['Pop', '1'],
    ]);
    expect(cells(screen.getByRole('table', { name: 'Formatos (copias)' }))).toEqual([
      ['Vinyl', '4'],
      ['CD', '2'],
    ]);
    expect(cells(screen.getByRole('table', { name: 'Décadas' }))).toEqual([['Años 1970', '1']]);
    expect(cells(screen.getByRole('table', { name: 'Álbumes añadidos por mes' }))).toHaveLength(2);
  });

  it('footnotes what each chart leaves out, and hides a value no price backs', async () => {
    const partial = stats({
      albums: 50,
      value: { total: 0, currency: 'USD', pricedAlbums: 0, pricedCopies: 0 },
      missing: { genre: 48, style: 1, year: 3, country: 0, label: 2 },
    });
    mockApi({ ...sessionHandlers(testUser).handlers, 'GET /api/me/stats': () => json(partial) });
    renderApp('/stats');
    const genres = await screen.findByRole('figure', { name: 'Géneros' });
    expect(within(genres).getByText('48 discos sin género.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('figure', { name: 'Estilos' })).getByText('1 disco sin estilo.'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('figure', { name: 'Décadas' })).getByText('3 discos sin año.'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('figure', { name: 'Sellos principales' })).getByText('2 discos sin sello.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/sin país/)).not.toBeInTheDocument();
    // No price known: no value at all, never '0,00 US$'.
    expect(screen.queryByText('Valor estimado', { selector: 'dt' })).not.toBeInTheDocument();
    expect(screen.queryByText(/0,00/)).not.toBeInTheDocument();
    expect(
      screen.getByText('Ningún disco tiene precio en Discogs, así que no se calcula su valor.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Moneda' })).not.toBeInTheDocument();
  });

  it('reads the value in euros by default, says it is not converted, and remembers the choice', async () => {
    localStorage.removeItem('surcos.stats.currency');
    mockApi({ ...sessionHandlers(testUser).handlers, 'GET /api/me/stats': () => json(stats()) });
    const { unmount } = renderApp('/stats');
    const choice = await screen.findByRole('combobox', { name: 'Moneda' });
    expect(choice).toHaveValue('EUR');
    // Discogs' prices are in dollars and no rate is known: shown as they are, and said so.
    expect(
      screen.getByText(
        'Los precios de Discogs están en dólares estadounidenses: sin un tipo de cambio fiable, Surcos no los convierte a euros.',
      ),
    ).toBeInTheDocument();
    await userEvent.selectOptions(choice, 'USD');
    expect(screen.queryByText(/no los convierte/)).not.toBeInTheDocument();
    expect(localStorage.getItem('surcos.stats.currency')).toBe('USD');
    unmount();
    renderApp('/stats');
    expect(await screen.findByRole('combobox', { name: 'Moneda' })).toHaveValue('USD');
    localStorage.removeItem('surcos.stats.currency');
  });

  it('draws a chart only once it is about to be seen, its table there all along', async () => {
    const { bringNear } = stubIntersectionObserver();
    mockApi({ ...sessionHandlers(testUser).handlers, 'GET /api/me/stats': () => json(stats()) });
    renderApp('/stats');
    const genres = await screen.findByRole('figure', { name: 'Géneros' });
    expect(within(genres).getByRole('table', { name: 'Géneros' })).toBeInTheDocument();
    expect(genres.querySelector('canvas')).toBeNull();

    bringNear(genres);
    await waitFor(() => expect(genres.querySelector('canvas')).not.toBeNull());
    expect(screen.getByRole('figure', { name: 'Décadas' }).querySelector('canvas')).toBeNull();
  });

  it('says there is nothing yet for an empty collection', async () => {
    mockApi({ ...sessionHandlers(testUser).handlers, 'GET /api/me/stats': () => json(empty) });
    renderApp('/stats');
    expect(
      await screen.findByText('Aún no hay estadísticas: añade álbumes a tu colección para verlas aquí.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it('shows an error with a retry that works', async () => {
    let fails = true;
    mockApi({
      ...sessionHandlers(testUser).handlers,
      'GET /api/me/stats': () =>
        fails ? apiError(503, 'SERVICE_UNAVAILABLE', 'Servicio no disponible.') : json(stats()),
    });
    renderApp('/stats');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    fails = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('table', { name: 'Géneros' })).toBeInTheDocument();
  });

  it('refreshes when the albums change in another tab', async () => {
    let current = empty;
    mockApi({ ...sessionHandlers(testUser).handlers, 'GET /api/me/stats': () => json(current) });
    const { sockets } = renderApp('/stats');
    expect(await screen.findByText(/Aún no hay estadísticas/)).toBeInTheDocument();
    current = stats();
    await waitFor(() => expect(sockets.length).toBeGreaterThan(0));
    sockets[0]!.serverEmit('albums.changed');
    expect(await screen.findByRole('table', { name: 'Géneros' })).toBeInTheDocument();
  });

  it('sends visitors to the login', async () => {
    mockApi({ ...sessionHandlers(null).handlers });
    const { router } = renderApp('/stats');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('is reachable from Perfil', async () => {
    mockApi({ ...sessionHandlers(testUser).handlers });
    renderApp('/profile');
    expect(await screen.findByRole('link', { name: 'Mis estadísticas' })).toHaveAttribute('href', '/stats');
  });
});
