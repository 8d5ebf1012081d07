import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { parseUserOutput } from 'better-auth/db';
import { fromNodeHeaders } from 'better-auth/node';
import { z } from 'zod';
import {
  ChangeEmailBodySchema,
  ChangePasswordBodySchema,
  DeleteAccountBodySchema,
  ForgotPasswordBodySchema,
  LoginBodySchema,
  type RegisterBody,
  RegisterBodySchema,
  ResetPasswordBodySchema,
  ResetTokenBodySchema,
  SessionResponseSchema,
  UpdateNameBodySchema,
} from '@surcos/contracts/auth';
import {
  AuthSessionSchema,
  AuthSignedInSchema,
  AuthStatusSchema,
  AuthSuccessSchema,
  ResetTokenValidSchema,
  VerifyEmailQuerySchema,
} from '@surcos/contracts/auth-answers';
import { ERROR_MESSAGES, type ErrorCode } from '@surcos/contracts/errors';
import { firstIssueMessage } from '@surcos/contracts/validation';
import type { Actor } from '../../lib/actor.ts';
import { AppError, errorBody, statusOf } from '../../lib/app-error.ts';
import { type Auth, AUTH_BASE_PATH, isResetTokenValid } from './auth.ts';
import { presentMe } from './auth.presenter.ts';
import type { AuthService } from './auth.service.ts';
import { originSocketId, type RouteAccess } from './require-user.ts';
import type { SessionLookup } from './sessions.ts';
import type { HandlesService } from '../users/handles.service.ts';
import { neverWithToken } from '../tokens/token-rules.ts';

type LoginBody = z.infer<typeof LoginBodySchema>;
type ForgotPasswordBody = z.infer<typeof ForgotPasswordBodySchema>;
type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

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
  /** What better-auth answers on success, for the API reference (it is passed on as it is). */
  answer: FastifySchema['response'];
  /** The link's query, for the API reference (better-auth reads it). */
  querystring?: z.ZodType;
  /** 'session': better-auth needs the browser's session (the API reference says so). */
  access?: RouteAccess;
  /** Resolve the signed-in user first (for events after the change). */
  needsUser?: boolean;
  before?: (exchange: Exchange) => Promise<void>;
  /** Runs only when better-auth answered with success. */
  after?: (exchange: Exchange) => Promise<void>;
  /** Runs when better-auth refused; throws the AppError that says why better than its answer. */
  refused?: (exchange: Exchange) => Promise<void>;
  /**
   * For links opened in a browser: where a failure sends the person instead of a JSON body.
   * Answers a path of the app.
   */
  failureRedirect?: (url: URL) => string;
}

/** A link that sends the browser on to a page of the app. */
const REDIRECT = z.null().meta({ description: 'Sent on to a page of the app (`Location`).' });

/** Where the profile page confirms an email change (web: EMAIL_CHANGED_CALLBACK). */
const EMAIL_CHANGED_PATH = '/profile?emailChanged=1';

/**
 * The verification link's own callback, when it is a path of the app, with an `error` flag the
 * profile page shows as a failed change (better-auth adds the same flag for a bad token).
 */
function emailChangeFailed(url: URL): string {
  const callback = url.searchParams.get('callbackURL');
  const isAppPath = callback !== null && callback.startsWith('/') && !callback.startsWith('//');
  const target = new URL(isAppPath ? callback : EMAIL_CHANGED_PATH, 'http://surcos.invalid');
  target.searchParams.set('error', 'email_change_failed');
  return `${target.pathname}${target.search}`;
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
  // A reset link of an account deleted since it was sent.
  USER_NOT_FOUND: 'INVALID_TOKEN',
  INVALID_ORIGIN: 'FORBIDDEN',
  MISSING_OR_NULL_ORIGIN: 'FORBIDDEN',
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: 'FORBIDDEN',
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
  // Surcos' own, from the hook that gives a new member their handle.
  HANDLE_TAKEN: 'HANDLE_TAKEN',
};

/** An `after` that tells the signed-in user's tabs, from the tab that asked. */
const forActor =
  (tell: (actor: Actor) => Promise<void>) =>
  ({ request, userId }: Exchange): Promise<void> =>
    userId === null ? Promise.resolve() : tell({ userId, socketId: originSocketId(request) });

/**
 * better-auth answers /api/auth/*; this route hands it a Web Request and
 * copies its Response back. On the way it validates bodies with the shared
 * contracts (Spanish messages), lets the auth service limit attempts and
 * tell the user's sockets, keeps better-auth's endpoints Surcos does not use
 * out of reach, and rewrites error bodies into the one
 * `{ error: { code, message } }` shape. /api/session is here too.
 */
export function registerAuthRoutes(
  app: FastifyInstance,
  auth: Auth,
  sessions: SessionLookup,
  accounts: AuthService,
  handles: Pick<HandlesService, 'address' | 'isMembers'>,
): void {
  const sessionOf = (request: FastifyRequest) => sessions.find(request.headers);

  const endpoints: Record<string, Endpoint> = {
    'POST /sign-up/email': {
      schema: RegisterBodySchema,
      answer: { 200: AuthSignedInSchema },
      before: ({ request }) => accounts.limitSignUp(request.ip),
      // Two instances can each find a chosen handle free; the unique index then refuses the
      // second, which better-auth only reports as an account it could not create.
      refused: async ({ body }) => {
        const { handle } = body as RegisterBody;
        if (handle !== undefined && (await handles.isMembers(handle))) throw new AppError('HANDLE_TAKEN');
      },
    },
    'POST /sign-in/email': {
      schema: LoginBodySchema,
      answer: { 200: AuthSignedInSchema },
      before: ({ request, body }) => accounts.limitSignIn((body as LoginBody).email, request.ip),
      after: ({ request, body }) => accounts.signedIn((body as LoginBody).email, request.ip),
    },
    'POST /sign-out': {
      access: 'session',
      answer: { 200: AuthSuccessSchema },
      // Read before better-auth deletes it: the sockets opened with it are closed afterwards.
      before: async (exchange) => {
        exchange.sessionId = (await sessionOf(exchange.request))?.session.id ?? null;
      },
      after: ({ sessionId }) => {
        if (sessionId) accounts.signedOut(sessionId);
        return Promise.resolve();
      },
    },
    'GET /get-session': { answer: { 200: AuthSessionSchema } },
    // The address may have been registered by someone else since the link was sent: the
    // unique email makes better-auth fail, and the browser must land back in the app.
    'GET /verify-email': {
      querystring: VerifyEmailQuerySchema,
      answer: { 200: AuthStatusSchema, 302: REDIRECT },
      failureRedirect: emailChangeFailed,
    },
    'POST /update-user': {
      access: 'session',
      schema: UpdateNameBodySchema,
      answer: { 200: AuthStatusSchema },
      needsUser: true,
      after: forActor(accounts.accountChanged),
    },
    'POST /change-email': {
      access: 'session',
      schema: ChangeEmailBodySchema,
      answer: { 200: AuthStatusSchema },
      before: () => {
        accounts.assertMailAvailable();
        return Promise.resolve();
      },
    },
    'POST /change-password': {
      access: 'session',
      schema: ChangePasswordBodySchema,
      answer: { 200: AuthSignedInSchema },
      needsUser: true,
      // The other sessions may have been revoked (revokeOtherSessions): no instance may keep them.
      after: ({ userId, sessionId, body }) => {
        if (userId && sessionId)
          accounts.passwordChanged(
            userId,
            sessionId,
            (body as ChangePasswordBody).revokeOtherSessions === true,
          );
        return Promise.resolve();
      },
    },
    // better-auth answers the same for an address without an account; the limits count typed
    // addresses, so they tell nothing either.
    'POST /request-password-reset': {
      schema: ForgotPasswordBodySchema,
      answer: { 200: AuthStatusSchema },
      before: ({ request, body }) => {
        accounts.assertMailAvailable();
        return accounts.limitPasswordReset((body as ForgotPasswordBody).email, request.ip);
      },
    },
    'POST /reset-password': { schema: ResetPasswordBodySchema, answer: { 200: AuthStatusSchema } },
    'POST /delete-user': {
      access: 'session',
      schema: DeleteAccountBodySchema,
      answer: { 200: AuthSuccessSchema },
      needsUser: true,
      after: forActor((actor) => accounts.accountDeleted(actor)),
    },
  };

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
      const session = await sessionOf(request);
      if (!session) throw new AppError('UNAUTHENTICATED');
      exchange.userId = session.user.id;
      exchange.sessionId = session.session.id;
    }
    await endpoint.before?.(exchange);

    headers.delete('content-length');
    if (request.method === 'POST') headers.set('content-type', 'application/json');
    const response = await auth.handler(
      new Request(url, {
        method: request.method,
        headers,
        body: request.method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
      }),
    );

    if (response.status < 400) await endpoint.after?.(exchange);
    else await endpoint.refused?.(exchange);
    if (response.status >= 500 && endpoint.failureRedirect) {
      request.log.warn({ status: response.status }, 'auth link failed; sent back to the app');
      return reply.redirect(endpoint.failureRedirect(url));
    }
    return sendAuthResponse(reply, response);
  };

  // A token never changes the account (better-auth reads only the cookie in any case).
  const account = neverWithToken('account');
  // One route per endpoint, so each is described with its body and answer; any other path under
  // /api/auth is the usual 404.
  for (const [key, endpoint] of Object.entries(endpoints)) {
    const [method = 'GET', subPath = ''] = key.split(' ');
    app.route({
      method,
      url: `${AUTH_BASE_PATH}${subPath}`,
      handler,
      // The body is validated in the handler (an empty body as `{}`); the schema describes it.
      schema: {
        ...(endpoint.schema ? { body: endpoint.schema } : {}),
        ...(endpoint.querystring ? { querystring: endpoint.querystring } : {}),
        response: endpoint.answer,
      },
      validatorCompiler: () => (value: unknown) => ({ value }),
      config: { ...account, ...(endpoint.access ? { access: endpoint.access } : {}) },
    });
  }

  // The reset page asks first, so a dead link says so before a new password is typed. A POST
  // keeps the token out of the request log.
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      `${AUTH_BASE_PATH}/check-reset-token`,
      { schema: { body: ResetTokenBodySchema, response: { 200: ResetTokenValidSchema } }, config: account },
      async (request) => {
        if (!(await isResetTokenValid(auth, request.body.token))) throw new AppError('INVALID_TOKEN');
        return { valid: true as const };
      },
    );

  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/session', { schema: { response: { 200: SessionResponseSchema } } }, async (request, reply) => {
      if (request.accessToken && request.user) {
        const { internalAdapter, options } = await auth.$context;
        const user = await internalAdapter.findUserById(request.user.id);
        return {
          user: user
            ? presentMe(parseUserOutput(options, user), await app.isAdmin(user.id), handles.address)
            : null,
        };
      }
      // A session due for refresh is never answered from the cache: better-auth's cookie comes here.
      const response = await sessions.find(
        request.headers,
        (cookie) => void reply.header('set-cookie', cookie),
      );
      void reply.header('cache-control', 'no-store');
      return {
        user: response
          ? presentMe(response.user, await app.isAdmin(response.user.id), handles.address)
          : null,
      };
    });
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
  // A suspension's message is Surcos' own, with the admin's reason in it.
  const message = code === 'ACCOUNT_SUSPENDED' && upstream.message ? upstream.message : ERROR_MESSAGES[code];
  return reply.send(errorBody(code, message));
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
