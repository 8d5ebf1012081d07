import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AlbumCardSchema,
  AlbumDetailSchema,
  AlbumIdParamsSchema,
  AlbumSearchPageSchema,
  EditionListSchema,
  MyAlbumListQuerySchema,
  MyAlbumPageSchema,
  MyAlbumsAllSchema,
  SearchQuerySchema,
} from '@surcos/contracts/albums';
import { HandMadeAlbumBodySchema } from '@surcos/contracts/hand-made-albums';
import { NO_CONTENT, thenCreated, thenNoContent } from '../../lib/http.ts';
import { anyone, currentActor, currentUser, musicCallerOf, signedIn } from '../auth/require-user.ts';
import type { AlbumsService } from './albums.service.ts';
import { texts } from '../../lib/texts.ts';

const ADD_REQUIRES_SIGN_IN = (): string => texts.api.addAlbumRequiresSignIn;

export function registerAlbumsRoutes(app: FastifyInstance, albums: AlbumsService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/music/search',
    signedIn({ querystring: SearchQuerySchema, response: { 200: AlbumSearchPageSchema } }),
    (request) => albums.search(currentUser(request).id, request.query.q, request.query.page),
  );

  api.get(
    '/api/albums/:id',
    anyone({ params: AlbumIdParamsSchema, response: { 200: AlbumDetailSchema } }),
    (request) => albums.detail(request.params.id, request.user?.id ?? null, musicCallerOf(request)),
  );

  api.get(
    '/api/albums/:id/editions',
    anyone({ params: AlbumIdParamsSchema, response: { 200: EditionListSchema } }),
    (request) => albums.editions(request.params.id, musicCallerOf(request)),
  );

  api.get(
    '/api/me/albums',
    signedIn({ querystring: MyAlbumListQuerySchema, response: { 200: MyAlbumPageSchema } }),
    (request) => albums.ownedBy(currentUser(request).id, request.query),
  );

  api.get('/api/me/albums/all', signedIn({ response: { 200: MyAlbumsAllSchema } }), (request) =>
    albums.allOwnedBy(currentUser(request).id),
  );

  api.put(
    '/api/me/albums/:id',
    signedIn({ params: AlbumIdParamsSchema, response: { 200: AlbumCardSchema } }, ADD_REQUIRES_SIGN_IN),
    (request) => albums.add(currentActor(request), request.params.id),
  );

  // 'Añadir a mano': the member's own description of a record the catalogue lacks (decision 046).
  api.post(
    '/api/me/hand-made-albums',
    signedIn({ body: HandMadeAlbumBodySchema, response: { 201: AlbumCardSchema } }, ADD_REQUIRES_SIGN_IN),
    thenCreated((request) => albums.addHandMade(currentActor(request), request.body)),
  );

  api.put(
    '/api/me/hand-made-albums/:id',
    signedIn({
      params: AlbumIdParamsSchema,
      body: HandMadeAlbumBodySchema,
      response: { 200: AlbumCardSchema },
    }),
    (request) => albums.editHandMade(currentActor(request), request.params.id, request.body),
  );

  api.delete(
    '/api/me/albums/:id',
    signedIn({ params: AlbumIdParamsSchema, response: NO_CONTENT }),
    thenNoContent((request) => albums.remove(currentActor(request), request.params.id)),
  );
}
