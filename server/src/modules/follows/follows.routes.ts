import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AlbumListQuerySchema, AlbumPageSchema } from '@surcos/contracts/albums';
import { CollectionPageSchema } from '@surcos/contracts/collections';
import { FeedPageSchema } from '@surcos/contracts/feed';
import { PageQuerySchema } from '@surcos/contracts/paging';
import { UserIdParamsSchema, UserProfileSchema, UserPageSchema } from '@surcos/contracts/users';
import { currentUser, optionalUser, requireUser } from '../auth/require-user.ts';
import type { FeedService } from '../feed/feed.service.ts';
import type { FollowsService } from './follows.service.ts';

export function registerSocialRoutes(app: FastifyInstance, follows: FollowsService, feed: FeedService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/users/:id',
    {
      preHandler: optionalUser,
      schema: { params: UserIdParamsSchema, response: { 200: UserProfileSchema } },
    },
    (request) => follows.profile(request.params.id, request.user?.id ?? null),
  );

  api.get(
    '/api/users/:id/albums',
    {
      preHandler: optionalUser,
      schema: {
        params: UserIdParamsSchema,
        querystring: AlbumListQuerySchema,
        response: { 200: AlbumPageSchema },
      },
    },
    async (request) => {
      await follows.assertUser(request.params.id);
      return app.albums.ownedBy(request.params.id, request.query);
    },
  );

  api.get(
    '/api/users/:id/collections',
    {
      preHandler: optionalUser,
      schema: {
        params: UserIdParamsSchema,
        querystring: PageQuerySchema,
        response: { 200: CollectionPageSchema },
      },
    },
    async (request) => {
      await follows.assertUser(request.params.id);
      return app.collections.listPublicOf(request.params.id, request.query.page);
    },
  );

  api.put(
    '/api/users/:id/follow',
    { preHandler: requireUser, schema: { params: UserIdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await follows.follow(currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  api.delete(
    '/api/users/:id/follow',
    { preHandler: requireUser, schema: { params: UserIdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await follows.unfollow(currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  for (const direction of ['followers', 'following'] as const) {
    api.get(
      `/api/me/${direction}`,
      {
        preHandler: requireUser,
        schema: { querystring: PageQuerySchema, response: { 200: UserPageSchema } },
      },
      (request) => follows.list(currentUser(request).id, direction, request.query.page),
    );
  }

  api.get(
    '/api/feed',
    { preHandler: requireUser, schema: { querystring: PageQuerySchema, response: { 200: FeedPageSchema } } },
    (request) => feed.page(currentUser(request).id, request.query.page),
  );

  api.post(
    '/api/feed/visit',
    { preHandler: requireUser, schema: { response: { 204: z.null() } } },
    async (request, reply) => {
      await feed.visit(currentUser(request).id);
      return reply.status(204).send(null);
    },
  );
}
