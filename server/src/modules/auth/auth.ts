import { betterAuth } from 'better-auth';
import { APIError, createEmailVerificationToken } from 'better-auth/api';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RESET_LINK_TTL_SECONDS,
} from '@surcos/contracts/limits';
import type { Config } from '../../config.ts';
import type { Dialect } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { resetPasswordMail, verifyAdminEmailMail, verifyNewEmailMail } from '../../mail/templates.ts';
import { foldForSearch } from '../../music/normalize.ts';
import { allowedOrigins } from '../../plugins/origin-policy.ts';
import { texts } from '../../lib/texts.ts';
import { passwordHashing } from './password-hash.ts';
import { AppError } from '../../lib/app-error.ts';
import { currentLanguage, inLanguage } from '../../lib/language.ts';
import { type Language, languageOr } from '@surcos/contracts/languages';

export const AUTH_BASE_PATH = '/api/auth';

/**
 * What better-auth's user deletion calls around its own delete; account-deletion.service.ts
 * does it. Declared here, by its caller, because that service reaches the sockets, and the
 * socket server asks this module who a session is.
 */
export interface AccountDeletionHooks {
  /** Deletes the user's rows, the user's own included, before better-auth's delete finds nothing left. */
  prepare: (userId: string) => Promise<void>;
  /** Tells whom the deletion concerns, once better-auth is done. */
  finish: (userId: string) => Promise<void>;
}

/** What a new session learns from the admin rules (admin.service.ts#admitSession). */
export interface SessionAdmission {
  /** Why the account is suspended, which refuses the session; null when it is not. */
  suspensionReason: string | null;
  /** The address is in ADMIN_EMAILS but not verified yet: a verification link is mailed to it. */
  verificationDue: { email: string; name: string } | null;
}

export interface AuthDeps {
  config: Config;
  db: Kysely<Database>;
  dialect: Dialect;
  mailer: Mailer;
  log: FastifyBaseLogger;
  accountDeletion: AccountDeletionHooks;
  /** After better-auth has set a new password from a reset link and deleted the user's sessions. */
  onPasswordReset: (user: { id: string; email: string }) => Promise<void>;
  /**
   * Before a session is made (a sign-in, or the one a sign-up opens; after the password was checked): makes a
   * verified ADMIN_EMAILS address an admin, tells whether a listed address still needs its verification link,
   * and answers the reason of a suspension, which refuses the session.
   */
  admitSession: (userId: string) => Promise<SessionAdmission>;
  /** After a user's address was verified (the link of the mail): a listed address becomes an admin. */
  onEmailVerified: (userId: string) => Promise<void>;
  /** After better-auth changed a user (name, address): sessions kept with the old user are forgotten. */
  onUserChanged: (userId: string) => void;
  /**
   * The handle a new member's row is written with (handles.service.ts#forNewMember): the one
   * chosen at sign-up if free, else one made from the name. Throws an AppError when refused.
   */
  handleForNewMember: (name: string, chosen: string | undefined) => Promise<string>;
}

/** Where a reset link lands: the web app's page, which sends the token back with the new password. */
export const RESET_PASSWORD_PATH = '/reset-password';

/** How long a verification link is good for. */
const VERIFICATION_TTL_SECONDS = 24 * 60 * 60;

/** Where a verified ADMIN_EMAILS address lands: the admin area, now theirs. */
const ADMIN_VERIFIED_PATH = '/admin';

/** better-auth's key for a reset token in its verification table. */
const resetTokenIdentifier = (token: string) => `reset-password:${token}`;

/** better-auth hands its users over without the additional fields' types. */
const languageOfUser = (user: object): Language => languageOr((user as { language?: unknown }).language);

export function createAuth({
  config,
  db,
  dialect,
  mailer,
  log,
  accountDeletion,
  onPasswordReset,
  admitSession,
  onEmailVerified,
  onUserChanged,
  handleForNewMember,
}: AuthDeps) {
  /**
   * The link that verifies a listed address, made as better-auth's own send-verification-email
   * makes it (its verify-email endpoint reads it). Not awaited by the session it comes with: a
   * failure is logged (and counted), and the next sign-in sends another.
   */
  const mailAdminVerification = (userId: string, { email, name }: { email: string; name: string }) => {
    if (!mailer.isAvailable) {
      log.warn({ userId }, 'an ADMIN_EMAILS address cannot be verified without SMTP_URL; use npm run admin');
      return;
    }
    const send = async () => {
      const { secret } = await auth.$context;
      const token = await createEmailVerificationToken(secret, email, undefined, VERIFICATION_TTL_SECONDS, {
        userId,
      });
      const url = new URL(`${AUTH_BASE_PATH}/verify-email`, config.publicUrl);
      url.searchParams.set('token', token);
      url.searchParams.set('callbackURL', ADMIN_VERIFIED_PATH);
      await mailer.send(verifyAdminEmailMail({ to: email, name, url: url.href }));
    };
    send().catch((error: unknown) => log.error({ err: error }, 'admin address verification mail failed'));
  };

  const auth = betterAuth({
    appName: 'Surcos',
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: config.authSecret,
    database: { db, type: dialect },
    trustedOrigins: allowedOrigins(config),
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: PASSWORD_RESET_LINK_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      password: passwordHashing(config.passwordHashing),
      // Not awaited: an address with an account must answer as fast as one without, or the
      // time taken would tell which addresses exist. A failure is logged (and counted).
      sendResetPassword: ({ user, token }) => {
        const url = new URL(RESET_PASSWORD_PATH, config.publicUrl);
        url.searchParams.set('token', token);
        mailer
          .send(
            inLanguage(languageOfUser(user), () =>
              resetPasswordMail({ to: user.email, name: user.name, url: url.href }),
            ),
          )
          .catch((error: unknown) => log.error({ err: error }, 'password reset mail failed'));
        return Promise.resolve();
      },
      onPasswordReset: ({ user }) => onPasswordReset(user),
    },
    emailVerification: {
      // Only ADMIN_EMAILS addresses are asked to verify, by the session hook below.
      sendOnSignUp: false,
      expiresIn: VERIFICATION_TTL_SECONDS,
      // Only the change-email flow sends this: the link goes to the new address.
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send(
          inLanguage(languageOfUser(user), () =>
            verifyNewEmailMail({ to: user.email, name: user.name, url }),
          ),
        );
      },
      afterEmailVerification: (user) => onEmailVerified(user.id),
    },
    user: {
      // A folded copy of the name, for accent- and case-insensitive user search.
      additionalFields: {
        searchName: { type: 'string', required: false, input: false, returned: false },
        // contracts/src/languages.ts: set from the registering request, changed through PUT /api/me/language.
        language: { type: 'string', required: false, input: false },
        // 'Nombre de usuario', chosen at sign-up or made from the name by the create hook; required and
        // unique in the database (migration 028), optional here so API clients that omit it keep working.
        handle: { type: 'string', required: false, input: true },
        // When the member made their one change (PUT /api/me/handle); the session tells whether they may.
        handleChangedAt: { type: 'number', bigint: true, required: false, input: false },
      },
      changeEmail: { enabled: true },
      deleteUser: {
        enabled: true,
        // Foreign keys cascade the rows away; the rest is account-deletion.service.ts.
        beforeDelete: (user) => accountDeletion.prepare(user.id),
        afterDelete: (user) => accountDeletion.finish(user.id),
      },
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user) => {
            const chosen = user.handle;
            const handle = await refusedAsApiError(() =>
              handleForNewMember(user.name, typeof chosen === 'string' ? chosen : undefined),
            );
            return {
              data: { ...user, searchName: foldForSearch(user.name), language: currentLanguage(), handle },
            };
          },
        },
        update: {
          before: (data) => {
            // A handle changes once, through PUT /api/me/handle, never through better-auth.
            const { handle: _handle, handleChangedAt: _changedAt, ...rest } = data as Record<string, unknown>;
            return Promise.resolve({
              data: typeof rest.name === 'string' ? { ...rest, searchName: foldForSearch(rest.name) } : rest,
            });
          },
          // Queued by better-auth until its transaction has committed.
          after: (user) => {
            onUserChanged(user.id);
            return Promise.resolve();
          },
        },
      },
      session: {
        create: {
          // After the password was checked, so the reason is told to the account's owner alone.
          before: async (session) => {
            const { suspensionReason, verificationDue } = await admitSession(session.userId);
            if (suspensionReason !== null) {
              throw new APIError('FORBIDDEN', {
                code: 'ACCOUNT_SUSPENDED',
                message: texts.admin.suspendedLogin(suspensionReason),
              });
            }
            if (verificationDue) mailAdminVerification(session.userId, verificationDue);
          },
        },
      },
    },
    session: {
      expiresIn: 30 * 24 * 60 * 60,
      updateAge: 24 * 60 * 60,
    },
    // Sign-in and sign-up are limited per account and per IP by Surcos itself
    // (database counters shared by every instance).
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: config.publicUrl.startsWith('https://'),
      // better-auth skips its CSRF origin check when NODE_ENV=test; Surcos never does.
      disableOriginCheck: false,
    },
    telemetry: { enabled: false },
    logger: {
      level: config.logLevel === 'debug' || config.logLevel === 'trace' ? 'debug' : 'warn',
      log: (level, message, ...args) => {
        const data = args.length > 0 ? { details: args } : {};
        if (level === 'error') log.error(data, `auth: ${message}`);
        else if (level === 'warn') log.warn(data, `auth: ${message}`);
        else log.debug(data, `auth: ${message}`);
      },
    },
  });
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;

/** A refusal of Surcos' own inside better-auth's hooks: better-auth answers it with its code and text. */
async function refusedAsApiError<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    throw new APIError(error.statusCode === 409 ? 'CONFLICT' : 'BAD_REQUEST', {
      code: error.code,
      message: error.message,
    });
  }
}

/** Whether a reset link's token is still good (unknown, used and expired ones are not), without using it. */
export async function isResetTokenValid(auth: Auth, token: string): Promise<boolean> {
  const { internalAdapter } = await auth.$context;
  const verification = await internalAdapter.findVerificationValue(resetTokenIdentifier(token));
  return verification !== null && verification !== undefined && verification.expiresAt > new Date();
}
