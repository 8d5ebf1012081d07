import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RemoteProfileQuerySchema, RemoteProfileSchema } from '@surcos/contracts/remote-profiles';
import {
  RemoteAccountQuerySchema,
  RemoteAccountSchema,
  RemoteFollowBodySchema,
  RemoteUnfollowQuerySchema,
} from '@surcos/contracts/remote-follows';
import { NO_CONTENT, thenNoContent } from '../../lib/http.ts';
import { currentActor, currentUser, requireUser, signedIn } from '../auth/require-user.ts';
import type { RemoteFollowsService } from './remote-follows.ts';
import type { RemoteProfilesService } from './remote-profiles.ts';
import { sendRemoteImage } from './remote-images.ts';

/** Members of other servers: looked up by `@user@host`, followed and unfollowed (decision 057). */
export function registerRemoteFollowsRoutes(
  app: FastifyInstance,
  remote: RemoteFollowsService,
  profiles: RemoteProfilesService,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/remote/accounts',
    signedIn({ querystring: RemoteAccountQuerySchema, response: { 200: RemoteAccountSchema } }),
    (request) => remote.lookup(currentUser(request).id, request.query.address),
  );

  // Their profile as fetched: the account and a page of their public activity (decision 062).
  api.get(
    '/api/remote/profile',
    signedIn({ querystring: RemoteProfileQuerySchema, response: { 200: RemoteProfileSchema } }),
    (request) => profiles.profile(currentUser(request).id, request.query.address, request.query.cursor),
  );

  api.put(
    '/api/remote/follows',
    signedIn({ body: RemoteFollowBodySchema, response: { 200: RemoteAccountSchema } }),
    (request) => remote.follow(currentActor(request), request.body.address),
  );

  api.delete(
    '/api/remote/follows',
    signedIn({ querystring: RemoteUnfollowQuerySchema, response: NO_CONTENT }),
    thenNoContent((request) => remote.unfollow(currentActor(request), request.query.actor)),
  );

  // A plain image, outside /api like the covers: a known remote actor's picture, for members.
  app.get<{ Querystring: { actor?: string } }>(
    '/remote-avatars',
    { preHandler: requireUser, config: { access: 'member' } },
    async (request, reply) => {
      const actor = request.query.actor;
      const image = typeof actor === 'string' ? await remote.avatar(actor) : undefined;
      return sendRemoteImage(reply, image);
    },
  );
}
