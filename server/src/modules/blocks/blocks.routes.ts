import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RESTRICTION_KINDS, RestrictedUserPageSchema } from '@surcos/contracts/blocks';
import { UserIdParamsSchema } from '@surcos/contracts/users';
import { NO_CONTENT, thenNoContent } from '../../lib/http.ts';
import { currentActor, currentUser, ownPage, signedIn } from '../auth/require-user.ts';
import type { BlocksService } from './blocks.service.ts';

export function registerBlocksRoutes(app: FastifyInstance, blocks: BlocksService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const options = signedIn({ params: UserIdParamsSchema, response: NO_CONTENT });

  api.put(
    '/api/users/:id/block',
    options,
    thenNoContent((request) => blocks.block(currentActor(request), request.params.id)),
  );
  api.delete(
    '/api/users/:id/block',
    options,
    thenNoContent((request) => blocks.unblock(currentActor(request), request.params.id)),
  );
  api.put(
    '/api/users/:id/mute',
    options,
    thenNoContent((request) => blocks.mute(currentActor(request), request.params.id)),
  );
  api.delete(
    '/api/users/:id/mute',
    options,
    thenNoContent((request) => blocks.unmute(currentActor(request), request.params.id)),
  );

  for (const kind of RESTRICTION_KINDS) {
    api.get(`/api/me/${kind}`, ownPage(RestrictedUserPageSchema), (request) =>
      blocks.list(kind, currentUser(request).id, request.query.page),
    );
  }
}
