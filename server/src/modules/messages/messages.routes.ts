import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ConversationIdParamsSchema,
  ConversationPageSchema,
  ConversationSchema,
  MessageListQuerySchema,
  MessagePageSchema,
  MessageSchema,
  SendMessageBodySchema,
  StartConversationBodySchema,
} from '@surcos/contracts/messages';
import { PageQuerySchema } from '@surcos/contracts/paging';
import { currentUser, requireUser } from '../auth/require-user.ts';
import type { MessagesService } from './messages.service.ts';

export function registerMessagesRoutes(app: FastifyInstance, messages: MessagesService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/conversations',
    {
      preHandler: requireUser,
      schema: { body: StartConversationBodySchema, response: { 200: ConversationSchema } },
    },
    (request) => messages.start(currentUser(request).id, request.body.userId),
  );

  api.get(
    '/api/conversations',
    {
      preHandler: requireUser,
      schema: { querystring: PageQuerySchema, response: { 200: ConversationPageSchema } },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return messages.list(currentUser(request).id, request.query.page);
    },
  );

  api.get(
    '/api/conversations/:id',
    {
      preHandler: requireUser,
      schema: { params: ConversationIdParamsSchema, response: { 200: ConversationSchema } },
    },
    (request) => messages.get(currentUser(request).id, request.params.id),
  );

  api.get(
    '/api/conversations/:id/messages',
    {
      preHandler: requireUser,
      schema: {
        params: ConversationIdParamsSchema,
        querystring: MessageListQuerySchema,
        response: { 200: MessagePageSchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return messages.messages(currentUser(request).id, request.params.id, request.query);
    },
  );

  api.post(
    '/api/conversations/:id/messages',
    {
      preHandler: requireUser,
      schema: {
        params: ConversationIdParamsSchema,
        body: SendMessageBodySchema,
        response: { 201: MessageSchema },
      },
    },
    async (request, reply) => {
      const message = await messages.send(currentUser(request).id, request.params.id, request.body);
      return reply.status(201).send(message);
    },
  );

  api.post(
    '/api/conversations/:id/read',
    {
      preHandler: requireUser,
      schema: { params: ConversationIdParamsSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await messages.markRead(currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
