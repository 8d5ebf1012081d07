import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { as } from './requests.ts';
import type { TestUser } from './users.ts';

/** A set-up act that must work: a refused one fails the test here, not in a later assertion. */
async function succeeded(what: string, response: Promise<LightMyRequestResponse>) {
  const done = await response;
  if (done.statusCode >= 300) throw new Error(`${what} failed: ${done.statusCode} ${done.body}`);
  return done;
}

/** `user` adds the album to My albums. */
export const own = (app: FastifyInstance, user: TestUser, albumId: string) =>
  succeeded(`own ${albumId}`, as(app, user).put(`/api/me/albums/${albumId}`));

/** `user` adds the album to the wishlist. */
export const wish = (app: FastifyInstance, user: TestUser, albumId: string) =>
  succeeded(`wish ${albumId}`, as(app, user).put(`/api/me/wishlist/${albumId}`));

export const follow = (app: FastifyInstance, who: TestUser, whom: TestUser) =>
  succeeded('follow', as(app, who).put(`/api/users/${whom.id}/follow`));
