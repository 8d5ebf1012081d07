import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TokenScope } from '@surcos/contracts/tokens';
import { texts } from '../../lib/texts.ts';
import { speakToMember } from '../../lib/language.ts';
import { AppError, errorBody } from '../../lib/app-error.ts';
import { tokenRuleOf } from './token-rules.ts';
import type { TokenWindow, TokensService } from './tokens.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The personal access token the request was made with; null for a session (or nobody). */
    accessToken: { id: string; scope: TokenScope } | null;
  }
}

/** What a script on another site may read of an answer to its token, besides the body. */
const EXPOSED_HEADERS = [
  'Retry-After',
  'RateLimit-Limit',
  'RateLimit-Remaining',
  'RateLimit-Reset',
  'WWW-Authenticate',
  'X-Request-Id',
].join(', ');

/** The request headers a preflight may ask for: the token, and a JSON body's type. */
const PREFLIGHT_HEADERS = new Set(['authorization', 'content-type']);

const BEARER = /^Bearer[ \t]+(\S*)[ \t]*$/i;

/**
 * The credential of an Authorization header. Anything that is not `Bearer <word>` becomes the
 * empty credential, which is looked up like any other (the same path, the same time) and found
 * by no one.
 */
const credentialOf = (header: string): string => BEARER.exec(header)?.[1] ?? '';

function setRateLimitHeaders(reply: FastifyReply, window: TokenWindow): void {
  void reply
    .header('ratelimit-limit', String(window.limit))
    .header('ratelimit-remaining', String(window.remaining))
    .header('ratelimit-reset', String(window.resetSeconds));
}

const isApi = (request: FastifyRequest): boolean => request.url.startsWith('/api/');

/**
 * Requests to /api/ that carry `Authorization`: a personal access token, alone (a cookie too is
 * ambiguous), live, within its rate limit, and allowed on the route (token-rules.ts). The
 * request then acts for the token's owner (`request.user`), as a session would. Checked when
 * the request arrives, before its body is read. CORS: any site may make these requests (the
 * token is the permission, and no cookie rides along), and only these
 * (docs/decisions/050-personal-access-tokens.md).
 */
export function registerTokenAccess(app: FastifyInstance, tokens: TokensService): void {
  app.decorateRequest('accessToken', null);

  app.addHook('onRequest', async (request, reply) => {
    const { authorization } = request.headers;
    if (authorization === undefined || !isApi(request)) return;
    // Set first, so a script elsewhere can read the refusals too.
    void reply
      .header('access-control-allow-origin', '*')
      .header('access-control-expose-headers', EXPOSED_HEADERS);
    if (request.headers.cookie !== undefined) throw new AppError('VALIDATION_FAILED', texts.tokens.ambiguous);

    const holder = await tokens.holderOf(credentialOf(authorization));
    if (!holder) {
      void reply.header('www-authenticate', 'Bearer error="invalid_token"');
      throw new AppError('UNAUTHENTICATED', texts.tokens.invalid);
    }
    const window = await tokens.countRequest(holder);
    setRateLimitHeaders(reply, window);
    if (window.exceeded) {
      throw new AppError('RATE_LIMITED', texts.tokens.rateLimited, {
        retryAfterSeconds: window.resetSeconds,
      });
    }
    const rule = tokenRuleOf(request.method, request.routeOptions.config);
    if (rule.scope === 'never') throw new AppError('FORBIDDEN', texts.tokens.never[rule.reason]);
    if (rule.scope === 'write' && holder.scope !== 'read+write') {
      throw new AppError('FORBIDDEN', texts.tokens.readOnly);
    }
    await tokens.used(holder);
    request.accessToken = { id: holder.tokenId, scope: holder.scope };
    speakToMember(holder.userLanguage);
    request.user = { id: holder.userId, name: holder.userName, language: holder.userLanguage };
  });

  // A browser asks before sending Authorization from another site: yes, for a token and a JSON
  // body without credentials; to anything else, no.
  app.options('/api/*', (request, reply) => {
    const asked = (request.headers['access-control-request-headers'] ?? '')
      .split(',')
      .map((each) => each.trim().toLowerCase())
      .filter((each) => each.length > 0);
    void reply.header('vary', 'Access-Control-Request-Headers');
    if (!asked.includes('authorization') || !asked.every((each) => PREFLIGHT_HEADERS.has(each))) {
      return reply.status(403).send(errorBody('FORBIDDEN', texts.tokens.corsRefused));
    }
    return reply
      .status(204)
      .header('access-control-allow-origin', '*')
      .header('access-control-allow-methods', 'GET, HEAD, POST, PUT, PATCH, DELETE')
      .header('access-control-allow-headers', 'Authorization, Content-Type')
      .header('access-control-max-age', '600')
      .send();
  });
}
