import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PageQuerySchema, SearchPageQuerySchema } from '@surcos/contracts/paging';
import {
  CollectionBodySchema,
  CollectionDetailSchema,
  CollectionIdParamsSchema,
  CollectionPageSchema,
} from '@surcos/contracts/collections';
import { currentUser, optionalUser, requireUser } from '../auth/require-user.ts';
import type { CollectionsService } from './collections.service.ts';

export function registerCollectionsRoutes(app: FastifyInstance, collections: CollectionsService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/collections',
    {
      preHandler: requireUser,
      schema: { querystring: SearchPageQuerySchema, response: { 200: CollectionPageSchema } },
    },
    (request) => collections.listPublic(request.query),
  );

  api.get(
    '/api/me/collections',
    {
      preHandler: requireUser,
      schema: { querystring: PageQuerySchema, response: { 200: CollectionPageSchema } },
    },
    (request) => collections.listOwn(currentUser(request).id, request.query.page),
  );

  api.get(
    '/api/collections/:id',
    {
      preHandler: optionalUser,
      schema: { params: CollectionIdParamsSchema, response: { 200: CollectionDetailSchema } },
    },
    (request) => collections.detail(request.params.id, request.user?.id ?? null),
  );

  api.post(
    '/api/collections',
    {
      preHandler: requireUser,
      schema: { body: CollectionBodySchema, response: { 201: CollectionDetailSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await collections.create(currentUser(request).id, request.body)),
  );

  api.put(
    '/api/collections/:id',
    {
      preHandler: requireUser,
      schema: {
        params: CollectionIdParamsSchema,
        body: CollectionBodySchema,
        response: { 200: CollectionDetailSchema },
      },
    },
    (request) => collections.update(currentUser(request).id, request.params.id, request.body),
  );

  api.delete(
    '/api/collections/:id',
    { preHandler: requireUser, schema: { params: CollectionIdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await collections.remove(currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
