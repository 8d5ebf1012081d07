import type { FastifyInstance } from 'fastify';
import { isDatabaseReachable } from '../../db/database.ts';
import { errorBody } from '../../lib/app-error.ts';

export function registerHealthRoutes(app: FastifyInstance): void {
  app.get('/healthz', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    if (await isDatabaseReachable(app.db)) return { status: 'ok', database: 'ok' };
    return reply.status(503).send(errorBody('SERVICE_UNAVAILABLE', 'La base de datos no responde.'));
  });
}
