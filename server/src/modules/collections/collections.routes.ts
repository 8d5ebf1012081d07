import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CollectionBodySchema,
  CollectionDetailSchema,
  CollectionIdParamsSchema,
  CollectionPageSchema,
} from '@surcos/contracts/collections';
import { NO_CONTENT, thenCreated, thenNoContent } from '../../lib/http.ts';
import { anyone, currentActor, currentUser, ownPage, signedIn } from '../auth/require-user.ts';
import type { CollectionsService } from './collections.service.ts';

export function registerCollectionsRoutes(app: FastifyInstance, collections: CollectionsService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/me/collections', ownPage(CollectionPageSchema), (request) =>
    collections.listOwn(currentUser(request).id, request.query.cursor),
  );

  api.get(
    '/api/collections/:id',
    anyone({ params: CollectionIdParamsSchema, response: { 200: CollectionDetailSchema } }),
    (request) => collections.detail(request.params.id, request.user?.id ?? null),
  );

  api.post(
    '/api/collections',
    signedIn({ body: CollectionBodySchema, response: { 201: CollectionDetailSchema } }),
    thenCreated((request) => collections.create(currentActor(request), request.body)),
  );

  api.put(
    '/api/collections/:id',
    signedIn({
      params: CollectionIdParamsSchema,
      body: CollectionBodySchema,
      response: { 200: CollectionDetailSchema },
    }),
    (request) => collections.update(currentActor(request), request.params.id, request.body),
  );

  api.delete(
    '/api/collections/:id',
    signedIn({ params: CollectionIdParamsSchema, response: NO_CONTENT }),
    thenNoContent((request) => collections.remove(currentActor(request), request.params.id)),
  );
}
