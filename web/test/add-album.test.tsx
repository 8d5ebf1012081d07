import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { card, hit, searchPage } from './album-fixtures.ts';
import { apiError, json, mockApi, sessionHandlers, testUser } from './mock-api.ts';
import { renderApp } from './render-app.tsx';

const RATE_LIMITED = 'Demasiadas peticiones a Discogs. Intenta de nuevo en unos segundos.';
const toasts = () => within(screen.getByRole('region', { name: 'Notificaciones' }));

async function openAddAlbum(handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ ...sessionHandlers(testUser).handlers, ...handlers });
  const view = renderApp('/add-album');
  const input = await screen.findByLabelText('Buscar por artista o álbum');
  return { api, input, ...view };
}

/** Moves the fake clock by hand, letting React apply what the timers set off. */
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

const searches = (api: ReturnType<typeof mockApi>) =>
  api.callsTo('GET', '/api/music/search').map((call) => call.query.get('q'));

describe('Add album page', () => {
  // The clock moves by itself (so the app can load) and by hand (to cross the 1 s pause exactly).
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('asks for 3 characters and sends nothing with fewer', async () => {
    const { api, input } = await openAddAlbum();
    expect(input).toHaveAttribute('type', 'search');
    expect(input).toHaveAccessibleDescription('Escribe al menos 3 caracteres.');

    fireEvent.input(input, { target: { value: 'ki' } });
    advance(3000);
    expect(screen.getByText('Escribe al menos 3 caracteres.')).toBeInTheDocument();
    expect(searches(api)).toEqual([]);
  });

  it('searches once, 1 second after typing stops, and shows the results', async () => {
    const { api, input } = await openAddAlbum({
      'GET /api/music/search': () => json(searchPage([hit()])),
    });

    fireEvent.input(input, { target: { value: 'kin' } });
    advance(600);
    fireEvent.input(input, { target: { value: 'kind' } });
    advance(900);
    expect(searches(api)).toEqual([]);
    expect(screen.queryByText('Escribe al menos 3 caracteres.')).not.toBeInTheDocument();

    advance(100);
    expect(searches(api)).toEqual(['kind']);
    expect(await screen.findByRole('button', { name: 'Añadir Kind of Blue' })).toBeEnabled();
    expect(screen.getByText('Miles Davis')).toBeInTheDocument();
    expect(screen.getByText('1959 · Columbia')).toBeInTheDocument();
    expect(searches(api)).toEqual(['kind']);
  });

  it('submits nothing on Enter', async () => {
    const { api, input, router } = await openAddAlbum({
      'GET /api/music/search': () => json(searchPage([hit()])),
    });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    expect(input.closest('form')).toBeNull();

    await user.type(input, 'ki{Enter}');
    expect(router.state.location.pathname).toBe('/add-album');
    expect(searches(api)).toEqual([]);

    await user.type(input, 'n{Enter}');
    expect(searches(api)).toEqual([]);
    advance(1000);
    expect(searches(api)).toEqual(['kin']);
  });

  it('shows a loading status, then says when nothing was found', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { input } = await openAddAlbum({
      'GET /api/music/search': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    fireEvent.input(input, { target: { value: 'nada de nada' } });
    advance(1000);
    expect(await screen.findByRole('status')).toHaveTextContent('Buscando…');

    answer(json(searchPage([hit({ id: '9', name: '' })])));
    expect(await screen.findByText('No se encontraron álbumes.')).toBeInTheDocument();
  });

  it('shows the rate-limit message and tries again by itself 5 seconds later', async () => {
    let isLimited = true;
    const { api, input } = await openAddAlbum({
      'GET /api/music/search': () =>
        isLimited
          ? apiError(429, 'MUSIC_DATABASE_RATE_LIMITED', RATE_LIMITED)
          : json(searchPage([hit({ name: 'Nevermind', artist: 'Nirvana' })])),
    });
    fireEvent.input(input, { target: { value: 'nirvana nevermind' } });
    advance(1000);
    expect(await screen.findByRole('alert')).toHaveTextContent(RATE_LIMITED);
    expect(searches(api)).toHaveLength(1);

    isLimited = false;
    advance(5000);
    expect(await screen.findByRole('button', { name: 'Añadir Nevermind' })).toBeInTheDocument();
    expect(searches(api)).toHaveLength(2);
    expect(screen.queryByText(RATE_LIMITED)).not.toBeInTheDocument();
  });

  it("adds an album: 'Añadir' becomes an unavailable 'Añadido' that keeps focus, and a toast confirms it", async () => {
    const { api, input } = await openAddAlbum({
      'GET /api/music/search': () =>
        json(
          searchPage([hit(), hit({ id: '99', name: 'Blue Train', artist: 'John Coltrane', owned: true })]),
        ),
      'PUT /api/me/albums/1234': () => json({ ...hit(), addedAt: '2024-05-01T10:00:00.000Z' }),
    });
    fireEvent.input(input, { target: { value: 'blue' } });
    advance(1000);

    // Already owned: nothing to add, and no wishlist for it.
    expect(await screen.findByRole('button', { name: 'Añadido Blue Train' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.queryByRole('button', { name: /wishlist Blue Train/ })).not.toBeInTheDocument();
    const add = screen.getByRole('button', { name: 'Añadir Kind of Blue' });
    add.focus();
    fireEvent.click(add);
    fireEvent.click(add);

    const added = await screen.findByRole('button', { name: 'Añadido Kind of Blue' });
    expect(added).toHaveAttribute('aria-disabled', 'true');
    expect(await toasts().findByRole('status')).toHaveTextContent('Álbum añadido a tus álbumes.');
    // Focus stays on the card's button instead of falling to the page.
    expect(added).toHaveFocus();
    fireEvent.click(added);
    expect(api.callsTo('PUT', '/api/me/albums/1234')).toHaveLength(1);
    // Once owned, it has no wishlist button (SPEC.md §4).
    expect(screen.queryByRole('button', { name: /wishlist Kind of Blue/ })).not.toBeInTheDocument();
  });

  it("'Deshacer' after adding takes the album away again; an add that ended a wish offers none", async () => {
    const { api, input } = await openAddAlbum({
      'GET /api/music/search': () =>
        json(
          searchPage([
            hit(),
            hit({ id: '99', name: 'Blue Train', artist: 'John Coltrane', wishlisted: true }),
          ]),
        ),
      'PUT /api/me/albums/1234': () => json({ ...hit(), addedAt: '2024-05-01T10:00:00.000Z' }),
      'PUT /api/me/albums/99': () => json({ ...hit({ id: '99' }), addedAt: '2024-05-01T10:00:00.000Z' }),
      'DELETE /api/me/albums/1234': () => new Response(null, { status: 204 }),
    });
    fireEvent.input(input, { target: { value: 'blue' } });
    advance(1000);

    fireEvent.click(await screen.findByRole('button', { name: 'Añadir Kind of Blue' }));
    await screen.findByRole('button', { name: 'Añadido Kind of Blue' });
    fireEvent.click(await toasts().findByRole('button', { name: 'Deshacer' }));
    expect(await toasts().findByText('Deshecho.')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/api/me/albums/1234')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Añadir Kind of Blue' })).not.toHaveAttribute(
      'aria-disabled',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Añadir Blue Train' }));
    await screen.findByRole('button', { name: 'Añadido Blue Train' });
    expect(await toasts().findByText('Álbum añadido a tus álbumes.')).toBeInTheDocument();
    expect(toasts().queryByRole('button', { name: 'Deshacer' })).not.toBeInTheDocument();
  });

  it('shows format, country and catalogue number, and whether the album is wished for', async () => {
    await openAddAlbum({
      'GET /api/music/search': () =>
        json(
          searchPage([
            hit({ format: 'Vinyl, LP, Album', country: 'US', catalogNumber: 'CL 1355', wishlisted: true }),
            hit({ id: '99', name: 'Blue Train', artist: 'John Coltrane' }),
          ]),
        ),
    });
    fireEvent.input(screen.getByLabelText('Buscar por artista o álbum'), { target: { value: 'blue' } });
    advance(1000);
    const card = (await screen.findByRole('button', { name: 'Añadir Kind of Blue' })).closest('li')!;
    for (const detail of ['1959', 'Columbia', 'Vinyl, LP, Album', 'US', 'CL 1355'])
      expect(card).toHaveTextContent(detail);
    expect(within(card).getByRole('button', { name: 'Quitar de wishlist Kind of Blue' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Añadir a wishlist Blue Train' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('puts a result on the wishlist from its card', async () => {
    const { api, input } = await openAddAlbum({
      'GET /api/music/search': () => json(searchPage([hit()])),
      'PUT /api/me/wishlist/1234': () => json({ ...card(), addedAt: '2024-05-02T10:00:00.000Z' }),
    });
    fireEvent.input(input, { target: { value: 'blue' } });
    advance(1000);
    const wish = await screen.findByRole('button', { name: 'Añadir a wishlist Kind of Blue' });
    wish.focus();
    fireEvent.click(wish);
    const wished = await screen.findByRole('button', { name: 'Quitar de wishlist Kind of Blue' });
    expect(wished).toHaveAttribute('aria-pressed', 'true');
    // The same button, still focused: the search's own answer now says it is wished for.
    expect(wished).toHaveFocus();
    expect(await toasts().findByText('Álbum añadido a tu wishlist.')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/me/wishlist/1234')).toHaveLength(1);
  });

  it("loads the next page with 'Cargar más'", async () => {
    const { api, input } = await openAddAlbum({
      'GET /api/music/search': ({ url }) =>
        url.searchParams.get('page') === '2'
          ? json(searchPage([hit({ id: '2', name: 'Sketches of Spain' })], 2, false))
          : json(searchPage([hit()], 1, true)),
    });
    fireEvent.input(input, { target: { value: 'miles' } });
    advance(1000);
    fireEvent.click(await screen.findByRole('button', { name: 'Cargar más' }));

    expect(await screen.findByRole('button', { name: 'Añadir Sketches of Spain' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Añadir Kind of Blue' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cargar más' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/music/search').map((call) => call.query.get('page'))).toEqual(['1', '2']);
  });
});
