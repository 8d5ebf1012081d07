import type { FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AlbumMatchesListSchema,
  AlbumMatchesQuerySchema,
  type MatchesPage,
  MatchesPageSchema,
} from '@surcos/contracts/matches';
import { currentUser, ownPage, signedIn } from '../auth/require-user.ts';
import type { MatchesService } from './matches.service.ts';

/** The route's own serializer: the kept first pages are validated and written as any answer is. */
const serializeMatchesPage = serializerCompiler({
  schema: MatchesPageSchema,
  method: 'GET',
  url: '/api/me/matches',
}) as (page: MatchesPage) => string;

export function registerMatchesRoutes(app: FastifyInstance, matches: MatchesService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/me/matches', ownPage(MatchesPageSchema), async (request, reply) => {
    const viewerId = currentUser(request).id;
    if (request.query.cursor !== undefined) return matches.list(viewerId, request.query.cursor);
    // Already JSON: sent as it is, past the route's serializer.
    void reply.type('application/json; charset=utf-8');
    return (await matches.firstPageJson(viewerId, serializeMatchesPage)) as unknown as MatchesPage;
  });

  api.get(
    '/api/me/matches/albums',
    signedIn({ querystring: AlbumMatchesQuerySchema, response: { 200: AlbumMatchesListSchema } }),
    (request) => matches.ofAlbums(currentUser(request).id, request.query.ids),
  );
}
