import { z } from 'zod';
import { pageSchema } from './paging.ts';
import { UserRefSchema } from './users.ts';

/**
 * The two ways of keeping someone away: a block (both stop seeing each
 * other; docs/decisions/019-block-and-mute.md) and a mute (they leave one's
 * feed and notifications). Each is a list in /settings/blocks.
 */
export const RESTRICTION_KINDS = ['blocks', 'mutes'] as const;
export type RestrictionKind = (typeof RESTRICTION_KINDS)[number];

/** The last part of the path that sets (PUT) or undoes (DELETE) each: /api/users/:id/block. */
export const RESTRICTION_PATHS: Record<RestrictionKind, string> = { blocks: 'block', mutes: 'mute' };

/** Somebody the user blocked or muted, and since when (ISO time). */
export const RestrictedUserSchema = UserRefSchema.extend({ since: z.string() });
export type RestrictedUser = z.infer<typeof RestrictedUserSchema>;

export const RestrictedUserPageSchema = pageSchema(RestrictedUserSchema);
export type RestrictedUserPage = z.infer<typeof RestrictedUserPageSchema>;
