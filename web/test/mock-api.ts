import type { Me } from '@surcos/contracts/auth';
import type { Counts } from '@surcos/contracts/counts';
import type { ErrorCode } from '@surcos/contracts/errors';
import { vi } from 'vitest';

type Handler = (request: { body: unknown; url: URL }) => Response | Promise<Response>;

export interface RecordedCall {
  method: string;
  path: string;
  /** The query string as parsed, e.g. `call.query.get('sort')`. */
  query: URLSearchParams;
  body: unknown;
}

export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const apiError = (status: number, code: ErrorCode, message: string): Response =>
  json({ error: { code, message } }, status);

export const testUser: Me = {
  id: 'user-1',
  name: 'Ana Discos',
  email: 'ana@example.com',
  emailVerified: true,
  createdAt: '2024-01-01T00:00:00.000Z',
  isAdmin: false,
  language: 'es',
  handle: 'ana_discos',
  address: '@ana_discos@surcos.example',
  handleChangeable: true,
};

export const zeroCounts: Counts = {
  albums: 0,
  collections: 0,
  followers: 0,
  following: 0,
  unreadMessages: 0,
  wishlist: 0,
  feedHasNew: false,
};

/**
 * Replaces global fetch with a table of `METHOD /path` handlers. A request with
 * no handler answers 500 and is reported, so a test never hits the network.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const table = new Map(Object.entries(handlers));

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const method = (init?.method ?? 'GET').toUpperCase();
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname, query: url.searchParams, body });
    const handler = table.get(`${method} ${url.pathname}`);
    if (!handler) return apiError(500, 'INTERNAL', `No test handler for ${method} ${url.pathname}`);
    return handler({ body, url });
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    calls,
    callsTo: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.path === path),
    /** Swap one handler mid-test, e.g. the session after signing in. */
    set: (key: string, handler: Handler) => table.set(key, handler),
  };
}

export const emptyPage = { items: [], nextCursor: null };

/** A visitor's session until `signIn()` is called; sign-in and sign-out switch it. */
export function sessionHandlers(initialUser: Me | null) {
  let user = initialUser;
  const signedInOnly = (body: unknown) => () =>
    user ? json(body) : apiError(401, 'UNAUTHENTICATED', 'Usuario no autenticado.');
  return {
    handlers: {
      'GET /api/session': () => json({ user }),
      // The glimpse beside a visitor's login form: nothing to show unless a test says otherwise.
      'GET /api/public-activity': () => json({ albums: [], collections: [] }),
      'GET /api/me/counts': signedInOnly(zeroCounts),
      // The lists a signed-in page may show, empty unless a test says otherwise.
      'GET /api/albums': signedInOnly(emptyPage),
      'GET /api/users': signedInOnly(emptyPage),
      'GET /api/me/albums': signedInOnly(emptyPage),
      'GET /api/me/wishlist': signedInOnly(emptyPage),
      'GET /api/collections': signedInOnly(emptyPage),
      'GET /api/me/collections': signedInOnly(emptyPage),
      'GET /api/me/followers': signedInOnly(emptyPage),
      'GET /api/me/following': signedInOnly(emptyPage),
      'GET /api/feed': signedInOnly(emptyPage),
      'GET /api/me/matches': signedInOnly(emptyPage),
      // The bell: nothing unread unless a test says otherwise.
      'GET /api/me/notifications/summary': signedInOnly({ unread: 0 }),
      'GET /api/me/notifications': signedInOnly(emptyPage),
      // Nobody matches any album unless a test says otherwise.
      'GET /api/me/matches/albums': ({ url }) =>
        json({
          albums: (url.searchParams.get('ids') ?? '')
            .split(',')
            .map((albumId) => ({ albumId, owners: [], wishers: [] })),
        }),
      // Every handle is free unless a test says otherwise.
      'GET /api/users/handle-available': ({ url }) => {
        const handle = url.searchParams.get('handle') ?? '';
        return json({ handle, available: true, address: `@${handle}@surcos.example`, suggestion: null });
      },
      'POST /api/feed/visit': () =>
        user
          ? new Response(null, { status: 204 })
          : apiError(401, 'UNAUTHENTICATED', 'Usuario no autenticado.'),
    } satisfies Record<string, Handler>,
    signIn: (next: Me = testUser) => {
      user = next;
    },
    signOut: () => {
      user = null;
    },
  };
}
