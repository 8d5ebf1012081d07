import type { FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
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

/** preHandler for routes that need a signed-in user; anything else is 401 'Usuario no autenticado.'. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  const session = await request.server.auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!session) throw new AppError('UNAUTHENTICATED');
  request.user = { id: session.user.id, name: session.user.name };
}

export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('UNAUTHENTICATED');
  return request.user;
}
