import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DomainBlockBodySchema,
  DomainBlockQuerySchema,
  KnownServerListSchema,
  RemoteBlockBodySchema,
  RemoteBlockListSchema,
  RemoteBlockQuerySchema,
} from '@surcos/contracts/remote-blocks';
import { NO_CONTENT, thenNoContent } from '../../lib/http.ts';
import { adminOnly, currentActor, currentUser, signedIn } from '../auth/require-user.ts';
import { adminActor } from '../admin/admin.routes.ts';
import type { RemoteBlocksService } from './remote-blocks.ts';

/** Blocks across servers (decision 060): members' blocks of remote accounts, admins' of whole servers. */
export function registerRemoteBlocksRoutes(app: FastifyInstance, blocks: RemoteBlocksService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.put(
    '/api/remote/blocks',
    signedIn({ body: RemoteBlockBodySchema, response: NO_CONTENT }),
    thenNoContent((request) => blocks.block(currentActor(request), request.body.actor)),
  );

  api.delete(
    '/api/remote/blocks',
    signedIn({ querystring: RemoteBlockQuerySchema, response: NO_CONTENT }),
    thenNoContent((request) => blocks.unblock(currentActor(request), request.query.actor)),
  );

  api.get('/api/me/remote-blocks', signedIn({ response: { 200: RemoteBlockListSchema } }), (request) =>
    blocks.list(currentUser(request).id),
  );

  api.get('/api/admin/servers', adminOnly({ response: { 200: KnownServerListSchema } }), () =>
    blocks.knownServers(),
  );

  api.put(
    '/api/admin/domain-blocks',
    adminOnly({ body: DomainBlockBodySchema, response: NO_CONTENT }),
    thenNoContent((request) =>
      blocks.blockDomain(adminActor(request), request.body.host, request.body.reason || null),
    ),
  );

  api.delete(
    '/api/admin/domain-blocks',
    adminOnly({ querystring: DomainBlockQuerySchema, response: NO_CONTENT }),
    thenNoContent((request) => blocks.unblockDomain(adminActor(request), request.query.host)),
  );
}
