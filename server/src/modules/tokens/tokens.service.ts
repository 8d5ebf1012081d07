import { languageOr } from '@surcos/contracts/languages';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  type CreatedToken,
  type CreateTokenBody,
  MAX_LIVE_TOKENS,
  type Token,
  TOKEN_PREFIX,
  type TokenList,
} from '@surcos/contracts/tokens';
import { texts } from '../../lib/texts.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RateLimitRepository } from '../auth/auth.repository.ts';
import { type CachedIdentity, type TokenHolder, tokenCacheKey, tokenRevocationId } from '../auth/identity.ts';
import type { SessionCache } from '../auth/session-cache.ts';
import type { TokenRow, TokensRepository } from './tokens.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Each token's requests are counted in windows this long (TOKEN_REQUESTS_PER_MINUTE). */
export const TOKEN_WINDOW_MS = 60 * 1000;

/** "Last use" is written at most this often per token and instance: not one write per request. */
const LAST_USE_EVERY_MS = 60 * 1000;

/** An expired token stays in its owner's list, marked, this long; then it goes at the next creation. */
const EXPIRED_KEPT_MS = 30 * DAY_MS;

/** 32 random bytes: 256 bits, which no one guesses; base64url keeps the token one word. */
const SECRET_BYTES = 32;

/** A token's stored form. SHA-256 suffices for a random 256-bit secret (decision 050). */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Where a token's requests stand in the current window, for the RateLimit-* headers. */
export interface TokenWindow {
  limit: number;
  remaining: number;
  /** Seconds until the window closes (at least 1). */
  resetSeconds: number;
  exceeded: boolean;
}

interface TokensDeps {
  tokens: TokensRepository;
  rateLimits: Pick<RateLimitRepository, 'hit'>;
  /** The session cache: a token's holder is kept and revoked there, like a session. */
  cache: Pick<SessionCache<CachedIdentity>, 'find' | 'forgetSession'>;
  requestsPerMinute: number;
}

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

function presentToken(row: TokenRow): Token {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    createdAt: new Date(row.created_at).toISOString(),
    lastUsedAt: iso(row.last_used_at),
    expiresAt: iso(row.expires_at),
  };
}

/**
 * Personal access tokens: made (the token shown once, only its hash kept), listed and revoked
 * by their owner, and, for each request that carries one, who it speaks for and how many
 * requests it has left (docs/decisions/050-personal-access-tokens.md).
 */
export function createTokensService({ tokens, rateLimits, cache, requestsPerMinute }: TokensDeps) {
  return {
    async create(userId: string, body: CreateTokenBody): Promise<CreatedToken> {
      const now = Date.now();
      await tokens.deleteExpiredBefore(userId, now - EXPIRED_KEPT_MS);
      // Counted before the insert: two creations at once may reach one over; the next is refused.
      if ((await tokens.countLive(userId, now)) >= MAX_LIVE_TOKENS) {
        throw new AppError('TOO_MANY_TOKENS', texts.tokens.tooMany(MAX_LIVE_TOKENS));
      }
      const token = `${TOKEN_PREFIX}${randomBytes(SECRET_BYTES).toString('base64url')}`;
      const row: TokenRow = {
        id: randomUUID(),
        user_id: userId,
        name: body.name,
        scope: body.scope,
        token_hash: hashToken(token),
        created_at: now,
        last_used_at: null,
        expires_at: body.expiresInDays === null ? null : now + body.expiresInDays * DAY_MS,
      };
      await tokens.insert(row);
      return { ...presentToken(row), token };
    },

    async list(userId: string): Promise<TokenList> {
      return { tokens: (await tokens.listOf(userId)).map(presentToken) };
    },

    /** Revoked at once on this instance and, through Redis, on every other one. */
    async revoke(userId: string, id: string): Promise<void> {
      if (!(await tokens.delete(userId, id))) throw new AppError('NOT_FOUND', texts.tokens.notFound);
      cache.forgetSession(tokenRevocationId(id));
    },

    /**
     * Who the credential speaks for, or null. Every credential, well formed or not, takes the
     * same path: hashed, then looked up by its hash, so the time taken tells nothing about how
     * close it came to a real token.
     */
    async holderOf(credential: string): Promise<TokenHolder | null> {
      const tokenHash = hashToken(credential);
      const found = await cache.find(tokenCacheKey(tokenHash), async () => {
        const row = await tokens.holderOf(tokenHash, Date.now());
        if (!row) return null;
        const holder: TokenHolder = {
          tokenId: row.id,
          userId: row.user_id,
          userName: row.user_name,
          userLanguage: languageOr(row.user_language),
          scope: row.scope,
          expiresAt: row.expires_at,
          lastUsedAt: row.last_used_at,
        };
        return {
          value: { kind: 'token', holder },
          userId: row.user_id,
          sessionId: tokenRevocationId(row.id),
          // Kept no longer than the token lives: an expired token is read again, and refused.
          freshUntil: row.expires_at ?? Number.POSITIVE_INFINITY,
        };
      });
      return found?.kind === 'token' ? found.holder : null;
    },

    /** One more request of the token in its window (counted in the database: every instance shares it). */
    async countRequest(holder: TokenHolder): Promise<TokenWindow> {
      const { count, resetAt } = await rateLimits.hit(`token:${holder.tokenId}`, TOKEN_WINDOW_MS);
      return {
        limit: requestsPerMinute,
        remaining: Math.max(0, requestsPerMinute - count),
        resetSeconds: Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)),
        exceeded: count > requestsPerMinute,
      };
    },

    /** Notes the token's use, at most once a minute per instance. */
    async used(holder: TokenHolder): Promise<void> {
      const now = Date.now();
      if (holder.lastUsedAt !== null && now - holder.lastUsedAt < LAST_USE_EVERY_MS) return;
      holder.lastUsedAt = now;
      await tokens.touch(holder.tokenId, now);
    },
  };
}

export type TokensService = ReturnType<typeof createTokensService>;
