import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { OfflineBanner } from '../src/app/pwa/offline-banner.tsx';
import { createAppUpdates } from '../src/app/pwa/service-worker-updates.ts';
import { resetToSignedOut, sessionQueryOptions } from '../src/features/auth/api/get-session.ts';
import { createQueryClient } from '../src/lib/query-client.ts';
import { UpdatePrompt } from '../src/app/pwa/update-prompt.tsx';
import { ApiError, apiGet, apiPost } from '../src/lib/api-client.ts';
import { reportApiReachable } from '../src/lib/offline/network-status.ts';
import { FROM_CACHE_HEADER } from '../src/lib/offline/offline-caches.ts';
import { isOfflineReadable, NOT_APP_PAGES } from '../src/lib/offline/offline-routes.ts';
import { json, mockApi, sessionHandlers, testUser } from './mock-api.ts';
import { renderApp } from './render-app.tsx';

const OFFLINE_WRITE = 'Sin conexión: no se ha enviado nada. Inténtalo de nuevo cuando vuelva la conexión.';

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
  onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);
});

afterEach(() => {
  onLine.mockRestore();
  reportApiReachable(true);
  vi.unstubAllGlobals();
});

describe('offline banner', () => {
  const banner = () => screen.getByRole('status');

  it('says it is offline, and that changes must wait, while the browser is offline', () => {
    render(<OfflineBanner />);
    expect(banner()).toBeEmptyDOMElement();
    goOffline();
    expect(banner()).toHaveTextContent(
      'Sin conexión. Ves lo último que se cargó en este dispositivo. No se pueden hacer cambios hasta que vuelva la conexión.',
    );
    goOnline();
    expect(banner()).toBeEmptyDOMElement();
  });

  it('appears when the API is out of reach or answers from the offline cache, and goes on a fresh answer', async () => {
    render(<OfflineBanner />);
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(apiGet('/api/me/albums')).rejects.toThrow('No se pudo conectar con el servidor');
    await waitFor(() => expect(banner()).toHaveTextContent('Sin conexión'));

    vi.stubGlobal('fetch', () => Promise.resolve(json({ items: [] })));
    await act(() => apiGet('/api/me/albums'));
    expect(banner()).toBeEmptyDOMElement();

    const cached = json({ items: [] });
    cached.headers.set(FROM_CACHE_HEADER, '1');
    vi.stubGlobal('fetch', () => Promise.resolve(cached));
    await act(() => apiGet('/api/me/albums'));
    expect(banner()).toHaveTextContent('Sin conexión');
  });
});

describe('changes while offline', () => {
  it('are refused at once with a Spanish message, never sent or queued', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(json({})));
    vi.stubGlobal('fetch', fetchMock);
    onLine.mockReturnValue(false);
    const error = await apiPost('/api/me/wishlist', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'NETWORK_ERROR', message: OFFLINE_WRITE });
    expect(fetchMock).not.toHaveBeenCalled();
    // Reading still goes to the network (the service worker answers from its cache).
    await expect(apiGet('/api/me/albums')).resolves.toEqual({});
  });

  it('show the message where the form shows its errors', async () => {
    const api = mockApi(sessionHandlers(null).handlers);
    renderApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Correo electrónico'), 'ana@example.com');
    await user.type(screen.getByLabelText('Contraseña'), 'secreta-123');
    onLine.mockReturnValue(false);
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    // In the form's own alert, once: not again in a toast.
    expect(await screen.findByRole('alert')).toHaveTextContent(OFFLINE_WRITE);
    expect(screen.getAllByText(OFFLINE_WRITE)).toHaveLength(1);
    expect(api.callsTo('POST', '/api/auth/sign-in/email')).toHaveLength(0);
  });
});

describe('cached user data', () => {
  function stubCaches() {
    const names = ['surcos-precache', 'surcos-user-api', 'surcos-user-covers'];
    const deleted: string[] = [];
    vi.stubGlobal('caches', {
      keys: () => Promise.resolve(names),
      delete: (name: string) => {
        deleted.push(name);
        return Promise.resolve(true);
      },
    });
    return deleted;
  }

  it('is emptied at sign-out, the app shell kept', async () => {
    const deleted = stubCaches();
    const session = sessionHandlers(testUser);
    mockApi({
      ...session.handlers,
      'POST /api/auth/sign-out': () => {
        session.signOut();
        return json({ success: true });
      },
    });
    renderApp('/profile');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Cerrar sesión' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(deleted.sort()).toEqual(['surcos-user-api', 'surcos-user-covers']);
  });

  it('is emptied before a sign-out is over, the session a visitor’s at once', async () => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const deleted: string[] = [];
    vi.stubGlobal('caches', {
      keys: () => Promise.resolve(['surcos-precache', 'surcos-user-api', 'surcos-user-covers']),
      delete: async (name: string) => {
        await released;
        deleted.push(name);
        return true;
      },
    });
    const queryClient = createQueryClient({ retry: false });
    const sessionKey = sessionQueryOptions().queryKey;
    queryClient.setQueryData(sessionKey, { user: testUser });
    let over = false;
    const reset = Promise.resolve(resetToSignedOut(queryClient)).then(() => {
      over = true;
    });
    // The guards redirect without a round trip...
    expect(queryClient.getQueryData(sessionKey)).toEqual({ user: null });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    // ...but the sign-out (and the mutation that waits on it) goes on while the caches are emptied.
    expect(over).toBe(false);
    release();
    await reset;
    expect(deleted.sort()).toEqual(['surcos-user-api', 'surcos-user-covers']);
  });

  it('is emptied when the account is deleted', async () => {
    const deleted = stubCaches();
    const session = sessionHandlers(testUser);
    mockApi({
      ...session.handlers,
      'POST /api/auth/delete-user': () => {
        session.signOut();
        return json({ success: true });
      },
    });
    renderApp('/edit-profile');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Eliminar cuenta' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar tu cuenta?' });
    await user.type(within(dialog).getByLabelText('Contraseña'), 'mi-clave-larga');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(deleted.sort()).toEqual(['surcos-user-api', 'surcos-user-covers']);
  });

  it('is emptied before a sign-in reads the new session', async () => {
    const deleted = stubCaches();
    const session = sessionHandlers(null);
    const api = mockApi({
      ...session.handlers,
      'POST /api/auth/sign-in/email': () => {
        session.signIn();
        return json({ redirect: false });
      },
    });
    renderApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Correo electrónico'), 'ana@example.com');
    await user.type(screen.getByLabelText('Contraseña'), 'secreta-123');
    const sessionReadsBefore = api.callsTo('GET', '/api/session').length;
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/session').length).toBeGreaterThan(sessionReadsBefore),
    );
    expect(deleted.sort()).toEqual(['surcos-user-api', 'surcos-user-covers']);
  });
});

describe('update prompt', () => {
  function fakeUpdates() {
    const { updates, arrive } = createAppUpdates();
    updates.apply = vi.fn();
    return { updates, arrive: () => act(arrive) };
  }

  it('says a new version is there and switches to it on Actualizar, from the keyboard', async () => {
    const { updates, arrive } = fakeUpdates();
    render(<UpdatePrompt updates={updates} />);
    expect(screen.queryByRole('region', { name: 'Actualización' })).not.toBeInTheDocument();
    arrive();
    const prompt = screen.getByRole('region', { name: 'Actualización' });
    expect(within(prompt).getByRole('status')).toHaveTextContent('Hay una versión nueva de Surcos.');
    // It never takes the focus away from what the reader is doing.
    expect(prompt).not.toContainElement(document.activeElement as HTMLElement);
    const user = userEvent.setup();
    await user.tab();
    expect(within(prompt).getByRole('button', { name: 'Actualizar' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(updates.apply).toHaveBeenCalledOnce();
    expect(within(prompt).getByRole('button', { name: 'Actualizar' })).toBeDisabled();
  });

  it('goes away on Ahora no without switching', async () => {
    const { updates, arrive } = fakeUpdates();
    render(<UpdatePrompt updates={updates} />);
    arrive();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Ahora no' }));
    expect(screen.queryByRole('region', { name: 'Actualización' })).not.toBeInTheDocument();
    expect(updates.apply).not.toHaveBeenCalled();
  });
});

describe('what the service worker keeps and leaves alone', () => {
  it('keeps only the user’s own lists, the albums opened, the conversations and what every signed-in page needs', () => {
    for (const path of [
      '/api/session',
      '/api/me/counts',
      '/api/me/albums',
      '/api/me/albums/all',
      '/api/me/folders',
      '/api/albums/sc-1',
      '/api/me/albums/sc-1/copies',
      '/api/me/wishlist',
      '/api/me/collections',
      '/api/collections/abc',
      '/api/conversations',
      '/api/conversations/abc',
      '/api/conversations/abc/messages',
    ]) {
      expect(isOfflineReadable(path), path).toBe(true);
    }
    for (const path of [
      '/api/me/export.json',
      '/api/me/notifications',
      '/api/music/search',
      '/api/me/stats',
      '/api/albums/sc-1/matches',
      '/api/auth/sign-out',
      '/covers/a/b',
    ]) {
      expect(isOfflineReadable(path), path).toBe(false);
    }
  });

  it('never answers a server address with the app page', () => {
    const isAppPage = (path: string) => !NOT_APP_PAGES.some((pattern) => pattern.test(path));
    for (const path of ['/', '/albums', '/collection/abc', '/messages/abc', '/user/u1', '/settings/blocks']) {
      expect(isAppPage(path), path).toBe(true);
    }
    for (const path of [
      '/api/me/albums',
      '/api',
      '/socket.io/',
      '/covers/1/2',
      '/metrics',
      '/healthz',
      '/unsubscribe',
      '/sw.js',
      '/manifest.webmanifest',
      '/assets/index-abc.js',
    ]) {
      expect(isAppPage(path), path).toBe(false);
    }
  });
});
