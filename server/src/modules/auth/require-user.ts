import type { FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { ERROR_MESSAGES } from '@surcos/contracts/errors';
import { AppError } from '../../lib/app-error.ts';

export interface SessionUser {
  id: string;
  name: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

async function sessionUser(request: FastifyRequest): Promise<SessionUser | null> {
  const session = await request.server.auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  return session ? { id: session.user.id, name: session.user.name } : null;
}

/** preHandler for routes that need a signed-in user, answering visitors with this message. */
export function requireUserFor(message: string) {
  return async (request: FastifyRequest): Promise<void> => {
    request.user = await sessionUser(request);
    if (!request.user) throw new AppError('UNAUTHENTICATED', message);
  };
}

/** preHandler for routes that need a signed-in user; anything else is 401 'Usuario no autenticado.'. */
export const requireUser = requireUserFor(ERROR_MESSAGES.UNAUTHENTICATED);

/** preHandler for open routes that show more to a signed-in user. */
export async function optionalUser(request: FastifyRequest): Promise<void> {
  request.user = await sessionUser(request);
}

export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('UNAUTHENTICATED');
  return request.user;
}
