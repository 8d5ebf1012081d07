import type { FastifyInstance } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { texts } from '../lib/texts.ts';
import type { Config } from '../config.ts';
import { AppError } from '../lib/app-error.ts';

/** The Vite dev server's origins, trusted only outside production. */
const DEV_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const ORIGIN_REFUSED_MESSAGE = texts.api.originRefused;

/**
 * The origins whose pages may act with a user's cookie: PUBLIC_URL's, ALLOWED_ORIGINS and,
 * outside production, the Vite dev server. better-auth's trustedOrigins is this same list.
 */
export function allowedOrigins(config: Pick<Config, 'env' | 'publicUrl' | 'allowedOrigins'>): string[] {
  const origins = [new URL(config.publicUrl).origin, ...config.allowedOrigins];
  if (config.env !== 'production') origins.push(...DEV_ORIGINS);
  return [...new Set(origins)];
}

/** The origin a request claims: its Origin header, else its Referer's origin (as better-auth reads it). */
function claimedOrigin(headers: IncomingHttpHeaders): string | null {
  const origin = headers.origin;
  if (typeof origin === 'string' && origin !== '' && origin !== 'null') return origin;
  if (typeof headers.referer === 'string') {
    try {
      return new URL(headers.referer).origin;
    } catch {
      return null;
    }
  }
  return null;
}

export type OriginCheck = (headers: IncomingHttpHeaders, options: { requireOrigin: boolean }) => boolean;

/**
 * Whether a request carrying the cookie may act for the user. A missing origin passes only
 * where `requireOrigin` is false: browsers send Origin on every cross-origin request and every
 * WebSocket, but not on the same-origin GET that opens Socket.IO's polling transport.
 */
export function createOriginCheck(config: Pick<Config, 'env' | 'publicUrl' | 'allowedOrigins'>): OriginCheck {
  const allowed = new Set(allowedOrigins(config));
  return (headers, { requireOrigin }) => {
    if (headers.cookie === undefined) return true;
    const origin = claimedOrigin(headers);
    if (origin === null) return !requireOrigin;
    return allowed.has(origin);
  };
}

/**
 * Cookie-bearing writes to the API must come from an allowed page; refused before the body is
 * read. better-auth checks its own routes the same way with the same list.
 */
export function registerOriginPolicy(app: FastifyInstance, isAllowed: OriginCheck): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const refused =
      WRITE_METHODS.has(request.method) &&
      request.url.startsWith('/api/') &&
      !isAllowed(request.headers, { requireOrigin: true });
    done(refused ? new AppError('FORBIDDEN', ORIGIN_REFUSED_MESSAGE) : undefined);
  });
}
