import { z } from 'zod';
import { texts } from './texts.ts';
import { AlbumCardSchema, AlbumIdSchema } from './albums.ts';
import { pageSchema } from './paging.ts';
import { UserRefSchema } from './users.ts';
import {
  COLLECTION_DESCRIPTION_MAX_LENGTH,
  COLLECTION_MAX_ALBUMS,
  COLLECTION_NAME_MAX_LENGTH,
} from './limits.ts';
import { PRIVACIES, type Privacy } from './privacy.ts';

export const NAME_AND_ALBUM_REQUIRED = (): string => texts.validation.collectionNameAndAlbumRequired;

// Privacy has a module of its own so the text catalogue can label it without importing these schemas.
export type { Privacy };
export const PrivacySchema = z.enum(PRIVACIES);

export const CollectionIdSchema = z
  .string()
  .trim()
  .uuid({ error: () => texts.api.collectionNotFound });

export const CollectionBodySchema = z.object({
  name: z
    .string({ error: NAME_AND_ALBUM_REQUIRED })
    .trim()
    .min(1, { error: NAME_AND_ALBUM_REQUIRED })
    .max(COLLECTION_NAME_MAX_LENGTH, { error: () => texts.validation.collectionNameTooLong }),
  description: z
    .string()
    .trim()
    .max(COLLECTION_DESCRIPTION_MAX_LENGTH, { error: () => texts.validation.collectionDescriptionTooLong })
    .default(''),
  privacy: PrivacySchema.default('public'),
  albumIds: z
    .array(AlbumIdSchema, { error: NAME_AND_ALBUM_REQUIRED })
    .min(1, { error: NAME_AND_ALBUM_REQUIRED })
    .max(COLLECTION_MAX_ALBUMS, { error: () => texts.validation.collectionTooManyAlbums })
    .refine((ids) => new Set(ids).size === ids.length, {
      error: () => texts.validation.collectionRepeatedAlbums,
    }),
});
export type CollectionBody = z.infer<typeof CollectionBodySchema>;

export const CollectionSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  privacy: PrivacySchema,
  owner: UserRefSchema,
  albumCount: z.number().int().nonnegative(),
  /** The first albums, for the cover preview. */
  preview: z.array(AlbumCardSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CollectionSummary = z.infer<typeof CollectionSummarySchema>;

export const CollectionDetailSchema = CollectionSummarySchema.extend({
  albums: z.array(AlbumCardSchema),
  isOwner: z.boolean(),
});
export type CollectionDetail = z.infer<typeof CollectionDetailSchema>;

export const CollectionPageSchema = pageSchema(CollectionSummarySchema);
export type CollectionPage = z.infer<typeof CollectionPageSchema>;

export const CollectionIdParamsSchema = z.object({ id: CollectionIdSchema });
