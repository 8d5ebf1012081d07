import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AlbumIdParamsSchema, CopyEditionBodySchema } from '@surcos/contracts/albums';
import {
  CopyBodySchema,
  CopyIdParamsSchema,
  CopyListSchema,
  CopySchema,
  FolderListSchema,
} from '@surcos/contracts/copies';
import { NO_CONTENT, thenCreated, thenNoContent } from '../../lib/http.ts';
import { currentActor, currentUser, signedIn } from '../auth/require-user.ts';
import type { CopiesService } from './copies.service.ts';

export function registerCopiesRoutes(app: FastifyInstance, copies: CopiesService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/me/albums/:id/copies',
    signedIn({ params: AlbumIdParamsSchema, response: { 200: CopyListSchema } }),
    (request) => copies.list(currentUser(request).id, request.params.id),
  );

  api.post(
    '/api/me/albums/:id/copies',
    signedIn({ params: AlbumIdParamsSchema, body: CopyBodySchema, response: { 201: CopySchema } }),
    thenCreated((request) => copies.add(currentActor(request), request.params.id, request.body)),
  );

  api.put(
    '/api/me/copies/:copyId',
    signedIn({ params: CopyIdParamsSchema, body: CopyBodySchema, response: { 200: CopySchema } }),
    (request) => copies.update(currentActor(request), request.params.copyId, request.body),
  );

  // 'Otras ediciones': the copy is another pressing of the same record.
  api.post(
    '/api/me/copies/:copyId/edition',
    signedIn({ params: CopyIdParamsSchema, body: CopyEditionBodySchema, response: { 200: CopySchema } }),
    (request) => copies.moveToEdition(currentActor(request), request.params.copyId, request.body.albumId),
  );

  api.delete(
    '/api/me/copies/:copyId',
    signedIn({ params: CopyIdParamsSchema, response: NO_CONTENT }),
    thenNoContent((request) => copies.remove(currentActor(request), request.params.copyId)),
  );

  api.get('/api/me/folders', signedIn({ response: { 200: FolderListSchema } }), (request) =>
    copies.folders(currentUser(request).id),
  );
}
