import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CreatedTokenSchema,
  CreateTokenBodySchema,
  TokenIdParamsSchema,
  TokenListSchema,
} from '@surcos/contracts/tokens';
import { NO_CONTENT, thenNoContent } from '../../lib/http.ts';
import { currentUser, signedInBySession } from '../auth/require-user.ts';
import type { TokensService } from './tokens.service.ts';

/** /api/me/tokens: the member's own tokens, managed with the session only (never with a token). */
export function registerTokensRoutes(app: FastifyInstance, tokens: TokensService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/me/tokens',
    signedInBySession({ response: { 200: TokenListSchema } }, 'tokens'),
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return tokens.list(currentUser(request).id);
    },
  );

  api.post(
    '/api/me/tokens',
    signedInBySession({ body: CreateTokenBodySchema, response: { 201: CreatedTokenSchema } }, 'tokens'),
    // The token is in this answer only: no cache may keep it.
    async (request, reply) =>
      reply
        .status(201)
        .header('cache-control', 'no-store')
        .send(await tokens.create(currentUser(request).id, request.body)),
  );

  api.delete(
    '/api/me/tokens/:id',
    signedInBySession({ params: TokenIdParamsSchema, response: NO_CONTENT }, 'tokens'),
    thenNoContent((request) => tokens.revoke(currentUser(request).id, request.params.id)),
  );
}
