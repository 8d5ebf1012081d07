import { type FeedItem, remotePostImagePath } from '@surcos/contracts/feed';
import { remoteAvatarPath } from '@surcos/contracts/remote-follows';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { card } from './album-fixtures.ts';
import { emptyPage, json, mockApi, sessionHandlers, testUser, zeroCounts } from './mock-api.ts';
import { renderApp } from './render-app.tsx';
import { albumItem, collectionItem, minutesAgo } from './social-fixtures.ts';

const rosaOf = () => (albumItem() as Extract<FeedItem, { type: 'album' }>).user;

const nav = () => screen.findByRole('navigation', { name: 'Principal' });
const noContent = () => new Response(null, { status: 204 });

/** A server whose '¡Nuevos!' flag clears when the feed is visited. */
function feedServer(initialItems: FeedItem[], { hasNew = false } = {}) {
  let items = initialItems;
  let feedHasNew = hasNew;
  const api = mockApi({
    ...sessionHandlers(testUser).handlers,
    'GET /api/me/counts': () => json({ ...zeroCounts, feedHasNew }),
    'GET /api/feed': () => json({ ...emptyPage, items }),
    'POST /api/feed/visit': () => {
      feedHasNew = false;
      return noContent();
    },
  });
  return {
    api,
    /** A followed user adds something: the server flags the feed. */
    add: (item: FeedItem) => {
      items = [item, ...items];
      feedHasNew = true;
    },
  };
}

describe('Feed page', () => {
  it('shows albums added and collections created by followed users, with who and when', async () => {
    feedServer([
      albumItem({
        at: minutesAgo(5),
        album: card({ id: '61', name: 'Bitches Brew', artist: 'Miles Davis', image: '/covers/61' }),
      }),
      collectionItem({ at: '2024-05-01T10:00:00.000Z' }),
    ]);
    renderApp('/feed');
    const feed = await screen.findByRole('list', { name: 'Novedades de los usuarios que sigues' });
    const [albumEntry, collectionEntry] = within(feed).getAllByRole('listitem') as [HTMLElement, HTMLElement];

    const album = within(albumEntry);
    expect(album.getByRole('heading', { level: 2, name: 'Bitches Brew' })).toBeInTheDocument();
    expect(album.getByRole('link', { name: 'Bitches Brew' })).toHaveAttribute('href', '/album/61');
    expect(album.getByText('Miles Davis')).toBeInTheDocument();
    expect(albumEntry.querySelector('img')).toHaveAttribute('src', '/covers/61/640');
    expect(albumEntry).toHaveTextContent('Añadido por Rosa Discos · hace 5 minutos');
    expect(album.getByRole('link', { name: 'Rosa Discos' })).toHaveAttribute('href', '/user/user-2');

    const collection = within(collectionEntry);
    expect(collection.getByRole('link', { name: 'Jazz de domingo' })).toHaveAttribute(
      'href',
      '/collection/c1',
    );
    expect(collection.getByText('5 álbumes')).toBeInTheDocument();
    expect(collectionEntry).toHaveTextContent('Creada por Rosa Discos · 1 de mayo de 2024');
    expect(collectionEntry.querySelector('time')).toHaveAttribute('datetime', '2024-05-01T10:00:00.000Z');
  });

  it("shows a person's burst of adds as one card with the covers, and flags wishes", async () => {
    const album = (id: string, minutes: number, wished = false) => ({
      ...card({ id, name: `Disco ${id}`, addedAt: minutesAgo(minutes) }),
      wished,
    });
    let calls = 0;
    mockApi({
      ...sessionHandlers(testUser).handlers,
      'GET /api/me/counts': () => json(zeroCounts),
      // The page's last add is Rosa's too, and just as recent: the web joins it to her card.
      'GET /api/feed': () =>
        (calls += 1) === 1
          ? json({
              items: [
                albumItem({
                  at: minutesAgo(1),
                  user: { id: 'user-3', name: 'Luis' },
                  album: card({ id: '90', name: 'Deseado' }),
                  wished: true,
                }),
                {
                  type: 'albums',
                  at: minutesAgo(30),
                  user: rosaOf(),
                  albums: [album('71', 30), album('72', 35, true)],
                },
                albumItem({ at: minutesAgo(40), album: album('73', 40) }),
              ],
              nextCursor: null,
            })
          : json(emptyPage),
      'POST /api/feed/visit': () => noContent(),
    });
    renderApp('/feed');
    const feed = await screen.findByRole('list', { name: 'Novedades de los usuarios que sigues' });
    const single = await within(feed).findByRole('heading', { level: 2, name: 'Deseado' });
    expect(single.closest('article')).toHaveTextContent('¡Está en tu wishlist!');
    const burst = (await within(feed).findByText('Rosa Discos añadió 3 discos')).closest('article')!;
    expect(burst).toHaveTextContent('¡Uno está en tu wishlist!');
    expect(
      within(burst)
        .getAllByRole('link', { name: /Disco 7/ })
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/album/71', '/album/72', '/album/73']);
    expect(within(burst).getByRole('link', { name: 'Disco 72 · ¡Está en tu wishlist!' })).toBeInTheDocument();
  });

  it('shows a post of an account on another server as such: its account, text, image and a link out', async () => {
    const actorUrl = 'https://discos.example/users/bob';
    const postId = 'https://discos.example/users/bob/statuses/1';
    const { api } = feedServer([
      {
        type: 'remote',
        at: minutesAgo(3),
        id: postId,
        account: {
          actorUrl,
          address: '@bob@discos.example',
          name: 'Bob Discos',
          avatarUrl: remoteAvatarPath(actorUrl),
        },
        text: 'Hola <script>alert(1)</script>\nsegunda línea',
        contentWarning: null,
        url: `${postId}/page`,
        imageUrl: remotePostImagePath(postId),
      },
      albumItem({ at: minutesAgo(5) }),
    ]);
    renderApp('/feed');
    const feed = await screen.findByRole('list', { name: 'Novedades de los usuarios que sigues' });
    const [remoteEntry] = within(feed).getAllByRole('listitem') as [HTMLElement];
    const entry = within(remoteEntry);
    expect(entry.getByText('En otro servidor')).toBeInTheDocument();
    expect(remoteEntry).toHaveTextContent('@bob@discos.example · hace 3 minutos');
    expect(entry.getByRole('link', { name: 'Bob Discos' })).toHaveAttribute(
      'href',
      '/remote/@bob@discos.example',
    );
    // Text, never markup: the page makes no element of it.
    expect(entry.getByText(/Hola <script>alert\(1\)<\/script>/)).toBeInTheDocument();
    expect(remoteEntry.querySelector('script')).toBeNull();
    const out = entry.getByRole('link', { name: 'Ver la publicación en su servidor' });
    expect(out).toHaveAttribute('href', `${postId}/page`);
    expect(out).toHaveAttribute('rel', expect.stringContaining('noopener'));
    // Pictures only from this server.
    expect(
      entry.getByRole('img', { name: 'Imagen de la publicación de @bob@discos.example' }),
    ).toHaveAttribute('src', remotePostImagePath(postId));
    for (const image of remoteEntry.querySelectorAll('img')) expect(image.getAttribute('src')).toMatch(/^\//);
    // Reachable by keyboard: both links are in the tab order.
    const user = userEvent.setup();
    const links = entry.getAllByRole('link');
    for (let step = 0; step < 40 && document.activeElement !== links[0]; step += 1) await user.tab();
    expect(links[0]).toHaveFocus();
    await user.tab();
    expect(links.at(-1)).toHaveFocus();
    // 'Denunciar' follows the links; it reports the post as the members' content is reported.
    await user.tab();
    expect(entry.getByRole('button', { name: 'Denunciar' })).toHaveFocus();
    api.set('POST /api/reports', () => noContent());
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Denunciar publicación de otro servidor' });
    await user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enviar denuncia' }));
    expect(await screen.findByText('Denuncia enviada. La revisará un administrador.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/reports')[0]?.body).toEqual({
      targetKind: 'remote_post',
      targetId: postId,
      reason: 'spam',
      text: '',
    });
  });

  it('folds a remote post behind its content warning until the reader opens it', async () => {
    const actorUrl = 'https://discos.example/users/bob';
    const account = { actorUrl, address: '@bob@discos.example', name: 'Bob Discos', avatarUrl: null };
    const post = (id: string, contentWarning: string | null, text: string) => ({
      type: 'remote' as const,
      at: minutesAgo(3),
      id: `https://discos.example/users/bob/statuses/${id}`,
      account,
      text,
      contentWarning,
      url: null,
      imageUrl: remotePostImagePath(`https://discos.example/users/bob/statuses/${id}`),
    });
    feedServer([
      post('1', 'Final de la serie', 'El asesino era el mayordomo'),
      post('2', '', 'Portada explícita'),
    ]);
    renderApp('/feed');
    const feed = await screen.findByRole('list', { name: 'Novedades de los usuarios que sigues' });
    const [warned, sensitive] = within(feed).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(warned).getByText('El asesino era el mayordomo')).not.toBeVisible();
    expect(within(warned).getByRole('img', { hidden: true })).not.toBeVisible();
    expect(within(sensitive).getByText('Portada explícita')).not.toBeVisible();
    expect(sensitive).toHaveTextContent('Aviso: contenido sensible');
    const user = userEvent.setup();
    const summary = within(warned).getByText('Aviso: Final de la serie', { exact: false });
    expect(summary).toHaveTextContent('Aviso: Final de la serie Mostrar');
    await user.click(summary);
    expect(within(warned).getByText('El asesino era el mayordomo')).toBeVisible();
    expect(within(sensitive).getByText('Portada explícita')).not.toBeVisible();
  });

  it('says what the feed is for when there is nothing in it', async () => {
    feedServer([]);
    renderApp('/feed');
    expect(
      await screen.findByText(
        'Todavía no hay novedades. Sigue a otros usuarios para ver aquí los álbumes y las colecciones que añadan.',
      ),
    ).toBeInTheDocument();
  });

  it("records the visit once when opened, and '¡Nuevos!' goes away", async () => {
    const { api } = feedServer([albumItem()], { hasNew: true });
    renderApp('/');
    const navigation = await nav();
    expect(await within(navigation).findByText('¡Nuevos!')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(navigation).getByRole('link', { name: /^Feed/ }));
    expect(await screen.findByRole('link', { name: 'Bitches Brew' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST', '/api/feed/visit')).toHaveLength(1));
    expect(within(navigation).queryByText('¡Nuevos!')).not.toBeInTheDocument();

    await user.click(within(navigation).getByRole('link', { name: 'Explorar' }));
    await screen.findByRole('heading', { level: 1, name: 'Explorar' });
    await waitFor(() => expect(within(navigation).queryByText('¡Nuevos!')).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/api/feed/visit')).toHaveLength(1);
  });

  it("shows '¡Nuevos!' live when a followed user adds something", async () => {
    const server = feedServer([]);
    const { sockets } = renderApp('/');
    const navigation = await nav();
    await within(navigation).findByRole('link', { name: 'Feed' });
    await waitFor(() => expect(sockets[0]?.connected).toBe(true));

    server.add(albumItem());
    act(() => sockets[0]?.serverEmit('feed.changed'));
    expect(await within(navigation).findByText('¡Nuevos!')).toBeInTheDocument();
  });

  it('shows new items while open and records the visit again, so the flag stays off', async () => {
    const server = feedServer([albumItem()]);
    const { sockets } = renderApp('/feed');
    expect(await screen.findByRole('link', { name: 'Bitches Brew' })).toBeInTheDocument();
    await waitFor(() => expect(server.api.callsTo('POST', '/api/feed/visit')).toHaveLength(1));
    await waitFor(() => expect(sockets[0]?.connected).toBe(true));

    server.add(albumItem({ at: minutesAgo(0), album: card({ id: '20', name: 'Giant Steps' }) }));
    act(() => sockets[0]?.serverEmit('feed.changed'));
    expect(await screen.findByRole('link', { name: 'Giant Steps' })).toBeInTheDocument();
    await waitFor(() => expect(server.api.callsTo('POST', '/api/feed/visit')).toHaveLength(2));
    expect(within(await nav()).queryByText('¡Nuevos!')).not.toBeInTheDocument();
  });

  it('asks a visitor to sign in once the session is known', async () => {
    const api = mockApi(sessionHandlers(null).handlers);
    renderApp('/feed');
    expect(
      await screen.findByText('Inicia sesión para ver las novedades de los usuarios que sigues.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/feed/visit')).toHaveLength(0);
  });
});
