import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AlbumCardSchema,
  AlbumDetailSchema,
  AlbumIdParamsSchema,
  AlbumListQuerySchema,
  AlbumPageSchema,
  AlbumSearchPageSchema,
  SearchQuerySchema,
} from '@surcos/contracts/albums';
import { PageQuerySchema } from '@surcos/contracts/paging';
import { WishlistEntrySchema, WishlistPageSchema } from '@surcos/contracts/wishlist';
import { currentUser, optionalUser, requireUser, requireUserFor } from '../auth/require-user.ts';
import type { AlbumsService } from './albums.service.ts';

const ADD_REQUIRES_SIGN_IN = 'Debes iniciar sesión para añadir un álbum.';

export function registerAlbumsRoutes(app: FastifyInstance, albums: AlbumsService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/music/search',
    {
      preHandler: requireUser,
      schema: { querystring: SearchQuerySchema, response: { 200: AlbumSearchPageSchema } },
    },
    (request) => albums.search(currentUser(request).id, request.query.q, request.query.page),
  );

  api.get(
    '/api/albums',
    {
      preHandler: requireUser,
      schema: { querystring: AlbumListQuerySchema, response: { 200: AlbumPageSchema } },
    },
    (request) => albums.explore(request.query),
  );

  api.get(
    '/api/albums/:id',
    {
      preHandler: optionalUser,
      schema: { params: AlbumIdParamsSchema, response: { 200: AlbumDetailSchema } },
    },
    (request) => albums.detail(request.params.id, request.user?.id ?? null),
  );

  api.get(
    '/api/me/albums',
    {
      preHandler: requireUser,
      schema: { querystring: AlbumListQuerySchema, response: { 200: AlbumPageSchema } },
    },
    (request) => albums.ownedBy(currentUser(request).id, request.query),
  );

  api.put(
    '/api/me/albums/:id',
    {
      preHandler: requireUserFor(ADD_REQUIRES_SIGN_IN),
      schema: { params: AlbumIdParamsSchema, response: { 200: AlbumCardSchema } },
    },
    (request) => albums.add(currentUser(request).id, request.params.id),
  );

  api.delete(
    '/api/me/albums/:id',
    { preHandler: requireUser, schema: { params: AlbumIdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await albums.remove(currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/api/me/wishlist',
    {
      preHandler: requireUser,
      schema: { querystring: PageQuerySchema, response: { 200: WishlistPageSchema } },
    },
    (request) => albums.wishlist(currentUser(request).id, request.query.page),
  );

  api.put(
    '/api/me/wishlist/:id',
    {
      preHandler: requireUser,
      schema: { params: AlbumIdParamsSchema, response: { 200: WishlistEntrySchema } },
    },
    (request) => albums.addToWishlist(currentUser(request).id, request.params.id),
  );

  api.delete(
    '/api/me/wishlist/:id',
    { preHandler: requireUser, schema: { params: AlbumIdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await albums.removeFromWishlist(currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
