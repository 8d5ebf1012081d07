import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { TEST_ORIGIN } from './app.ts';

export interface TestUser {
  id: string;
  name: string;
  email: string;
  password: string;
  cookie: string;
}

export const uniqueEmail = (prefix = 'user'): string =>
  `${prefix}-${randomBytes(4).toString('hex')}@example.com`;

/** The Cookie header a browser would send back after this response. */
export function cookieFrom(response: LightMyRequestResponse): string {
  return response.cookies
    .filter((cookie) => cookie.value !== '' && cookie.maxAge !== 0)
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .join('; ');
}

/** A documentation-range address per call, so per-IP limits only bite in the tests about them. */
const someAddress = (): string => `198.51.100.${1 + Math.floor(Math.random() * 254)}`;

export function postJson(app: FastifyInstance, url: string, payload: unknown, cookie?: string) {
  return app.inject({
    method: 'POST',
    url,
    remoteAddress: someAddress(),
    payload: payload as Record<string, unknown>,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
  });
}

/** Each password's hash, made once per worker: scrypt is deliberately slow, and the tests need many users. */
const passwordHashes = new Map<string, Promise<string>>();

/**
 * A signed-in user, written through better-auth's own adapter (its hooks run: the folded name,
 * the admin and suspension checks of a new session) with a real password hash, without the cost of
 * an HTTP sign-up. The tests of sign-up itself post to it (`postJson`). An address is unverified
 * unless `emailVerified` says so: an ADMIN_EMAILS address is an admin only when verified.
 */
export async function createUser(
  app: FastifyInstance,
  fields: Partial<Pick<TestUser, 'name' | 'email' | 'password'>> & { emailVerified?: boolean } = {},
): Promise<TestUser> {
  const name = fields.name ?? 'Ana Discos';
  const email = (fields.email ?? uniqueEmail()).toLowerCase();
  const password = fields.password ?? 'vinilo-secreto-1';
  const auth = await app.auth.$context;
  let hash = passwordHashes.get(password);
  if (!hash) {
    hash = auth.password.hash(password);
    passwordHashes.set(password, hash);
  }
  const user = await auth.internalAdapter.createUser(
    { name, email, emailVerified: fields.emailVerified ?? false },
    { method: 'email-password' },
  );
  await auth.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: await hash,
  });
  const session = await auth.internalAdapter.createSession(user.id);
  const signature = createHmac('sha256', auth.secret).update(session.token).digest('base64');
  const cookie = `${auth.authCookies.sessionToken.name}=${encodeURIComponent(`${session.token}.${signature}`)}`;
  return { id: user.id, name, email, password, cookie };
}

export async function loginAs(app: FastifyInstance, email: string, password: string): Promise<string> {
  const response = await postJson(app, '/api/auth/sign-in/email', { email, password });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return cookieFrom(response);
}

export async function sessionUser(app: FastifyInstance, cookie: string) {
  const response = await app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
  return response.json<{ user: { id: string; name: string; email: string } | null }>().user;
}
