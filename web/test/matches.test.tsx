import type { Conversation } from '@surcos/contracts/messages';
import type { AlbumMatches, PersonMatches } from '@surcos/contracts/matches';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { card, detail } from './album-fixtures.ts';
import { emptyPage, json, mockApi, sessionHandlers, testUser } from './mock-api.ts';
import { renderApp } from './render-app.tsx';

const bea = { id: 'u-bea', name: 'Bea Discos' };
const carlos = { id: 'u-carlos', name: 'Carlos Vinilo' };
/** A followed account of another Surcos: its id is its actor's address. */
const dani = {
  id: 'https://otro.example/users/dani',
  name: 'Dani Surcos',
  remote: {
    address: '@dani@otro.example',
    avatarUrl: null,
  },
};

/** Answers the per-album matches from a table; albums not in it match nobody. */
const albumMatches =
  (table: Record<string, Omit<AlbumMatches, 'albumId'>>) =>
  ({ url }: { url: URL }) =>
    json({
      albums: (url.searchParams.get('ids') ?? '').split(',').map((albumId) => ({
        albumId,
        ...(table[albumId] ?? { owners: [], wishers: [] }),
      })),
    });

describe("'Lo tienen:' on the wishlist", () => {
  it('names the followed owners of each entry, marks another pressing, and asks once for the page', async () => {
    const api = mockApi({
      ...sessionHandlers(testUser).handlers,
      'GET /api/me/wishlist': () =>
        json({
          ...emptyPage,
          items: [card({ id: '10', name: 'Blue Train' }), card({ id: '11', name: 'Kind of Blue' })],
        }),
      'GET /api/me/matches/albums': albumMatches({
        '10': {
          owners: [
            { ...bea, level: 'release' },
            { ...carlos, level: 'master' },
          ],
          wishers: [],
        },
      }),
    });
    renderApp('/wishlist');
    const entry = (await screen.findByRole('link', { name: 'Blue Train' })).closest<HTMLElement>(
      '[role="listitem"]',
    )!;
    expect(await within(entry).findByText('Lo tienen:')).toBeInTheDocument();
    expect(within(entry).getByRole('link', { name: 'Bea Discos' })).toHaveAttribute('href', '/user/u-bea');
    expect(within(entry).getByRole('link', { name: 'Carlos Vinilo' })).toHaveAttribute(
      'href',
      '/user/u-carlos',
    );
    expect(entry).toHaveTextContent('Lo tienen: Bea Discos, Carlos Vinilo (otra edición)');
    const other = screen
      .getByRole('link', { name: 'Kind of Blue' })
      .closest<HTMLElement>('[role="listitem"]')!;
    expect(within(other).queryByText('Lo tienen:')).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/me/matches/albums')).toHaveLength(1);
    expect(api.callsTo('GET', '/api/me/matches/albums')[0]!.query.get('ids')).toBe('10,11');
    expect(screen.getByRole('link', { name: 'Coincidencias' })).toHaveAttribute('href', '/matches');
  });

  it('names an owner on another server, leading to their profile as fetched here', async () => {
    mockApi({
      ...sessionHandlers(testUser).handlers,
      'GET /api/me/wishlist': () => json({ ...emptyPage, items: [card({ id: '10', name: 'Blue Train' })] }),
      'GET /api/me/matches/albums': albumMatches({
        '10': {
          owners: [
            { ...bea, level: 'release' },
            { ...dani, level: 'master' },
          ],
          wishers: [],
        },
      }),
    });
    renderApp('/wishlist');
    const entry = (await screen.findByRole('link', { name: 'Blue Train' })).closest<HTMLElement>(
      '[role="listitem"]',
    )!;
    expect(await within(entry).findByRole('link', { name: 'Dani Surcos' })).toHaveAttribute(
      'href',
      '/remote/@dani@otro.example',
    );
    expect(entry).toHaveTextContent('Lo tienen: Bea Discos, ');
    expect(entry).toHaveTextContent('Dani Surcos@dani@otro.example (otra edición)');
  });

  it('appears live when a followed user adds the record', async () => {
    let owners: AlbumMatches['owners'] = [];
    mockApi({
      ...sessionHandlers(testUser).handlers,
      'GET /api/me/wishlist': () => json({ ...emptyPage, items: [card({ id: '10', name: 'Blue Train' })] }),
      'GET /api/me/matches/albums': ({ url }) => albumMatches({ '10': { owners, wishers: [] } })({ url }),
    });
    const { sockets } = renderApp('/wishlist');
    await screen.findByRole('link', { name: 'Blue Train' });
    await waitFor(() => expect(sockets[0]?.connected).toBe(true));
    expect(screen.queryByText('Lo tienen:')).not.toBeInTheDocument();
    owners = [{ ...bea, level: 'release' }];
    act(() => sockets[0]?.serverEmit('matches.changed'));
    expect(await screen.findByText('Lo tienen:')).toBeInTheDocument();
  });
});

describe("'Lo buscan:'", () => {
  it('shows on My albums', async () => {
    mockApi({
      ...sessionHandlers(testUser).handlers,
      'GET /api/me/albums': () => json({ ...emptyPage, items: [card({ id: '20', name: 'Giant Steps' })] }),
      'GET /api/me/matches/albums': albumMatches({
        '20': { owners: [], wishers: [{ ...bea, level: 'release' }] },
      }),
    });
    renderApp('/albums');
    const entry = (await screen.findByRole('link', { name: /Giant Steps/ })).closest<HTMLElement>(
      '[role="listitem"]',
    )!;
    expect(await within(entry).findByText('Lo buscan:')).toBeInTheDocument();
    expect(within(entry).getByRole('link', { name: 'Bea Discos' })).toHaveAttribute('href', '/user/u-bea');
  });

  it('shows on the album page', async () => {
    mockApi({
      ...sessionHandlers(testUser).handlers,
      'GET /api/albums/1234': () => json(detail({ viewer: { owns: true, wishlisted: false } })),
      'GET /api/me/albums/1234/copies': () => json({ items: [] }),
      'GET /api/me/matches/albums': albumMatches({
        '1234': { owners: [], wishers: [{ ...carlos, level: 'master' }] },
      }),
    });
    renderApp('/album/1234');
    expect(await screen.findByText('Lo buscan:')).toBeInTheDocument();
    expect(screen.getByText('Lo buscan:').parentElement).toHaveTextContent(
      'Lo buscan: Carlos Vinilo (otra edición)',
    );
  });
});

describe('Coincidencias page', () => {
  const person = (overrides: Partial<PersonMatches> = {}): PersonMatches => ({
    user: bea,
    theyHave: [
      {
        album: card({ id: '10', name: 'Blue Train', artist: 'John Coltrane' }),
        theirs: card({ id: '99', name: 'Blue Train', label: 'Blue Note', year: '1957' }),
        level: 'master',
      },
    ],
    theyWant: [
      {
        album: card({ id: '20', name: 'Giant Steps', artist: 'John Coltrane' }),
        theirs: card({ id: '20', name: 'Giant Steps' }),
        level: 'release',
      },
    ],
    ...overrides,
  });

  it('says so when nothing matches', async () => {
    mockApi(sessionHandlers(testUser).handlers);
    renderApp('/matches');
    expect(await screen.findByRole('heading', { level: 1, name: 'Coincidencias' })).toBeInTheDocument();
    expect(await screen.findByText(/Aún no hay coincidencias/)).toBeInTheDocument();
  });

  it('groups by person and opens the conversation with a message about the record', async () => {
    const conversation: Conversation = {
      id: 'c1',
      otherUser: bea,
      lastMessage: '',
      lastActivityAt: new Date().toISOString(),
      read: true,
    };
    const api = mockApi({
      ...sessionHandlers(testUser).handlers,
      'GET /api/me/matches': () => json({ ...emptyPage, items: [person()] }),
      'POST /api/conversations': () => json(conversation),
      'GET /api/conversations': () => json({ ...emptyPage, items: [conversation] }),
      'GET /api/conversations/c1': () => json(conversation),
      'GET /api/conversations/c1/messages': () => json({ items: [], hasMore: false }),
      'POST /api/conversations/c1/read': () => new Response(null, { status: 204 }),
    });
    renderApp('/matches');
    const section = await screen.findByRole('region', { name: 'Bea Discos' });
    expect(
      within(section).getByRole('heading', { level: 3, name: 'Bea Discos tiene discos de tu wishlist' }),
    ).toBeInTheDocument();
    expect(
      within(section).getByRole('heading', { level: 3, name: 'Bea Discos busca discos que tienes' }),
    ).toBeInTheDocument();
    expect(section).toHaveTextContent('otra edición · Su edición: Blue Train (Blue Note, 1957)');
    expect(section).toHaveTextContent('misma edición');

    await userEvent
      .setup()
      .click(
        within(section).getByRole('button', { name: 'Escribir sobre este disco a Bea Discos: Blue Train' }),
      );
    expect(await screen.findByRole('textbox', { name: 'Mensaje' })).toHaveValue(
      '¡Hola! He visto que tienes «Blue Train» de John Coltrane, que está en mi wishlist. ¿Te interesaría cambiarlo o venderlo?',
    );
    expect(api.callsTo('POST', '/api/conversations')[0]!.body).toEqual({ userId: 'u-bea' });
    // Nothing is sent until the user sends it.
    expect(api.callsTo('POST', '/api/conversations/c1/messages')).toHaveLength(0);
  });

  it('lists an account of another server, with a pressing not stored here, and no message', async () => {
    mockApi({
      ...sessionHandlers(testUser).handlers,
      'GET /api/me/matches': () =>
        json({
          ...emptyPage,
          items: [
            person({
              user: dani,
              theyHave: [
                {
                  album: card({ id: '10', name: 'Blue Train', artist: 'John Coltrane' }),
                  theirs: null,
                  level: 'master',
                },
              ],
            }),
          ],
        }),
    });
    renderApp('/matches');
    const section = await screen.findByRole('region', { name: /Dani Surcos/ });
    expect(within(section).getByRole('link', { name: 'Dani Surcos' })).toHaveAttribute(
      'href',
      '/remote/@dani@otro.example',
    );
    expect(section).toHaveTextContent('@dani@otro.example');
    expect(section).toHaveTextContent('Blue TrainJohn Coltraneotra edición');
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
  });
});
