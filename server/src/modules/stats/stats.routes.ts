import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { StatsSchema } from '@surcos/contracts/stats';
import { UserIdParamsSchema } from '@surcos/contracts/users';
import { anyone, currentUser, signedIn } from '../auth/require-user.ts';
import type { StatsService } from './stats.service.ts';

export function registerStatsRoutes(app: FastifyInstance, stats: StatsService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/me/stats', signedIn({ response: { 200: StatsSchema } }), (request) =>
    stats.own(currentUser(request).id),
  );

  // Open like the profile it belongs to.
  api.get(
    '/api/users/:id/stats',
    anyone({ params: UserIdParamsSchema, response: { 200: StatsSchema } }),
    (request) => stats.ofUser(request.params.id, request.user?.id ?? null),
  );
}
