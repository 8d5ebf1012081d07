import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fromNodeHeaders } from 'better-auth/node';
import { SessionResponseSchema } from '@surcos/contracts/auth';
import { presentMe } from '../users/users.presenter.ts';

export function registerSessionRoutes(app: FastifyInstance): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/session', { schema: { response: { 200: SessionResponseSchema } } }, async (request, reply) => {
      // returnHeaders lets a rolling session refresh its cookie on this request.
      const { headers, response } = await app.auth.api.getSession({
        headers: fromNodeHeaders(request.headers),
        returnHeaders: true,
      });
      for (const cookie of headers.getSetCookie()) void reply.header('set-cookie', cookie);
      void reply.header('cache-control', 'no-store');
      return { user: response ? presentMe(response.user) : null };
    });
}
