import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CountsSchema } from '@surcos/contracts/counts';
import { currentUser, signedIn } from '../auth/require-user.ts';
import type { CountsService } from './counts.service.ts';

export function registerCountsRoutes(app: FastifyInstance, counts: CountsService): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/me/counts', signedIn({ response: { 200: CountsSchema } }), async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return counts.of(currentUser(request).id);
    });
}
