import { z } from 'zod';
import { pageNumberSchema } from './validation.ts';
import { AlbumCardSchema, UserRefSchema } from './albums.ts';
import { CollectionSummarySchema } from './collections.ts';

export const USER_NOT_FOUND = 'No se ha encontrado el usuario';

export const UserIdParamsSchema = z.object({
  id: z.string().trim().min(1).max(64, { error: USER_NOT_FOUND }),
});

/** A user's public profile: never the email. */
export const UserProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  albumCount: z.number().int().nonnegative(),
  publicCollectionCount: z.number().int().nonnegative(),
  followerCount: z.number().int().nonnegative(),
  followingCount: z.number().int().nonnegative(),
  /** Null for visitors. */
  viewer: z.object({ isSelf: z.boolean(), follows: z.boolean() }).nullable(),
});
export type UserProfile = z.infer<typeof UserProfileSchema>;

export const FeedItemSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('album'), at: z.string(), user: UserRefSchema, album: AlbumCardSchema }),
  z.object({
    type: z.literal('collection'),
    at: z.string(),
    user: UserRefSchema,
    collection: CollectionSummarySchema,
  }),
]);
export type FeedItem = z.infer<typeof FeedItemSchema>;

export const FeedPageSchema = z.object({
  items: z.array(FeedItemSchema),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type FeedPage = z.infer<typeof FeedPageSchema>;

export const FeedQuerySchema = z.object({
  page: pageNumberSchema(),
});
