import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AlbumListQuerySchema, AlbumPageSchema } from '@surcos/contracts/albums';
import { CollectionPageSchema } from '@surcos/contracts/collections';
import { SearchPageQuerySchema } from '@surcos/contracts/paging';
import { signedIn } from '../auth/require-user.ts';
import type { ExploreService } from './explore.service.ts';

export function registerExploreRoutes(app: FastifyInstance, explore: ExploreService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/albums',
    signedIn({ querystring: AlbumListQuerySchema, response: { 200: AlbumPageSchema } }),
    (request) => explore.albums(request.query),
  );

  api.get(
    '/api/collections',
    signedIn({ querystring: SearchPageQuerySchema, response: { 200: CollectionPageSchema } }),
    (request) => explore.collections(request.query),
  );
}
