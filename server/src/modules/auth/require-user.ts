import type { FastifyRequest, FastifySchema } from 'fastify';
import type { ZodType } from 'zod';
import { ERROR_MESSAGES } from '@surcos/contracts/errors';
import { type Language, languageOr } from '@surcos/contracts/languages';
import { speakToMember } from '../../lib/language.ts';
import { PageQuerySchema } from '@surcos/contracts/paging';
import { SOCKET_ID_HEADER } from '@surcos/contracts/realtime';
import type { Actor } from '../../lib/actor.ts';
import type { MusicCaller } from '../../music/music-database.ts';
import { AppError } from '../../lib/app-error.ts';
import { neverWithToken, type TokenRefusal } from '../tokens/token-rules.ts';

export interface SessionUser {
  id: string;
  name: string;
  language: Language;
}

/**
 * Who may call a route, as the API reference tells it (plugins/openapi.ts): a signed-in member,
 * anyone (a member sees more), an admin, or a member through the browser's session only.
 * A route without one is open to anyone and reads no session.
 */
export type RouteAccess = 'member' | 'anyone' | 'admin' | 'session';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

const sessionUsers = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

/** Who the request's session is, looked up once a request (the language hook asks first). */
function sessionUser(request: FastifyRequest): Promise<SessionUser | null> {
  let user = sessionUsers.get(request);
  if (!user) {
    user = lookUpSessionUser(request);
    sessionUsers.set(request, user);
  }
  return user;
}

async function lookUpSessionUser(request: FastifyRequest): Promise<SessionUser | null> {
  // A personal access token has said who this is already (modules/tokens/token-access.ts).
  if (request.accessToken) return request.user;
  const session = await request.server.sessions.find(request.headers);
  if (!session) return null;
  const language = languageOr(session.user.language);
  speakToMember(language);
  return { id: session.user.id, name: session.user.name, language };
}

/**
 * preValidation: a route that reads sessions speaks its member's language from the start, so
 * even the errors of their input (validated before the route's own preHandler) are in it.
 */
export async function speakToSessionUser(request: FastifyRequest): Promise<void> {
  if (request.routeOptions.config.access) await sessionUser(request);
}

/** preHandler for routes that need a signed-in user, answering visitors with this message. */
export function requireUserFor(message: () => string) {
  return async (request: FastifyRequest): Promise<void> => {
    request.user = await sessionUser(request);
    if (!request.user) throw new AppError('UNAUTHENTICATED', message());
  };
}

/** preHandler for routes that need a signed-in user; anything else is 401 'Usuario no autenticado.'. */
export const requireUser = requireUserFor(() => ERROR_MESSAGES.UNAUTHENTICATED);

/** preHandler for open routes that show more to a signed-in user. */
export async function optionalUser(request: FastifyRequest): Promise<void> {
  request.user = await sessionUser(request);
}

/** Route options for a signed-in user only; `message` answers visitors where the default does not fit. */
export function signedIn<Schema extends FastifySchema>(schema: Schema, message?: () => string) {
  return {
    preHandler: message === undefined ? requireUser : requireUserFor(message),
    schema,
    config: { access: 'member' as const },
  };
}

/**
 * Route options for a signed-in member through the browser's session only: a personal access
 * token gets 403 naming `reason` (modules/tokens/token-rules.ts).
 */
export function signedInBySession<Schema extends FastifySchema>(schema: Schema, reason: TokenRefusal) {
  const options = signedIn(schema);
  return { ...options, config: { ...options.config, ...neverWithToken(reason) } };
}

/** Route options for one page (`?page=`) of the signed-in user's own list, answered as `page`. */
export function ownPage<Page extends ZodType>(page: Page) {
  return signedIn({ querystring: PageQuerySchema, response: { 200: page } });
}

/**
 * Admins only. Anybody else, signed in or not, gets the very answer of a route that does not
 * exist, before the request is even validated: the admin area does not show itself.
 */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  const user = await sessionUser(request);
  if (!user || !(await request.server.isAdmin(user.id))) throw new AppError('NOT_FOUND');
  request.user = user;
}

/** Route options for an admin route (`requireAdmin`). */
export function adminOnly<Schema extends FastifySchema>(schema: Schema) {
  return {
    preValidation: requireAdmin,
    schema,
    config: { ...neverWithToken('admin'), access: 'admin' as const },
  };
}

/** Route options for anyone, signed in or not (`request.user` tells). */
export function anyone<Schema extends FastifySchema>(schema: Schema) {
  return { preHandler: optionalUser, schema, config: { access: 'anyone' as const } };
}

export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('UNAUTHENTICATED');
  return request.user;
}

/** Socket.IO ids are 20 URL-safe characters; anything else in the header is ignored. */
const SOCKET_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** The asking tab's socket id from SOCKET_ID_HEADER, or null when absent or not a plausible id. */
export function originSocketId(request: FastifyRequest): string | null {
  const value = request.headers[SOCKET_ID_HEADER];
  return typeof value === 'string' && SOCKET_ID_PATTERN.test(value) ? value : null;
}

/** The signed-in user who makes this write, and the tab they make it from. */
export function currentActor(request: FastifyRequest): Actor {
  return { userId: currentUser(request).id, socketId: originSocketId(request) };
}

/** Whom a music-database request made for this request is charged to: the member, else the visitor's address. */
export function musicCallerOf(request: FastifyRequest): MusicCaller {
  return request.user ? { kind: 'member', userId: request.user.id } : { kind: 'visitor', ip: request.ip };
}
