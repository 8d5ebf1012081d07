import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { TEST_ORIGIN } from './app.ts';
import type { TestUser } from './users.ts';

export type TestMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Requests one person makes: `as(app, user).get(url)`, or a visitor's with no user. */
export interface Requester {
  get(url: string): Promise<LightMyRequestResponse>;
  delete(url: string): Promise<LightMyRequestResponse>;
  post(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  put(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  patch(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  /** For a test that picks the method itself. */
  send(method: TestMethod, url: string, body?: unknown): Promise<LightMyRequestResponse>;
}

/** Requests as `user` (or a visitor), with the site's Origin as a browser sends it. */
export function as(app: FastifyInstance, user?: TestUser): Requester {
  const send = (method: TestMethod, url: string, body?: unknown) =>
    app.inject({
      method,
      url,
      headers: user ? { cookie: user.cookie, origin: TEST_ORIGIN } : { origin: TEST_ORIGIN },
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
  return {
    get: (url) => send('GET', url),
    delete: (url) => send('DELETE', url),
    post: (url, body) => send('POST', url, body),
    put: (url, body) => send('PUT', url, body),
    patch: (url, body) => send('PATCH', url, body),
    send,
  };
}

export const asVisitor = (app: FastifyInstance): Requester => as(app);
