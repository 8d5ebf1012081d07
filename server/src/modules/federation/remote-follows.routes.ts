import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  RemoteAccountQuerySchema,
  RemoteAccountSchema,
  RemoteFollowBodySchema,
  RemoteUnfollowQuerySchema,
} from '@surcos/contracts/remote-follows';
import { NO_CONTENT, thenNoContent } from '../../lib/http.ts';
import { currentActor, currentUser, signedIn } from '../auth/require-user.ts';
import type { RemoteFollowsService } from './remote-follows.ts';

/** Members of other servers: looked up by `@user@host`, followed and unfollowed (decision 057). */
export function registerRemoteFollowsRoutes(app: FastifyInstance, remote: RemoteFollowsService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/remote/accounts',
    signedIn({ querystring: RemoteAccountQuerySchema, response: { 200: RemoteAccountSchema } }),
    (request) => remote.lookup(currentUser(request).id, request.query.address),
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
}
