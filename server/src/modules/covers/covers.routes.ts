import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CoverFormat, CoverRequest, CoversService, ServedCover } from './covers.service.ts';

/** A cover's path names one image at one size, and a release's images do not change. */
const LONG_LIVED = 'public, max-age=31536000, immutable';

/** WebP where the browser says it takes it (every current one does), JPEG otherwise. */
const formatFor = (request: FastifyRequest): CoverFormat =>
  /\bimage\/webp\b/.test(request.headers.accept ?? '') ? 'webp' : 'jpeg';

function send(reply: FastifyReply, cover: ServedCover) {
  return reply
    .header('content-type', cover.contentType)
    .header('cache-control', LONG_LIVED)
    .header('vary', 'Accept')
    .send(cover.bytes);
}

/**
 * `/covers/…/{size}`: covers resized and kept by Surcos (outside /api, as
 * they are plain images). Anything unknown, or a cover that cannot be had
 * now, answers 404 and the web shows the generated placeholder.
 */
export function registerCoversRoutes(app: FastifyInstance, covers: CoversService): void {
  const serve = async (request: FastifyRequest, reply: FastifyReply, cover: CoverRequest) =>
    send(reply, await covers.cover(cover, formatFor(request)));

  app.get<{ Params: { albumId: string; size: string } }>('/covers/:albumId/:size', (request, reply) =>
    serve(request, reply, {
      kind: 'album',
      albumId: request.params.albumId,
      index: undefined,
      size: request.params.size,
    }),
  );
  app.get<{ Params: { albumId: string; index: string; size: string } }>(
    '/covers/:albumId/images/:index/:size',
    (request, reply) => serve(request, reply, { kind: 'album', ...request.params }),
  );
  app.get<{ Params: { token: string; size: string } }>('/covers/found/:token/:size', (request, reply) =>
    serve(request, reply, { kind: 'found', ...request.params }),
  );
}
