import type { RemoteAccount } from '@surcos/contracts/remote-follows';
import type { RemoteActivity, RemoteProfile } from '@surcos/contracts/remote-profiles';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockApi, sessionHandlers, testUser } from './mock-api.ts';
import { renderApp } from './render-app.tsx';
import { REMOTE_ADDRESS, remoteAccount } from './social-fixtures.ts';

const ADDRESS = REMOTE_ADDRESS;
const PAGE = `/remote/${ADDRESS}`;
const bob = remoteAccount();
const album: RemoteActivity = {
  id: 'https://discos.example/posts/1',
  kind: 'album',
  text: 'añadió «Kind of Blue» de Miles Davis',
  contentWarning: null,
  url: 'https://discos.example/album/91001',
  imageUrl: '/remote-images?src=https%3A%2F%2Fdiscos.example%2Fcovers%2F91001&sig=abc',
  at: '2026-01-02T10:00:00.000Z',
};
const collection: RemoteActivity = {
  id: 'https://discos.example/posts/2',
  kind: 'collection',
  text: 'publicó la colección «Jazz modal»',
  contentWarning: null,
  url: 'https://discos.example/collection/c1',
  imageUrl: null,
  at: null,
};
const page = (over: Partial<RemoteProfile> = {}): RemoteProfile => ({
  account: bob,
  items: [collection, album],
  nextCursor: null,
  activityShown: true,
  ...over,
});

describe('the profile page of an account on another server', () => {
  it(
    'shows the account, its albums and collections as fetched, follows and pages on with Cargar más, by keyboard',
    { timeout: 20_000 },
    async () => {
      let follow: RemoteAccount['follow'] = 'none';
      const api = mockApi({
        ...sessionHandlers(testUser).handlers,
        'GET /api/remote/profile': ({ url }) =>
          url.searchParams.get('cursor') === 'next'
            ? json(
                page({ account: { ...bob, follow }, items: [{ ...album, id: 'p3', text: 'Un disco más' }] }),
              )
            : json(page({ account: { ...bob, follow }, nextCursor: 'next' })),
        'PUT /api/remote/follows': () => {
          follow = 'pending';
          return json({ ...bob, follow });
        },
      });
      renderApp(PAGE);
      expect(await screen.findByRole('heading', { level: 1, name: 'Bob Discos' })).toBeInTheDocument();
      expect(api.callsTo('GET', '/api/remote/profile')[0]?.query.get('address')).toBe(ADDRESS);
      expect(screen.getByText(ADDRESS)).toBeInTheDocument();
      expect(screen.getByText('Coleccionista de jazz')).toBeInTheDocument();
      const out = screen.getAllByRole('link', { name: 'Ver en su servidor' })[0]!;
      expect(out).toHaveAttribute('href', bob.actorUrl);
      expect(out).toHaveAttribute('target', '_blank');

      const activity = screen.getByRole('region', { name: 'Actividad pública' });
      const entries = within(activity).getAllByRole('article');
      expect(entries).toHaveLength(2);
      expect(entries[0]).toHaveTextContent('Colección');
      expect(entries[0]).toHaveTextContent('publicó la colección «Jazz modal»');
      expect(entries[1]).toHaveTextContent('Disco');
      expect(within(entries[1]!).getByRole('img')).toHaveAttribute('src', album.imageUrl);
      expect(within(entries[1]!).getByRole('link', { name: 'Ver en su servidor' })).toHaveAttribute(
        'href',
        album.url,
      );

      const user = userEvent.setup();
      within(activity).getByRole('button', { name: 'Cargar más' }).focus();
      await user.keyboard('{Enter}');
      expect(await within(activity).findByText('Un disco más')).toBeInTheDocument();
      expect(api.callsTo('GET', '/api/remote/profile').at(-1)?.query.get('cursor')).toBe('next');
      expect(within(activity).queryByRole('button', { name: 'Cargar más' })).not.toBeInTheDocument();

      screen.getByRole('button', { name: 'Seguir' }).focus();
      await user.keyboard('{Enter}');
      expect(await screen.findByRole('button', { name: 'Dejar de seguir' })).toBeInTheDocument();
      expect(screen.getByText('Pendiente')).toBeInTheDocument();
      expect(api.callsTo('PUT', '/api/remote/follows').map((call) => call.body)).toEqual([
        { address: ADDRESS },
      ]);
    },
  );

  it('keeps a post behind its content warning, image and text, until it is opened', async () => {
    const warned: RemoteActivity = {
      ...album,
      id: 'p-cw',
      kind: 'post',
      text: 'El final',
      contentWarning: 'Spoiler',
    };
    mockApi({
      ...sessionHandlers(testUser).handlers,
      'GET /api/remote/profile': () => json(page({ items: [warned] })),
    });
    renderApp(PAGE);
    const activity = await screen.findByRole('region', { name: 'Actividad pública' });
    const [entry] = within(activity).getAllByRole('article') as [HTMLElement];
    expect(within(entry).getByText('El final')).not.toBeVisible();
    expect(within(entry).getByRole('img', { hidden: true })).not.toBeVisible();
    await userEvent.setup().click(within(entry).getByText('Aviso: Spoiler', { exact: false }));
    expect(within(entry).getByText('El final')).toBeVisible();
    expect(within(entry).getByRole('img')).toBeVisible();
  });

  it('reports the account, with the reasons of any report', async () => {
    const api = mockApi({
      ...sessionHandlers(testUser).handlers,
      'GET /api/remote/profile': () => json(page()),
      'POST /api/reports': () => new Response(null, { status: 204 }),
    });
    renderApp(PAGE);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Denunciar' }));
    const dialog = screen.getByRole('dialog', { name: 'Denunciar cuenta de otro servidor' });
    await user.click(within(dialog).getByRole('radio', { name: 'Acoso' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enviar denuncia' }));
    expect(await screen.findByText('Denuncia enviada. La revisará un administrador.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/reports')[0]?.body).toEqual({
      targetKind: 'remote_account',
      targetId: bob.actorUrl,
      reason: 'harassment',
      text: '',
    });
  });

  it('says when nothing is published, and when their server does not show it', async () => {
    let answer = page({ items: [] });
    mockApi({ ...sessionHandlers(testUser).handlers, 'GET /api/remote/profile': () => json(answer) });
    const { unmount } = renderApp(PAGE);
    expect(await screen.findByText('Aún no ha publicado nada.')).toBeInTheDocument();
    unmount();
    answer = page({ items: [], activityShown: false });
    renderApp(PAGE);
    expect(await screen.findByText('Su servidor no muestra su actividad.')).toBeInTheDocument();
  });

  it('shows it is loading, then why it cannot be shown: a dead server can be asked again', async () => {
    let answer = (): Promise<Response> | Response => new Promise<Response>(() => undefined);
    mockApi({ ...sessionHandlers(testUser).handlers, 'GET /api/remote/profile': () => answer() });
    const { unmount } = renderApp(PAGE);
    expect(await screen.findByText('Cargando el perfil de @bob@discos.example…')).toBeInTheDocument();
    unmount();

    answer = () =>
      apiError(
        424,
        'REMOTE_SERVER_UNREACHABLE',
        'No se ha podido contactar con ese servidor. Inténtalo más tarde.',
      );
    const second = renderApp(PAGE);
    expect(await screen.findByRole('alert')).toHaveTextContent('No se ha podido contactar con ese servidor.');
    answer = () => json(page());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bob Discos' })).toBeInTheDocument();
    second.unmount();

    answer = () =>
      apiError(
        403,
        'REMOTE_ACCOUNT_BLOCKED',
        'Has bloqueado esta cuenta. Desbloquéala en «Bloqueados y silenciados» para ver su perfil.',
      );
    renderApp(PAGE);
    expect(await screen.findByText(/Has bloqueado esta cuenta/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a Bloqueados y silenciados' })).toHaveAttribute(
      'href',
      '/settings/blocks',
    );
  });
});
