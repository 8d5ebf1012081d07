import type { FastifyInstance } from 'fastify';
import { currentUser, requireUser } from '../auth/require-user.ts';
import type { FederationRuntime } from './federation-runtime.ts';
import { fetchImage, sendRemoteImage } from './remote-images.ts';
import type { RemotePostsRepository } from './remote-posts.repository.ts';
import type { RemoteProfilesService } from './remote-profiles.ts';

/**
 * A remote post's image, served from this server (the page's CSP takes
 * images from its own origin only), to members who follow its account, or
 * to members shown it on a remote profile (decision 062): fetched under the
 * SSRF guard with the avatars' size, type and time limits.
 */
export function registerRemotePostsRoutes(
  app: FastifyInstance,
  deps: {
    remotePosts: RemotePostsRepository;
    profiles: Pick<RemoteProfilesService, 'signedImage'>;
    runtime: () => FederationRuntime | null | undefined;
  },
): void {
  app.get<{ Querystring: { post?: string; src?: string; sig?: string } }>(
    '/remote-images',
    { preHandler: requireUser, config: { access: 'member' } },
    async (request, reply) => {
      const { post, src, sig } = request.query;
      const runtime = deps.runtime();
      // A kept post's image (?post=), or one a remote profile handed out, signed by this server (?src=&sig=).
      const imageUrl = !runtime
        ? undefined
        : typeof post === 'string' && post.length <= 2048
          ? await deps.remotePosts.imageOf(post, currentUser(request).id)
          : typeof src === 'string' && typeof sig === 'string' && src.length <= 2048
            ? deps.profiles.signedImage(src, sig)
            : undefined;
      const image = imageUrl === undefined ? undefined : await runtime!.outbound(() => fetchImage(imageUrl));
      return sendRemoteImage(reply, image);
    },
  );
}
