import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, errorBody } from '../lib/app-error.ts';
import { claimedServerOf, createInboxLimiter } from '../modules/federation/inbox-limits.ts';
import type { ActorMember } from '../modules/federation/actor-paths.ts';
import type { FederationRuntime } from '../modules/federation/federation-runtime.ts';
import type { DomainBlocks } from '../modules/federation/domain-blocks.ts';

/** Largest activity an inbox takes; Fastify answers 413 beyond it, before Fedify reads anything. */
export const INBOX_BODY_LIMIT = 512 * 1024;

/** What Fedify answers, each path as Fastify routes it (federation.ts's FEDERATION_PATHS). */
const GET_PATHS = [
  '/.well-known/webfinger',
  '/.well-known/nodeinfo',
  '/nodeinfo/2.1',
  '/users/:handle',
  '/users/:handle/outbox',
  '/users/:handle/followers',
  '/users/:handle/following',
  // What a member owns and wishes for, to their followers (modules/federation/holdings.ts).
  '/users/:handle/haves',
  '/users/:handle/wants',
  // Posts and public collections' albums (modules/federation/outgoing-posts.ts).
  '/posts/:id',
  '/collections/:id/albums',
];
const INBOX_PATHS = ['/users/:handle/inbox', '/inbox'];

/**
 * Fastify in front of Fedify, which speaks WHATWG `Request` and `Response`
 * (no Fastify adapter exists): only the federation's own paths reach it, as
 * routes of their own. A browser asking for an actor (`/users/{handle}` with
 * an HTML Accept) is sent to the member's profile page; a browser asking for
 * anything Fedify has not got goes to the app's not-found handling, like any
 * other page. Registered only while federation is on.
 */
export async function registerFederation(
  app: FastifyInstance,
  runtime: FederationRuntime,
  findMember: (handle: string) => Promise<ActorMember | undefined>,
  /** A post's page, for a browser opening the post's id (modules/federation/outgoing-posts.ts). */
  postPage: (id: string) => Promise<string | null>,
  /** Servers an admin blocked: their deliveries are refused before any signature work (decision 060). */
  domainBlocks: DomainBlocks,
): Promise<void> {
  const { publicUrl } = app.config;
  const limiter = createInboxLimiter(app.config.federation.inboxDeliveriesPerMinute);

  /** Each remote server's deliveries are limited; unsigned ones (401 anyway) count by address. */
  const limitDeliveries = async (request: FastifyRequest) => {
    const claimed = claimedServerOf(request.headers);
    // Only the claim is read: a forged claim of a blocked server is refused too, which costs it nothing.
    if (claimed !== null && (await domainBlocks.isBlocked(claimed)))
      throw new AppError('REMOTE_SERVER_BLOCKED');
    const waitSeconds = limiter.take(claimed ?? `address ${request.ip}`);
    if (waitSeconds !== null) {
      throw new AppError('RATE_LIMITED', undefined, { retryAfterSeconds: waitSeconds });
    }
  };

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    // Fedify answers a browser's request with these; then it is the app's to answer.
    const toTheApp = new Response(null, { status: 404 });
    const response = await runtime.outbound(() =>
      runtime.federation.fetch(toWebRequest(request, publicUrl), {
        contextData: undefined,
        onNotFound: () =>
          acceptsHtml(request)
            ? toTheApp
            : Response.json(errorBody('NOT_FOUND'), { status: 404, headers: { vary: 'Accept' } }),
        onNotAcceptable: () => toTheApp,
      }),
    );
    if (response !== toTheApp) return sendWebResponse(reply, response);
    const { id: postId } = request.params as { id?: string };
    if (postId !== undefined && request.routeOptions.url === '/posts/:id') {
      const page = await postPage(postId);
      if (page !== null) {
        return reply.header('vary', 'Accept').header('cache-control', 'no-cache').redirect(page, 302);
      }
    }
    const handleParam = (request.params as { handle?: string }).handle;
    const isActorPage = handleParam !== undefined && request.routeOptions.url === '/users/:handle';
    const member = isActorPage ? await findMember(handleParam) : undefined;
    if (member !== undefined && member.suspendedAt === null) {
      return reply
        .header('vary', 'Accept')
        .header('cache-control', 'no-cache')
        .redirect(`/user/${encodeURIComponent(member.id)}`, 302);
    }
    return reply.callNotFound();
  };

  await app.register((scope, _options, registered) => {
    // An inbox's body goes to Fedify as it came: it checks the digest and signature over the bytes.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: INBOX_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    for (const url of GET_PATHS) scope.get(url, handle);
    for (const url of INBOX_PATHS) {
      scope.post(url, { bodyLimit: INBOX_BODY_LIMIT, onRequest: limitDeliveries }, handle);
    }
    registered();
  });
}

/** Whether the request is a browser's: it asks for HTML. */
const acceptsHtml = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

/** The Fastify request as Fedify reads it, at the public address (the one signatures and ids name). */
function toWebRequest(request: FastifyRequest, publicUrl: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name.startsWith(':')) continue;
    for (const each of Array.isArray(value) ? value : [value]) headers.append(name, each);
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && Buffer.isBuffer(request.body);
  return new Request(new URL(request.url, publicUrl), {
    method: request.method,
    headers,
    body: hasBody ? new Uint8Array(request.body as Buffer) : null,
  });
}

/** Fedify's answer through Fastify: status, headers, and the body streamed. */
function sendWebResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  response.headers.forEach((value, name) => void reply.header(name, value));
  if (!response.headers.has('vary')) void reply.header('vary', 'Accept');
  if (response.body === null) return reply.send();
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>));
}
