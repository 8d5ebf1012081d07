import {
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  LOGIN_MAX_FAILURES_PER_IP,
  LOGIN_WINDOW_MS,
} from '@surcos/contracts/limits';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { Publisher } from '../../realtime/publisher.ts';
import type { RateLimitRepository } from './auth.repository.ts';
import { texts } from '@surcos/contracts/texts';

const SIGN_UP_WINDOW_MS = 60 * 60 * 1000;

/** Too many attempts: the answer says when the window closes. */
const limited = (message: string, resetAt: number) =>
  new AppError('RATE_LIMITED', message, {
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)),
  });

interface AuthServiceDeps {
  rateLimits: RateLimitRepository;
  publisher: Publisher;
  mailer: Pick<Mailer, 'isAvailable'>;
  signUpsPerIpPerHour: number;
}

/**
 * Surcos' rules around better-auth's endpoints: attempt limits, and what
 * the user's other tabs and sockets hear when the account or session changes.
 */
export function createAuthService({ rateLimits, publisher, mailer, signUpsPerIpPerHour }: AuthServiceDeps) {
  const signInKeys = (email: string, ip: string) => [`sign-in:account:${email}`, `sign-in:ip:${ip}`] as const;

  return {
    async limitSignUp(ip: string): Promise<void> {
      const hit = await rateLimits.hit(`sign-up:ip:${ip}`, SIGN_UP_WINDOW_MS);
      if (hit.count > signUpsPerIpPerHour) {
        throw limited(texts.api.tooManySignUps, hit.resetAt);
      }
    },

    /** Counted before the attempt, so parallel guesses cannot slip past the limit. */
    async limitSignIn(email: string, ip: string): Promise<void> {
      const [accountKey, ipKey] = signInKeys(email, ip);
      const [account, fromIp] = await Promise.all([
        rateLimits.hit(accountKey, LOGIN_WINDOW_MS),
        rateLimits.hit(ipKey, LOGIN_WINDOW_MS),
      ]);
      const blocked =
        account.count > LOGIN_MAX_FAILURES_PER_ACCOUNT
          ? account
          : fromIp.count > LOGIN_MAX_FAILURES_PER_IP
            ? fromIp
            : null;
      if (blocked) {
        throw limited(texts.api.tooManyLogins, blocked.resetAt);
      }
    },

    /** A successful sign-in forgets the account's failures and gives the IP its attempt back. */
    async signedIn(email: string, ip: string): Promise<void> {
      const [accountKey, ipKey] = signInKeys(email, ip);
      await Promise.all([rateLimits.clear(accountKey), rateLimits.undoHit(ipKey)]);
    },

    assertMailAvailable(): void {
      if (!mailer.isAvailable) throw new AppError('MAIL_UNAVAILABLE');
    },

    /** The sockets opened with a signed-out session must hear nothing more. */
    signedOut(sessionId: string): void {
      publisher.disconnectSession(sessionId);
    },

    accountChanged: (actor: Actor) => publisher.publish('account.change', { actor }),

    /** The account is gone: its other tabs learn it, then every socket of it closes. */
    async accountDeleted(actor: Actor): Promise<void> {
      await publisher.publish('account.change', { actor });
      publisher.disconnectUser(actor.userId);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
