import type { FastifyInstance } from 'fastify';
import { isDatabaseReachable } from '../../db/database.ts';
import { errorBody } from '../../lib/app-error.ts';
import { createRedisCheck } from './redis-check.ts';
import { texts } from '../../lib/texts.ts';

export function registerHealthRoutes(app: FastifyInstance): void {
  const redis = app.config.redisUrl ? createRedisCheck(app.config.redisUrl, app.log) : null;
  if (redis)
    app.addHook('onClose', (_instance, done) => {
      redis.close();
      done();
    });

  app.get('/healthz', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    const [database, redisUp] = await Promise.all([
      isDatabaseReachable(app.db),
      redis ? redis.isReachable() : null,
    ]);
    if (!database) {
      return reply.status(503).send(errorBody('SERVICE_UNAVAILABLE', texts.api.databaseDown));
    }
    if (redisUp === false) {
      return reply.status(503).send(errorBody('SERVICE_UNAVAILABLE', texts.api.redisDown));
    }
    return redisUp === null
      ? { status: 'ok', database: 'ok' }
      : { status: 'ok', database: 'ok', redis: 'ok' };
  });
}
