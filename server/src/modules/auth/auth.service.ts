import {
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  LOGIN_MAX_FAILURES_PER_IP,
  LOGIN_WINDOW_MS,
  PASSWORD_RESET_WINDOW_MS,
  PASSWORD_RESETS_PER_ACCOUNT,
  PASSWORD_RESETS_PER_IP,
} from '@surcos/contracts/limits';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { Publisher } from '../../realtime/publisher.ts';
import type { RateLimitRepository } from './auth.repository.ts';
import type { SessionRevocations } from './session-cache.ts';
import { texts } from '../../lib/texts.ts';

const SIGN_UP_WINDOW_MS = 60 * 60 * 1000;

/** Too many attempts: the answer says when the window closes. */
const limited = (message: string, resetAt: number) =>
  new AppError('RATE_LIMITED', message, {
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)),
  });

interface AuthServiceDeps {
  rateLimits: RateLimitRepository;
  publisher: Publisher;
  sessions: SessionRevocations;
  mailer: Pick<Mailer, 'isAvailable'>;
  signUpsPerIpPerHour: number;
}

/**
 * Surcos' rules around better-auth's endpoints: attempt limits, and what
 * the user's other tabs and sockets hear when the account or session changes.
 */
export function createAuthService({
  rateLimits,
  publisher,
  sessions,
  mailer,
  signUpsPerIpPerHour,
}: AuthServiceDeps) {
  const signInAccountKey = (email: string) => `sign-in:account:${email}`;
  const signInKeys = (email: string, ip: string) => [signInAccountKey(email), `sign-in:ip:${ip}`] as const;

  /**
   * One attempt counted against the address and the IP at once, before it is made, so parallel
   * attempts cannot slip past; the first counter over its limit refuses it.
   */
  async function limitPerAccountAndIp(
    [accountKey, ipKey]: readonly [string, string],
    limits: { account: number; ip: number; windowMs: number },
    message: string,
  ): Promise<void> {
    const [account, fromIp] = await Promise.all([
      rateLimits.hit(accountKey, limits.windowMs),
      rateLimits.hit(ipKey, limits.windowMs),
    ]);
    const blocked = account.count > limits.account ? account : fromIp.count > limits.ip ? fromIp : null;
    if (blocked) throw limited(message, blocked.resetAt);
  }

  return {
    async limitSignUp(ip: string): Promise<void> {
      const hit = await rateLimits.hit(`sign-up:ip:${ip}`, SIGN_UP_WINDOW_MS);
      if (hit.count > signUpsPerIpPerHour) {
        throw limited(texts.api.tooManySignUps, hit.resetAt);
      }
    },

    limitSignIn: (email: string, ip: string): Promise<void> =>
      limitPerAccountAndIp(
        signInKeys(email, ip),
        { account: LOGIN_MAX_FAILURES_PER_ACCOUNT, ip: LOGIN_MAX_FAILURES_PER_IP, windowMs: LOGIN_WINDOW_MS },
        texts.api.tooManyLogins,
      ),

    /**
     * Reset mails per typed address and per IP, counted whether the address has an account or
     * not, so the limit tells nothing about it while keeping anyone from flooding a mailbox.
     */
    limitPasswordReset: (email: string, ip: string): Promise<void> =>
      limitPerAccountAndIp(
        [`password-reset:account:${email}`, `password-reset:ip:${ip}`],
        {
          account: PASSWORD_RESETS_PER_ACCOUNT,
          ip: PASSWORD_RESETS_PER_IP,
          windowMs: PASSWORD_RESET_WINDOW_MS,
        },
        texts.api.tooManyPasswordResets,
      ),

    /**
     * better-auth has set the new password and deleted every session of the user: their open
     * sockets close now (their tabs then find the session gone), and the sign-in failures that
     * may have sent them here no longer lock the account.
     */
    passwordReset: async (user: { id: string; email: string }): Promise<void> => {
      sessions.forgetUser(user.id);
      publisher.disconnectUser(user.id);
      await rateLimits.clear(signInAccountKey(user.email));
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
      sessions.forgetSession(sessionId);
      publisher.disconnectSession(sessionId);
    },

    /**
     * A new password may have revoked the user's other sessions; none is trusted from memory.
     * When it did, the sockets opened with them close, on every instance; the tab that changed
     * the password keeps its own.
     */
    passwordChanged(userId: string, sessionId: string, revokedOthers: boolean): void {
      sessions.forgetUser(userId);
      if (revokedOthers) publisher.disconnectUser(userId, sessionId);
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
