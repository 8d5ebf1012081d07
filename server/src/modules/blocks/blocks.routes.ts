import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RESTRICTION_KINDS, RESTRICTION_PATHS, RestrictedUserPageSchema } from '@surcos/contracts/blocks';
import { UserIdParamsSchema } from '@surcos/contracts/users';
import { NO_CONTENT, thenNoContent } from '../../lib/http.ts';
import { currentActor, currentUser, ownPage, signedIn } from '../auth/require-user.ts';
import type { BlocksService } from './blocks.service.ts';

export function registerBlocksRoutes(app: FastifyInstance, blocks: BlocksService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const options = signedIn({ params: UserIdParamsSchema, response: NO_CONTENT });

  for (const kind of RESTRICTION_KINDS) {
    // PUT /api/users/:id/block, /mute; DELETE undoes.
    const path = `/api/users/:id/${RESTRICTION_PATHS[kind]}`;
    api.put(
      path,
      options,
      thenNoContent((request) => blocks.add(kind, currentActor(request), request.params.id)),
    );
    api.delete(
      path,
      options,
      thenNoContent((request) => blocks.remove(kind, currentActor(request), request.params.id)),
    );
    api.get(`/api/me/${kind}`, ownPage(RestrictedUserPageSchema), (request) =>
      blocks.list(kind, currentUser(request).id, request.query.cursor),
    );
  }
}
