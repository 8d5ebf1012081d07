import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ExploreAlbumPageSchema,
  ExploreAlbumsQuerySchema,
  ExploreCollectionPageSchema,
  ExploreCollectionsQuerySchema,
} from '@surcos/contracts/explore';
import { currentUser, signedIn } from '../auth/require-user.ts';
import type { ExploreService } from './explore.service.ts';

export function registerExploreRoutes(app: FastifyInstance, explore: ExploreService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/albums',
    signedIn({ querystring: ExploreAlbumsQuerySchema, response: { 200: ExploreAlbumPageSchema } }),
    (request) => explore.albums(request.query),
  );

  api.get(
    '/api/collections',
    signedIn({ querystring: ExploreCollectionsQuerySchema, response: { 200: ExploreCollectionPageSchema } }),
    (request) => explore.collections(request.query, currentUser(request).id),
  );
}
