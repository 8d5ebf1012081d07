import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AlbumListQuerySchema, AlbumPageSchema } from '@surcos/contracts/albums';
import { CollectionPageSchema } from '@surcos/contracts/collections';
import { PageQuerySchema, SearchPageQuerySchema } from '@surcos/contracts/paging';
import {
  LanguageBodySchema,
  UserIdParamsSchema,
  UserPageSchema,
  UserProfileSchema,
} from '@surcos/contracts/users';
import {
  HandleAvailabilityQuerySchema,
  HandleAvailabilitySchema,
  HandleBodySchema,
  HandleChangeSchema,
} from '@surcos/contracts/handles';
import { anyone, currentActor, currentUser, signedIn, signedInBySession } from '../auth/require-user.ts';
import type { HandlesService } from './handles.service.ts';
import type { UsersService } from './users.service.ts';

export function registerUsersRoutes(
  app: FastifyInstance,
  users: UsersService,
  handles: HandlesService,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // Open to visitors: the registration form asks as the person types. Handles are public anyway.
  api.get(
    '/api/users/handle-available',
    anyone({ querystring: HandleAvailabilityQuerySchema, response: { 200: HandleAvailabilitySchema } }),
    (request) => handles.availability(request.query.handle),
  );

  api.put(
    '/api/me/handle',
    signedInBySession({ body: HandleBodySchema, response: { 200: HandleChangeSchema } }, 'account'),
    (request) => handles.change(currentActor(request), request.body.handle),
  );

  api.put(
    '/api/me/language',
    signedIn({ body: LanguageBodySchema, response: { 200: LanguageBodySchema } }),
    (request) => users.setLanguage(currentUser(request).id, request.body.language),
  );

  api.get(
    '/api/users',
    signedIn({ querystring: SearchPageQuerySchema, response: { 200: UserPageSchema } }),
    (request) => users.list(request.query, currentUser(request).id),
  );

  api.get(
    '/api/users/:id',
    anyone({ params: UserIdParamsSchema, response: { 200: UserProfileSchema } }),
    (request) => users.profile(request.params.id, request.user?.id ?? null),
  );

  api.get(
    '/api/users/:id/albums',
    anyone({
      params: UserIdParamsSchema,
      querystring: AlbumListQuerySchema,
      response: { 200: AlbumPageSchema },
    }),
    (request) => users.albumsOf(request.params.id, request.user?.id ?? null, request.query),
  );

  api.get(
    '/api/users/:id/collections',
    anyone({
      params: UserIdParamsSchema,
      querystring: PageQuerySchema,
      response: { 200: CollectionPageSchema },
    }),
    (request) => users.collectionsOf(request.params.id, request.user?.id ?? null, request.query.cursor),
  );
}
