import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AlbumMatchesListSchema,
  AlbumMatchesQuerySchema,
  MatchesPageSchema,
} from '@surcos/contracts/matches';
import { currentUser, ownPage, signedIn } from '../auth/require-user.ts';
import type { MatchesService } from './matches.service.ts';

export function registerMatchesRoutes(app: FastifyInstance, matches: MatchesService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/me/matches', ownPage(MatchesPageSchema), (request) =>
    matches.list(currentUser(request).id, request.query.cursor),
  );

  api.get(
    '/api/me/matches/albums',
    signedIn({ querystring: AlbumMatchesQuerySchema, response: { 200: AlbumMatchesListSchema } }),
    (request) => matches.ofAlbums(currentUser(request).id, request.query.ids),
  );
}
