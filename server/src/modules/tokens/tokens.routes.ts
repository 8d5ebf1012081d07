import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CreatedTokenSchema,
  CreateTokenBodySchema,
  TokenIdParamsSchema,
  TokenListSchema,
} from '@surcos/contracts/tokens';
import { NO_CONTENT, thenNoContent } from '../../lib/http.ts';
import { currentUser, signedIn } from '../auth/require-user.ts';
import { neverWithToken } from './token-rules.ts';
import type { TokensService } from './tokens.service.ts';

/** /api/me/tokens: the member's own tokens, managed with the session only (never with a token). */
export function registerTokensRoutes(app: FastifyInstance, tokens: TokensService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = neverWithToken('tokens');

  api.get(
    '/api/me/tokens',
    { ...signedIn({ response: { 200: TokenListSchema } }), config },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return tokens.list(currentUser(request).id);
    },
  );

  api.post(
    '/api/me/tokens',
    { ...signedIn({ body: CreateTokenBodySchema, response: { 201: CreatedTokenSchema } }), config },
    // The token is in this answer only: no cache may keep it.
    async (request, reply) =>
      reply
        .status(201)
        .header('cache-control', 'no-store')
        .send(await tokens.create(currentUser(request).id, request.body)),
  );

  api.delete(
    '/api/me/tokens/:id',
    { ...signedIn({ params: TokenIdParamsSchema, response: NO_CONTENT }), config },
    thenNoContent((request) => tokens.revoke(currentUser(request).id, request.params.id)),
  );
}
