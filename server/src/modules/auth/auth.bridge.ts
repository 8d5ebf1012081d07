import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { z } from 'zod';
import {
  ChangeEmailBodySchema,
  ChangePasswordBodySchema,
  DeleteAccountBodySchema,
  LoginBodySchema,
  RegisterBodySchema,
  UpdateNameBodySchema,
} from '@surcos/contracts/auth';
import { ERROR_MESSAGES, type ErrorCode } from '@surcos/contracts/errors';
import {
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  LOGIN_MAX_FAILURES_PER_IP,
  LOGIN_WINDOW_MS,
} from '@surcos/contracts/limits';
import { firstIssueMessage } from '@surcos/contracts/validation';
import { AppError, errorBody, statusOf } from '../../lib/app-error.ts';
import { AUTH_BASE_PATH } from './auth.ts';
import { createRateLimitRepository } from './rate-limit.repository.ts';

interface Exchange {
  request: FastifyRequest;
  /** The validated body, passed on to better-auth instead of the raw one. */
  body: unknown;
  userId: string | null;
  /** The session the request was made with, where the endpoint resolved it. */
  sessionId: string | null;
}

interface Endpoint {
  schema?: z.ZodType;
  /** Resolve the signed-in user first (for events after the change). */
  needsUser?: boolean;
  before?: (exchange: Exchange) => Promise<void>;
  after?: (exchange: Exchange, status: number) => Promise<void>;
}

/** better-auth error codes → Surcos codes; anything not listed keeps a generic code by status. */
const CODE_MAP: Record<string, ErrorCode> = {
  INVALID_EMAIL_OR_PASSWORD: 'INVALID_CREDENTIALS',
  USER_ALREADY_EXISTS: 'EMAIL_TAKEN',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'EMAIL_TAKEN',
  INVALID_PASSWORD: 'INVALID_PASSWORD',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'INVALID_PASSWORD',
  UNAUTHORIZED: 'UNAUTHENTICATED',
  SESSION_EXPIRED: 'UNAUTHENTICATED',
  FAILED_TO_GET_SESSION: 'UNAUTHENTICATED',
  INVALID_TOKEN: 'INVALID_TOKEN',
  TOKEN_EXPIRED: 'INVALID_TOKEN',
  INVALID_ORIGIN: 'FORBIDDEN',
  MISSING_OR_NULL_ORIGIN: 'FORBIDDEN',
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: 'FORBIDDEN',
};

const SIGN_UP_WINDOW_MS = 60 * 60 * 1000;

const retryAfter = (resetAt: number): number => Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));

/**
 * better-auth answers /api/auth/*; this route hands it a Web Request and
 * copies its Response back. On the way it validates bodies with the shared
 * contracts (Spanish messages), limits sign-in and sign-up attempts, keeps
 * better-auth's endpoints Surcos does not use out of reach, and rewrites error
 * bodies into the one `{ error: { code, message } }` shape.
 */
export function registerAuthBridge(app: FastifyInstance): void {
  const limits = createRateLimitRepository(app.db);

  const endpoints: Record<string, Endpoint> = {
    'POST /sign-up/email': {
      schema: RegisterBodySchema,
      before: async ({ request }) => {
        const hit = await limits.hit(`sign-up:ip:${request.ip}`, SIGN_UP_WINDOW_MS);
        if (hit.count > app.config.signUpsPerIpPerHour) {
          throw new AppError(
            'RATE_LIMITED',
            'Demasiados registros desde esta conexión. Inténtalo de nuevo más tarde.',
            {
              retryAfterSeconds: retryAfter(hit.resetAt),
            },
          );
        }
      },
    },
    'POST /sign-in/email': {
      schema: LoginBodySchema,
      // Counted before the attempt, so parallel guesses cannot slip past the limit.
      before: async ({ request, body }) => {
        const { email } = body as z.infer<typeof LoginBodySchema>;
        const [account, ip] = await Promise.all([
          limits.hit(`sign-in:account:${email}`, LOGIN_WINDOW_MS),
          limits.hit(`sign-in:ip:${request.ip}`, LOGIN_WINDOW_MS),
        ]);
        const blocked =
          account.count > LOGIN_MAX_FAILURES_PER_ACCOUNT
            ? account
            : ip.count > LOGIN_MAX_FAILURES_PER_IP
              ? ip
              : null;
        if (blocked) {
          throw new AppError(
            'RATE_LIMITED',
            'Demasiados intentos de inicio de sesión. Espera unos minutos e inténtalo de nuevo.',
            { retryAfterSeconds: retryAfter(blocked.resetAt) },
          );
        }
      },
      // A successful sign-in forgets the account's failures and gives the IP its attempt back.
      after: async ({ request, body }, status) => {
        if (status >= 400) return;
        const { email } = body as z.infer<typeof LoginBodySchema>;
        await Promise.all([
          limits.clear(`sign-in:account:${email}`),
          limits.undoHit(`sign-in:ip:${request.ip}`),
        ]);
      },
    },
    'POST /sign-out': {
      // Read before better-auth deletes it: the sockets opened with it are closed afterwards.
      before: async (exchange) => {
        const session = await app.auth.api.getSession({ headers: fromNodeHeaders(exchange.request.headers) });
        exchange.sessionId = session?.session.id ?? null;
      },
      after: ({ sessionId }, status) => {
        if (sessionId && status < 400) app.realtime.disconnectSession(sessionId);
        return Promise.resolve();
      },
    },
    'GET /get-session': {},
    'GET /verify-email': {},
    'POST /update-user': {
      schema: UpdateNameBodySchema,
      needsUser: true,
      after: ({ userId }, status) => notifyAccountChanged(userId, status),
    },
    'POST /change-email': {
      schema: ChangeEmailBodySchema,
      before: () => {
        if (!app.mailer.isAvailable) return Promise.reject(new AppError('MAIL_UNAVAILABLE'));
        return Promise.resolve();
      },
    },
    'POST /change-password': { schema: ChangePasswordBodySchema },
    'POST /delete-user': {
      schema: DeleteAccountBodySchema,
      needsUser: true,
      after: async ({ userId }, status) => {
        await notifyAccountChanged(userId, status);
        if (userId && status < 400) app.realtime.disconnectUser(userId);
      },
    },
  };

  function notifyAccountChanged(userId: string | null, status: number): Promise<void> {
    if (userId && status < 400) app.realtime.toUser(userId, 'account.changed');
    return Promise.resolve();
  }

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(request.url, app.config.publicUrl);
    const subPath = url.pathname.slice(AUTH_BASE_PATH.length);
    const endpoint = endpoints[`${request.method} ${subPath}`];
    if (!endpoint) throw new AppError('NOT_FOUND');

    let body: unknown = request.body;
    if (endpoint.schema) {
      const parsed = endpoint.schema.safeParse(request.body ?? {});
      if (!parsed.success) throw new AppError('VALIDATION_FAILED', firstIssueMessage(parsed.error));
      body = parsed.data;
    }
    const headers = fromNodeHeaders(request.headers);
    const exchange: Exchange = { request, body, userId: null, sessionId: null };
    if (endpoint.needsUser) {
      const session = await app.auth.api.getSession({ headers });
      if (!session) throw new AppError('UNAUTHENTICATED');
      exchange.userId = session.user.id;
      exchange.sessionId = session.session.id;
    }
    await endpoint.before?.(exchange);

    headers.delete('content-length');
    if (request.method === 'POST') headers.set('content-type', 'application/json');
    const response = await app.auth.handler(
      new Request(url, {
        method: request.method,
        headers,
        body: request.method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
      }),
    );

    await endpoint.after?.(exchange, response.status);
    return sendAuthResponse(reply, response);
  };

  app.route({ method: ['GET', 'POST'], url: `${AUTH_BASE_PATH}/*`, handler });
}

async function sendAuthResponse(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  void reply.status(response.status);
  for (const cookie of response.headers.getSetCookie()) void reply.header('set-cookie', cookie);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length' && name !== 'content-encoding') {
      void reply.header(name, value);
    }
  });
  const text = await response.text();
  if (response.status < 400) return reply.send(text.length > 0 ? text : undefined);

  let upstream: { code?: string; message?: string } = {};
  try {
    upstream = JSON.parse(text) as typeof upstream;
  } catch {
    // Not JSON: fall back to the status alone.
  }
  const code = mapErrorCode(upstream, response.status);
  void reply.status(statusOf(code)).header('content-type', 'application/json; charset=utf-8');
  return reply.send(errorBody(code, ERROR_MESSAGES[code]));
}

function mapErrorCode(upstream: { code?: string; message?: string }, status: number): ErrorCode {
  const mapped = upstream.code ? CODE_MAP[upstream.code] : undefined;
  if (mapped) return mapped;
  if (upstream.message === 'Email is the same') return 'EMAIL_UNCHANGED';
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 429) return 'RATE_LIMITED';
  if (status >= 500) return 'INTERNAL';
  return 'VALIDATION_FAILED';
}
