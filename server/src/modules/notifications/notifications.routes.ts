import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  NotificationIdParamsSchema,
  NotificationPageSchema,
  NotificationPreferencesBodySchema,
  NotificationPreferencesSchema,
  NotificationSummarySchema,
  UnsubscribePreviewSchema,
  UnsubscribeQuerySchema,
} from '@surcos/contracts/notifications';
import { NO_CONTENT, noContent, thenNoContent } from '../../lib/http.ts';
import { currentActor, currentUser, ownPage, signedIn } from '../auth/require-user.ts';
import type { NotificationsService } from './notifications.service.ts';

export async function registerNotificationsRoutes(
  app: FastifyInstance,
  notifications: NotificationsService,
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/me/notifications', ownPage(NotificationPageSchema), (request) =>
    notifications.list(currentUser(request).id, request.query.cursor),
  );

  api.get(
    '/api/me/notifications/summary',
    signedIn({ response: { 200: NotificationSummarySchema } }),
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return notifications.summary(currentUser(request).id);
    },
  );

  api.post(
    '/api/me/notifications/:id/read',
    signedIn({ params: NotificationIdParamsSchema, response: NO_CONTENT }),
    thenNoContent((request) => notifications.markRead(currentActor(request), request.params.id)),
  );

  api.post(
    '/api/me/notifications/read',
    signedIn({ response: NO_CONTENT }),
    thenNoContent((request) => notifications.markAllRead(currentActor(request))),
  );

  api.get(
    '/api/me/notifications/preferences',
    signedIn({ response: { 200: NotificationPreferencesSchema } }),
    (request) => notifications.preferences(currentUser(request).id),
  );

  api.put(
    '/api/me/notifications/preferences',
    signedIn({ body: NotificationPreferencesBodySchema, response: { 200: NotificationPreferencesSchema } }),
    (request) => notifications.setPreferences(currentActor(request), request.body),
  );

  // Open routes: the signed token is the permission, so a link from a mail works without signing in.
  api.get(
    '/api/notifications/unsubscribe',
    { schema: { querystring: UnsubscribeQuerySchema, response: { 200: UnsubscribePreviewSchema } } },
    (request) => notifications.unsubscribePreview(request.query.token),
  );

  await app.register((scope, _options, done) => {
    // Mail clients post `List-Unsubscribe=One-Click` as a form (RFC 8058); the token is in the address.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, _body, next) => next(null, null),
    );
    scope
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/api/notifications/unsubscribe',
        { schema: { querystring: UnsubscribeQuerySchema, response: NO_CONTENT } },
        async (request, reply) => {
          await notifications.unsubscribe(request.query.token);
          return noContent(reply);
        },
      );
    done();
  });
}
