import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AlbumIdParamsSchema } from '@surcos/contracts/albums';
import { WishlistEntrySchema, WishlistPageSchema } from '@surcos/contracts/wishlist';
import { NO_CONTENT, thenNoContent } from '../../lib/http.ts';
import { currentActor, currentUser, ownPage, signedIn } from '../auth/require-user.ts';
import type { WishlistService } from './wishlist.service.ts';

export function registerWishlistRoutes(app: FastifyInstance, wishlist: WishlistService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/me/wishlist', ownPage(WishlistPageSchema), (request) =>
    wishlist.list(currentUser(request).id, request.query.cursor),
  );

  api.put(
    '/api/me/wishlist/:id',
    signedIn({ params: AlbumIdParamsSchema, response: { 200: WishlistEntrySchema } }),
    (request) => wishlist.add(currentActor(request), request.params.id),
  );

  api.delete(
    '/api/me/wishlist/:id',
    signedIn({ params: AlbumIdParamsSchema, response: NO_CONTENT }),
    thenNoContent((request) => wishlist.remove(currentActor(request), request.params.id)),
  );
}
