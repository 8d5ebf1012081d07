import type { FastifyInstance, FastifyRequest } from 'fastify';
import { runWithMusicCaller } from '../music/caller-context.ts';
import type { MusicCaller } from '../music/music-database.ts';

/** The person a request to the music database is for: the signed-in member, else the visitor's IP. */
export function musicCallerOf(request: FastifyRequest): MusicCaller {
  return request.user ? { kind: 'member', userId: request.user.id } : { kind: 'visitor', ip: request.ip };
}

/**
 * Makes the request's person the default caller of every music-database
 * request made while serving it, so shares apply even where a route does not
 * pass a caller explicitly. preValidation runs after the body is read: the
 * context then reaches the handler for requests with and without a body.
 */
export function registerMusicCallerContext(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    runWithMusicCaller(() => musicCallerOf(request), done);
  });
}
