import type { FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AlbumPage } from '@surcos/contracts/albums';
import {
  ExploreAlbumPageSchema,
  ExploreAlbumsQuerySchema,
  ExploreCollectionPageSchema,
  ExploreCollectionsQuerySchema,
  PublicActivitySchema,
} from '@surcos/contracts/explore';
import { anyone, currentUser, signedIn } from '../auth/require-user.ts';
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

  // The same answer for every visitor, so shared caches may keep it a minute; a member's leaves out
  // whom they blocked or were blocked by, and is theirs alone.
  api.get('/api/public-activity', anyone({ response: { 200: PublicActivitySchema } }), (request, reply) => {
    const viewerId = request.user?.id ?? null;
    void reply
      .header('cache-control', viewerId === null ? PUBLIC_ACTIVITY_CACHE : 'private, no-cache')
      .header('vary', 'Cookie');
    return explore.publicActivity(viewerId);
  });
}

/** How long a visitor's glimpse may be kept, by the browser and by shared caches. */
export const PUBLIC_ACTIVITY_CACHE = 'public, max-age=60';
