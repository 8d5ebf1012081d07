import type { FastifyInstance } from 'fastify';
import { currentUser, requireUser } from '../auth/require-user.ts';
import type { FederationRuntime } from './federation-runtime.ts';
import { fetchImage, sendRemoteImage } from './remote-images.ts';
import type { RemotePostsRepository } from './remote-posts.repository.ts';

/**
 * A remote post's image, served from this server (the page's CSP takes
 * images from its own origin only), to members who follow its account:
 * fetched under the SSRF guard with the avatars' size, type and time limits.
 */
export function registerRemotePostsRoutes(
  app: FastifyInstance,
  deps: { remotePosts: RemotePostsRepository; runtime: () => FederationRuntime | null | undefined },
): void {
  app.get<{ Querystring: { post?: string } }>(
    '/remote-images',
    { preHandler: requireUser, config: { access: 'member' } },
    async (request, reply) => {
      const post = request.query.post;
      const runtime = deps.runtime();
      const imageUrl =
        typeof post === 'string' && post.length <= 2048 && runtime
          ? await deps.remotePosts.imageOf(post, currentUser(request).id)
          : undefined;
      const image = imageUrl === undefined ? undefined : await runtime!.outbound(() => fetchImage(imageUrl));
      return sendRemoteImage(reply, image);
    },
  );
}
