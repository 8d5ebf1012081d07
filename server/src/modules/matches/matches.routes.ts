import type { FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  type AlbumMatchesList,
  AlbumMatchesListSchema,
  AlbumMatchesQuerySchema,
  type MatchesPage,
  MatchesPageSchema,
} from '@surcos/contracts/matches';
import { currentUser, ownPage, signedIn } from '../auth/require-user.ts';
import type { MatchesService } from './matches.service.ts';

/** The routes' own serializers: kept answers are validated and written as any answer is. */
const serializeMatchesPage = serializerCompiler({
  schema: MatchesPageSchema,
  method: 'GET',
  url: '/api/me/matches',
}) as (page: MatchesPage) => string;
const serializeAlbumMatches = serializerCompiler({
  schema: AlbumMatchesListSchema,
  method: 'GET',
  url: '/api/me/matches/albums',
}) as (list: AlbumMatchesList) => string;

const JSON_TYPE = 'application/json; charset=utf-8';

export function registerMatchesRoutes(app: FastifyInstance, matches: MatchesService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/me/matches', ownPage(MatchesPageSchema), async (request, reply) => {
    const viewerId = currentUser(request).id;
    if (request.query.cursor !== undefined) return matches.list(viewerId, request.query.cursor);
    // Already JSON: sent as it is, past the route's serializer.
    void reply.type(JSON_TYPE);
    return (await matches.firstPageJson(viewerId, serializeMatchesPage)) as unknown as MatchesPage;
  });

  api.get(
    '/api/me/matches/albums',
    signedIn({ querystring: AlbumMatchesQuerySchema, response: { 200: AlbumMatchesListSchema } }),
    async (request, reply) => {
      void reply.type(JSON_TYPE);
      const json = await matches.ofAlbumsJson(
        currentUser(request).id,
        request.query.ids,
        serializeAlbumMatches,
      );
      return json as unknown as AlbumMatchesList;
    },
  );
}
