import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FOLLOW_DIRECTIONS } from '@surcos/contracts/follows';
import { FollowPageSchema } from '@surcos/contracts/remote-follows';
import { UserIdParamsSchema } from '@surcos/contracts/users';
import { NO_CONTENT, thenNoContent } from '../../lib/http.ts';
import { currentActor, currentUser, ownPage, signedIn } from '../auth/require-user.ts';
import type { FollowsService } from './follows.service.ts';

export function registerFollowsRoutes(app: FastifyInstance, follows: FollowsService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const options = signedIn({ params: UserIdParamsSchema, response: NO_CONTENT });

  api.put(
    '/api/users/:id/follow',
    options,
    thenNoContent((request) => follows.follow(currentActor(request), request.params.id)),
  );

  api.delete(
    '/api/users/:id/follow',
    options,
    thenNoContent((request) => follows.unfollow(currentActor(request), request.params.id)),
  );

  for (const direction of FOLLOW_DIRECTIONS) {
    api.get(`/api/me/${direction}`, ownPage(FollowPageSchema), (request) =>
      follows.list(currentUser(request).id, direction, request.query.cursor),
    );
  }
}
