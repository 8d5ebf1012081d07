import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FeedPageSchema } from '@surcos/contracts/feed';
import { NO_CONTENT, thenNoContent } from '../../lib/http.ts';
import { currentActor, currentUser, ownPage, signedIn } from '../auth/require-user.ts';
import type { FeedService } from './feed.service.ts';

export function registerFeedRoutes(app: FastifyInstance, feed: FeedService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/feed', ownPage(FeedPageSchema), (request) =>
    feed.page(currentUser(request).id, request.query.cursor),
  );

  api.post(
    '/api/feed/visit',
    signedIn({ response: NO_CONTENT }),
    thenNoContent((request) => feed.visit(currentActor(request))),
  );
}
