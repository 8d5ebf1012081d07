import { z } from 'zod';
import { texts } from './texts.ts';
import { TOKEN_NAME_MAX_LENGTH } from './limits.ts';

/**
 * Personal access tokens ('Acceso para aplicaciones', /settings/tokens): a member's key for
 * scripts and other apps, sent as `Authorization: Bearer <token>`
 * (docs/decisions/050-personal-access-tokens.md).
 */

/** Every token starts with this, so secret scanners can recognise a leaked one. */
export const TOKEN_PREFIX = 'surcos_pat_';

/** What a token may do: only read, or read and write. */
export const TOKEN_SCOPES = ['read', 'read+write'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

/** The lifetimes offered, in days; null is a token that does not expire. */
export const TOKEN_EXPIRY_DAYS = [30, 90, 365] as const;
export type TokenExpiryDays = (typeof TOKEN_EXPIRY_DAYS)[number];

/** Live (unexpired) tokens a member may hold at once. */
export const MAX_LIVE_TOKENS = 20;

export const CreateTokenBodySchema = z.object({
  name: z
    .string({ error: () => texts.tokens.nameRequired })
    .trim()
    .min(1, { error: () => texts.tokens.nameRequired })
    .max(TOKEN_NAME_MAX_LENGTH, { error: () => texts.tokens.nameTooLong }),
  scope: z.enum(TOKEN_SCOPES, { error: () => texts.tokens.scopeInvalid }),
  /** 30, 90 or 365 days; null (or left out) for no expiry. */
  expiresInDays: z
    .literal(TOKEN_EXPIRY_DAYS, { error: () => texts.tokens.expiryInvalid })
    .nullable()
    .default(null),
});
export type CreateTokenBody = z.infer<typeof CreateTokenBodySchema>;

/** A token as its owner sees it in the list: never the secret. Times are ISO strings. */
export const TokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  scope: z.enum(TOKEN_SCOPES),
  createdAt: z.string(),
  /** Null until first used; updated at most once a minute. */
  lastUsedAt: z.string().nullable(),
  /** Null: never expires. */
  expiresAt: z.string().nullable(),
});
export type Token = z.infer<typeof TokenSchema>;

/** The answer to a creation: the token's secret, shown this once and never again. */
export const CreatedTokenSchema = TokenSchema.extend({ token: z.string().startsWith(TOKEN_PREFIX) });
export type CreatedToken = z.infer<typeof CreatedTokenSchema>;

/** The member's tokens, newest first, expired ones included (at most MAX_LIVE_TOKENS are live). */
export const TokenListSchema = z.object({ tokens: z.array(TokenSchema) });
export type TokenList = z.infer<typeof TokenListSchema>;

export const TokenIdParamsSchema = z.object({
  id: z
    .string()
    .trim()
    .uuid({ error: () => texts.tokens.notFound }),
});
