import type { Language } from '@surcos/contracts/languages';
import type { TokenScope } from '@surcos/contracts/tokens';
import type { Auth } from './auth.ts';

/** better-auth's session and user, as its getSession answers them. */
export type KnownSession = Auth['$Infer']['Session'];

/** Who a personal access token speaks for (modules/tokens), as the session cache keeps it. */
export interface TokenHolder {
  tokenId: string;
  userId: string;
  userName: string;
  userLanguage: Language;
  scope: TokenScope;
  /** Epoch ms; null: never expires. */
  expiresAt: number | null;
  /** Epoch ms of the last use written down; null: never used. */
  lastUsedAt: number | null;
}

/**
 * What the one session cache keeps: a browser session, or a token's holder. Both are revoked
 * the same way, on every instance (session-cache.ts); a user's revocation forgets both.
 */
export type CachedIdentity =
  { kind: 'session'; session: KnownSession } | { kind: 'token'; holder: TokenHolder };

/** The cache's key of a token (by its hash: the cache never holds a token) and of a session cookie. */
export const tokenCacheKey = (tokenHash: string): string => `token:${tokenHash}`;
export const sessionCacheKey = (signedCookie: string): string => `session:${signedCookie}`;

/** The id a token's cache entry is revoked by (`forgetSession`); better-auth's session ids never start so. */
export const tokenRevocationId = (tokenId: string): string => `token:${tokenId}`;
