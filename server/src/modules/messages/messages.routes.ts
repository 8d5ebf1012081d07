import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { NO_CONTENT, thenCreated, thenNoContent } from '../../lib/http.ts';
import { currentActor, currentUser, ownPage, signedIn } from '../auth/require-user.ts';
import type { MessagesService } from './messages.service.ts';

const params = ConversationIdParamsSchema;

export function registerMessagesRoutes(app: FastifyInstance, messages: MessagesService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/conversations',
    signedIn({ body: StartConversationBodySchema, response: { 200: ConversationSchema } }),
    (request) => messages.start(currentActor(request), request.body.userId),
  );

  // Lists a tab keeps live: never served from a cache.
  api.get('/api/conversations', ownPage(ConversationPageSchema), async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    return messages.list(currentUser(request).id, request.query.cursor);
  });

  api.get('/api/conversations/:id', signedIn({ params, response: { 200: ConversationSchema } }), (request) =>
    messages.get(currentUser(request).id, request.params.id),
  );

  api.get(
    '/api/conversations/:id/messages',
    signedIn({ params, querystring: MessageListQuerySchema, response: { 200: MessagePageSchema } }),
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return messages.messages(currentUser(request).id, request.params.id, request.query);
    },
  );

  api.post(
    '/api/conversations/:id/messages',
    signedIn({ params, body: SendMessageBodySchema, response: { 201: MessageSchema } }),
    thenCreated((request) => messages.send(currentActor(request), request.params.id, request.body)),
  );

  api.post(
    '/api/conversations/:id/read',
    signedIn({ params, response: NO_CONTENT }),
    thenNoContent((request) => messages.markRead(currentActor(request), request.params.id)),
  );
}
