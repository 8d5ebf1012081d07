import { z } from 'zod';
import { AlbumCardSchema } from './albums.ts';
import { CollectionSummarySchema } from './collections.ts';
import { pageSchema } from './paging.ts';
import { UserRefSchema } from './users.ts';

export const FeedItemSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('album'), at: z.string(), user: UserRefSchema, album: AlbumCardSchema }),
  z.object({
    type: z.literal('collection'),
    at: z.string(),
    user: UserRefSchema,
    collection: CollectionSummarySchema,
  }),
  /** One entry per finished import, never one per album: '{name} importó 412 discos'. */
  z.object({ type: z.literal('import'), at: z.string(), user: UserRefSchema, count: z.number().int() }),
]);
export type FeedItem = z.infer<typeof FeedItemSchema>;

export const FeedPageSchema = pageSchema(FeedItemSchema);
export type FeedPage = z.infer<typeof FeedPageSchema>;
