import type { FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AlbumPage } from '@surcos/contracts/albums';
import {
  ExploreAlbumPageSchema,
  ExploreAlbumsQuerySchema,
  ExploreCollectionPageSchema,
  ExploreCollectionsQuerySchema,
} from '@surcos/contracts/explore';
import { currentUser, signedIn } from '../auth/require-user.ts';
import type { ExploreService } from './explore.service.ts';

/** The route's own serializer: the cached first pages are validated and written as any answer is. */
const serializeAlbumPage = serializerCompiler({
  schema: ExploreAlbumPageSchema,
  method: 'GET',
  url: '/api/albums',
}) as (page: AlbumPage) => string;

export function registerExploreRoutes(app: FastifyInstance, explore: ExploreService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/albums',
    signedIn({ querystring: ExploreAlbumsQuerySchema, response: { 200: ExploreAlbumPageSchema } }),
    async (request, reply) => {
      const { q, sort, cursor } = request.query;
      if (q !== '' || cursor !== undefined) return explore.albums(request.query);
      // Already JSON: sent as it is, past the route's serializer.
      void reply.type('application/json; charset=utf-8');
      return explore.firstPageJson(sort, serializeAlbumPage) as unknown as AlbumPage;
    },
  );

  api.get(
    '/api/collections',
    signedIn({ querystring: ExploreCollectionsQuerySchema, response: { 200: ExploreCollectionPageSchema } }),
    (request) => explore.collections(request.query, currentUser(request).id),
  );
}
