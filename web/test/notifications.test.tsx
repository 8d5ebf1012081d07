import type { Notification } from '@surcos/contracts/notifications';
import * as en from '@surcos/contracts/texts/en';
import * as es from '@surcos/contracts/texts/es';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockApi, sessionHandlers, testUser } from './mock-api.ts';
import { renderApp } from './render-app.tsx';
import { switchLanguage } from '../src/lib/language.ts';

const notification = (fields: Partial<Notification>): Notification => ({
  id: 'n-1',
  kind: 'follower',
  actor: { id: 'user-2', name: 'Bea' },
  remoteActor: null,
  subjectId: null,
  subjectName: '',
  count: 1,
  updatedAt: new Date().toISOString(),
  read: false,
  ...fields,
});

const nav = () => screen.findByRole('navigation', { name: 'Principal' });

describe('the bell', () => {
  it('names its unread count and follows it live', async () => {
    let unread = 0;
    const api = mockApi({
      ...sessionHandlers(testUser).handlers,
      'GET /api/me/notifications/summary': () => json({ unread }),
    });
    const { sockets } = renderApp('/');
    const navigation = await nav();
    expect(await within(navigation).findByRole('link', { name: 'Notificaciones' })).toHaveAttribute(
      'href',
      '/notifications',
    );
    await screen.findByRole('heading', { level: 1, name: 'Explorar' });
    await waitFor(() => expect(sockets[0]?.connected).toBe(true));

    unread = 3;
    act(() => sockets[0]?.serverEmit('notifications.changed'));
    await waitFor(() => expect(api.callsTo('GET', '/api/me/notifications/summary').length).toBe(2));
    expect(
      await within(navigation).findByRole('link', { name: 'Notificaciones, 3 sin leer' }),
    ).toBeInTheDocument();
    expect(within(navigation).getByTestId('notification-count')).toHaveTextContent('3');
  });
});

describe('/notifications', () => {
  it('lists grouped notifications with their links, and marks one read when opened', async () => {
    const items = [
      notification({
        id: 'n-2',
        kind: 'has-your-wish',
        count: 400,
        subjectId: '99',
        subjectName: 'Kind of Blue',
      }),
      notification({ id: 'n-1', kind: 'message', subjectId: 'c-1', count: 2, read: true }),
    ];
    const api = mockApi({
      ...sessionHandlers(testUser).handlers,
      'GET /api/me/notifications': () => json({ items, nextCursor: null }),
      'POST /api/me/notifications/n-2/read': () => new Response(null, { status: 204 }),
      'GET /api/me/matches': () => json({ items: [], nextCursor: null }),
    });
    renderApp('/notifications');
    const list = await screen.findByRole('list', { name: 'Tus notificaciones' });
    const burst = within(list).getByRole('link', {
      name: /Bea ha añadido 400 discos que están en tu wishlist/,
    });
    expect(burst).toHaveAttribute('href', '/matches');
    expect(burst).toHaveTextContent('Sin leer');
    expect(within(list).getByRole('link', { name: /Bea te ha enviado 2 mensajes/ })).toHaveAttribute(
      'href',
      '/messages/c-1',
    );

    await userEvent.setup().click(burst);
    await waitFor(() => expect(api.callsTo('POST', '/api/me/notifications/n-2/read')).toHaveLength(1));
  });

  it("names a follower on another server: picture, address leading to the account's page, and the link to Seguidores", async () => {
    const actorUrl = 'https://discos.example/users/bob';
    const items = [
      notification({
        id: 'n-3',
        actor: null,
        remoteActor: {
          actorUrl,
          address: '@bob@discos.example',
          name: 'Bob Remoto',
          avatarUrl: `/remote-avatars?actor=${encodeURIComponent(actorUrl)}`,
        },
      }),
    ];
    const api = mockApi({
      ...sessionHandlers(testUser).handlers,
      'GET /api/me/notifications': () => json({ items, nextCursor: null }),
      'POST /api/me/notifications/n-3/read': () => new Response(null, { status: 204 }),
      'GET /api/me/followers': () => json({ items: [], nextCursor: null }),
    });
    const { container } = renderApp('/notifications');
    const list = await screen.findByRole('list', { name: 'Tus notificaciones' });
    const told = within(list).getByRole('link', { name: /Bob Remoto ha empezado a seguirte/ });
    expect(told).toHaveAttribute('href', '/followers');
    expect(within(list).getByRole('link', { name: '@bob@discos.example' })).toHaveAttribute(
      'href',
      '/remote/@bob@discos.example',
    );
    expect(container.querySelector('img[src^="/remote-avatars?actor="]')).not.toBeNull();

    await userEvent.setup().click(told);
    await waitFor(() => expect(api.callsTo('POST', '/api/me/notifications/n-3/read')).toHaveLength(1));
  });

  it("says so when there are none, and 'Marcar todo como leído' marks them all", async () => {
    const api = mockApi({
      ...sessionHandlers(testUser).handlers,
      'POST /api/me/notifications/read': () => new Response(null, { status: 204 }),
    });
    renderApp('/notifications');
    expect(await screen.findByText('No tienes notificaciones.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Marcar todo como leído' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/me/notifications/read')).toHaveLength(1));
    expect(await screen.findByText('Todas las notificaciones están leídas.')).toBeInTheDocument();
  });
});

describe('/notifications/settings', () => {
  it("switches a kind's mail off and saves", async () => {
    const preferences = ['follower', 'message', 'has-your-wish', 'wants-yours', 'collection', 'import'].map(
      (kind) => ({ kind, inApp: true, email: true }),
    );
    const api = mockApi({
      ...sessionHandlers(testUser).handlers,
      'GET /api/me/notifications/preferences': () => json({ preferences }),
      'PUT /api/me/notifications/preferences': ({ body }) => json(body),
    });
    renderApp('/notifications/settings');
    const user = userEvent.setup();
    const box = await screen.findByRole('checkbox', { name: 'Nuevos seguidores: por correo' });
    expect(box).toBeChecked();
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Guardar preferencias' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/me/notifications/preferences')).toHaveLength(1));
    const sent = api.callsTo('PUT', '/api/me/notifications/preferences')[0]?.body as {
      preferences: { kind: string; email: boolean }[];
    };
    expect(sent.preferences.find((each) => each.kind === 'follower')).toMatchObject({ email: false });
    expect(await screen.findByText('Preferencias guardadas.')).toBeInTheDocument();
  });
});

describe('/unsubscribe', () => {
  it('explains a forged or expired link and offers nothing to confirm', async () => {
    mockApi({
      ...sessionHandlers(null).handlers,
      'GET /api/notifications/unsubscribe': () =>
        apiError(400, 'INVALID_TOKEN', 'Este enlace para darse de baja no es válido o ha caducado.'),
    });
    renderApp('/unsubscribe?token=falso');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Este enlace para darse de baja no es válido o ha caducado. No se ha cambiado nada.',
    );
    expect(screen.queryByRole('button', { name: 'Darme de baja' })).not.toBeInTheDocument();
  });

  it('confirms with one button, without signing in', async () => {
    const api = mockApi({
      ...sessionHandlers(null).handlers,
      'GET /api/notifications/unsubscribe': () => json({ scope: 'all', language: 'es' }),
      'POST /api/notifications/unsubscribe': () => new Response(null, { status: 204 }),
    });
    renderApp('/unsubscribe?token=bueno');
    expect(
      await screen.findByText('Dejarás de recibir el resumen diario de notificaciones por correo.'),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Darme de baja' }));
    expect(await screen.findByText('Listo: ya no recibirás esos correos.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/notifications/unsubscribe')[0]?.query.get('token')).toBe('bueno');
  });

  describe('speaks the language of the member the link was mailed to', () => {
    const explainAll = (catalogue: typeof es | typeof en) => catalogue.notifications.unsubscribe.explainAll;

    it('English for a member who chose it, on a device that speaks Spanish; the next page speaks Spanish again', async () => {
      await switchLanguage('es');
      mockApi({
        ...sessionHandlers(null).handlers,
        'GET /api/notifications/unsubscribe': () => json({ scope: 'all', language: 'en' }),
      });
      const { router } = renderApp('/unsubscribe?token=bueno', { inLanguage: true });
      expect(await screen.findByText(explainAll(en))).toBeInTheDocument();
      expect(
        screen.getByRole('heading', { level: 1, name: en.notifications.unsubscribe.title }),
      ).toBeVisible();
      expect(screen.getByRole('button', { name: en.notifications.unsubscribe.confirm })).toBeVisible();
      expect(document.documentElement.lang).toBe('en');
      // The device's own choice stays as it was.
      expect(document.cookie).toContain('surcos_lang=es');

      act(() => router.navigate('/login'));
      expect(await screen.findByRole('heading', { level: 1, name: es.login.title })).toBeInTheDocument();
      expect(document.documentElement.lang).toBe('es');
    });

    it('Spanish for a member who reads Spanish, on a device that speaks English', async () => {
      await switchLanguage('en');
      mockApi({
        ...sessionHandlers(null).handlers,
        'GET /api/notifications/unsubscribe': () => json({ scope: 'all', language: 'es' }),
      });
      renderApp('/unsubscribe?token=bueno', { inLanguage: true });
      expect(await screen.findByText(explainAll(es))).toBeInTheDocument();
      expect(screen.getByRole('button', { name: es.notifications.unsubscribe.confirm })).toBeVisible();
      expect(document.documentElement.lang).toBe('es');
    });

    it('over a signed-in member’s own setting, yet a choice made on the page is kept', async () => {
      mockApi({
        ...sessionHandlers(testUser).handlers,
        'GET /api/notifications/unsubscribe': () => json({ scope: 'all', language: 'en' }),
        'PUT /api/me/language': ({ body }) => json(body),
      });
      renderApp('/unsubscribe?token=bueno', { inLanguage: true });
      expect(await screen.findByText(explainAll(en))).toBeInTheDocument();
      await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: en.language.label }), 'es');
      expect(await screen.findByText(explainAll(es))).toBeInTheDocument();
      // Rendered again in Spanish, the page does not take the reader back to English.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.getByText(explainAll(es))).toBeInTheDocument();
      expect(document.documentElement.lang).toBe('es');
    });
  });
});
