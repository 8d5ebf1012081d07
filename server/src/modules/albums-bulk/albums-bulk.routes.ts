import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BulkAlbumsBodySchema,
  BulkResultSchema,
  UNDO_TOKEN_MAX_LENGTH,
  UndoBodySchema,
  UndoResultSchema,
} from '@surcos/contracts/albums-bulk';
import { CopyIdParamsSchema } from '@surcos/contracts/copies';
import { currentActor, signedIn } from '../auth/require-user.ts';
import type { AlbumsBulkService } from './albums-bulk.service.ts';

export function registerAlbumsBulkRoutes(app: FastifyInstance, bulk: AlbumsBulkService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/me/albums/bulk',
    signedIn({ body: BulkAlbumsBodySchema, response: { 200: BulkResultSchema } }),
    (request) => bulk.apply(currentActor(request), request.body),
  );

  // A copy's removal that can be undone (DELETE /api/me/copies/:copyId stays, without an undo).
  api.post(
    '/api/me/copies/:copyId/remove',
    signedIn({ params: CopyIdParamsSchema, response: { 200: BulkResultSchema } }),
    (request) => bulk.removeCopy(currentActor(request), request.params.copyId),
  );

  api.post(
    '/api/me/albums/bulk/undo',
    {
      ...signedIn({ body: UndoBodySchema, response: { 200: UndoResultSchema } }),
      bodyLimit: UNDO_TOKEN_MAX_LENGTH + 1024,
    },
    (request) => bulk.undo(currentActor(request), request.body.token),
  );
}
