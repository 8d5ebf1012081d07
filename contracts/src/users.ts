import { z } from 'zod';
import { LANGUAGES } from './languages.ts';
import { texts } from './texts.ts';
import { pageSchema } from './paging.ts';

export const USER_NOT_FOUND = (): string => texts.api.userNotFound;

/** Another user by name only, wherever a list names people. */
export const UserRefSchema = z.object({ id: z.string(), name: z.string() });
export type UserRef = z.infer<typeof UserRefSchema>;

export const UserIdParamsSchema = z.object({
  id: z.string().trim().min(1).max(64, { error: USER_NOT_FOUND }),
});

/** Another user as anyone may see them: never an email. */
export const UserSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  albumCount: z.number().int().nonnegative(),
});
export type UserSummary = z.infer<typeof UserSummarySchema>;

export const UserPageSchema = pageSchema(UserSummarySchema);
export type UserPage = z.infer<typeof UserPageSchema>;

/** A user's public profile: never the email. */
export const UserProfileSchema = UserSummarySchema.extend({
  handle: z.string(),
  /** `@handle@host`, the address other servers know them by. */
  address: z.string(),
  publicCollectionCount: z.number().int().nonnegative(),
  followerCount: z.number().int().nonnegative(),
  followingCount: z.number().int().nonnegative(),
  /** Null for visitors. `mutes`: the viewer muted this user (their news leave the viewer's feed). */
  viewer: z.object({ isSelf: z.boolean(), follows: z.boolean(), mutes: z.boolean() }).nullable(),
});
export type UserProfile = z.infer<typeof UserProfileSchema>;

/** `PUT /api/me/language`: the member's language on every device, their mails and the API's errors. */
export const LanguageBodySchema = z
  .object({ language: z.enum(LANGUAGES, { error: () => texts.language.unknown }) })
  .strict();
export type LanguageBody = z.infer<typeof LanguageBodySchema>;
