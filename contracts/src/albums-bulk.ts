import { z } from 'zod';
import { AlbumIdSchema } from './albums.ts';
import { CollectionIdSchema } from './collections.ts';
import { FolderNameSchema, MediaConditionSchema } from './copies.ts';
import { BULK_ALBUMS_MAX } from './limits.ts';
import { texts } from './texts.ts';

const t = texts.albumsBulk;

/** The albums of one bulk action: distinct, at least one, at most BULK_ALBUMS_MAX. */
export const BulkAlbumIdsSchema = z
  .array(AlbumIdSchema, { error: () => t.albumsRequired })
  .min(1, { error: () => t.albumsRequired })
  .max(BULK_ALBUMS_MAX, { error: () => t.albumsTooMany })
  .transform((ids) => [...new Set(ids)]);

/**
 * One action on several albums of My albums, on all the user's copies of
 * each: move them to a folder, add the albums to a collection, set the
 * copies' media grade (null clears it), or remove the albums with their
 * copies. `dryRun` only answers what the action would touch.
 */
export const BulkAlbumsBodySchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('move'), albumIds: BulkAlbumIdsSchema, folder: FolderNameSchema }),
    z.object({
      action: z.literal('collect'),
      albumIds: BulkAlbumIdsSchema,
      collectionId: CollectionIdSchema,
    }),
    z.object({
      action: z.literal('grade'),
      albumIds: BulkAlbumIdsSchema,
      mediaCondition: MediaConditionSchema.nullable(),
    }),
    z.object({
      action: z.literal('remove'),
      albumIds: BulkAlbumIdsSchema,
      dryRun: z.boolean().default(false),
    }),
  ],
  { error: () => t.actionInvalid },
);
export type BulkAlbumsBody = z.infer<typeof BulkAlbumsBodySchema>;
export type BulkAction = BulkAlbumsBody['action'];

/**
 * What an action touched (or would): albums, their copies, and of those the
 * copies with notes and with a grade, so a removal can say what goes.
 * `undo` takes it back while it is valid (null after a dry run or when
 * nothing changed).
 */
export const BulkResultSchema = z.object({
  albums: z.number().int().nonnegative(),
  copies: z.number().int().nonnegative(),
  copiesWithNotes: z.number().int().nonnegative(),
  gradedCopies: z.number().int().nonnegative(),
  undo: z.string().nullable(),
});
export type BulkResult = z.infer<typeof BulkResultSchema>;

/** The largest undo token accepted: a removal of BULK_ALBUMS_MAX albums with many long-noted copies, compressed. */
export const UNDO_TOKEN_MAX_LENGTH = 4_000_000;

export const UndoBodySchema = z.object({
  token: z
    .string({ error: () => texts.albumsBulk.undoExpired })
    .min(1, { error: () => t.undoExpired })
    .max(UNDO_TOKEN_MAX_LENGTH, { error: () => t.undoExpired }),
});
export type UndoBody = z.infer<typeof UndoBodySchema>;

/** The albums an undo put back or changed back. */
export const UndoResultSchema = z.object({ albumIds: z.array(z.string()) });
export type UndoResult = z.infer<typeof UndoResultSchema>;
