import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CountsSchema } from '@surcos/contracts/counts';
import { currentUser, requireUser } from '../auth/require-user.ts';
import { countsFor } from './counts.service.ts';

export function registerCountsRoutes(app: FastifyInstance): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/me/counts',
      { preHandler: requireUser, schema: { response: { 200: CountsSchema } } },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        return countsFor(app, currentUser(request).id);
      },
    );
}
