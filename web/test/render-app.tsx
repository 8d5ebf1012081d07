import { render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { MemoryRouter, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router';
import { RoutesInLanguage, createAppQueryClient } from '../src/app/app.tsx';
import { AppProviders } from '../src/app/providers.tsx';
import { AppRoutes } from '../src/app/routes.tsx';
import type { AppSocket, SocketFactory } from '../src/lib/socket.ts';

type Listener = (...args: unknown[]) => void;

/** Just enough of a Socket.IO client for the provider: listeners, connect, disconnect, and a way to fire server events. */
export class FakeSocket {
  active = false;
  connected = false;
  private listeners = new Map<string, Set<Listener>>();
  private managerListeners = new Map<string, Set<Listener>>();

  readonly io = {
    on: (event: string, listener: Listener) => add(this.managerListeners, event, listener),
    off: (event: string, listener: Listener) => this.managerListeners.get(event)?.delete(listener),
  };

  /** What the app sent to the server, in order, e.g. `['typing', { conversationId, typing: true }]`. */
  readonly emitted: [event: string, ...args: unknown[]][] = [];

  on(event: string, listener: Listener) {
    add(this.listeners, event, listener);
    return this;
  }

  off(event: string, listener: Listener) {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  emit(event: string, ...args: unknown[]) {
    this.emitted.push([event, ...args]);
    return this;
  }

  removeAllListeners() {
    this.listeners.clear();
    return this;
  }

  connect() {
    this.active = true;
    this.connected = true;
    return this;
  }

  disconnect() {
    this.active = false;
    this.connected = false;
    return this;
  }

  /** Simulates an event pushed by the server. */
  serverEmit(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }

  managerEmit(event: string, ...args: unknown[]) {
    for (const listener of this.managerListeners.get(event) ?? []) listener(...args);
  }
}

function add(map: Map<string, Set<Listener>>, event: string, listener: Listener) {
  const set = map.get(event) ?? new Set<Listener>();
  set.add(listener);
  map.set(event, set);
}

/**
 * The app's routes at `path`. `inLanguage`: as the app renders them, again in each language
 * it changes to (the member's setting, a page's own language, the switch). `socketAfter`: the
 * socket is made only once it settles, as when socket.io-client loads after the page.
 */
export function renderApp(
  path = '/',
  { inLanguage = false, socketAfter }: { inLanguage?: boolean; socketAfter?: Promise<unknown> } = {},
) {
  const sockets: FakeSocket[] = [];
  const createSocket: SocketFactory = async () => {
    await socketAfter;
    const socket = new FakeSocket();
    sockets.push(socket);
    return socket as unknown as AppSocket;
  };
  const router = new TestRouter();
  const queryClient = createAppQueryClient({ retry: false });
  const view = render(
    <MemoryRouter initialEntries={[path]} useTransitions={false}>
      <AppProviders queryClient={queryClient} createSocket={createSocket}>
        {inLanguage ? <RoutesInLanguage /> : <AppRoutes />}
      </AppProviders>
      <RouterProbe onRender={router.follow} />
    </MemoryRouter>,
  );
  return { ...view, router, queryClient, sockets };
}

/** Where the app's router is, and a way to move it, for assertions from outside the tree. */
class TestRouter {
  private location: Location | null = null;
  private navigateTo: NavigateFunction | null = null;

  get state(): { location: Location } {
    if (!this.location) throw new Error('the router has not rendered yet');
    return { location: this.location };
  }

  navigate(to: string): void {
    if (!this.navigateTo) throw new Error('the router has not rendered yet');
    void this.navigateTo(to);
  }

  readonly follow = (location: Location, navigate: NavigateFunction): void => {
    this.location = location;
    this.navigateTo = navigate;
  };
}

function RouterProbe({ onRender }: { onRender: (location: Location, navigate: NavigateFunction) => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => onRender(location, navigate));
  return null;
}
