import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BulkAlbumsBodySchema,
  BulkResultSchema,
  UNDO_TOKEN_MAX_LENGTH,
  UndoBodySchema,
  UndoResultSchema,
} from '@surcos/contracts/albums-bulk';
import { currentActor, signedIn } from '../auth/require-user.ts';
import type { AlbumsBulkService } from './albums-bulk.service.ts';

export function registerAlbumsBulkRoutes(app: FastifyInstance, bulk: AlbumsBulkService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/me/albums/bulk',
    signedIn({ body: BulkAlbumsBodySchema, response: { 200: BulkResultSchema } }),
    (request) => bulk.apply(currentActor(request), request.body),
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
