import { z } from 'zod';
import { AlbumCardSchema } from './albums.ts';
import { pageSchema } from './paging.ts';

/** An album on the user's wishlist, with when it was wished. */
export const WishlistEntrySchema = AlbumCardSchema.extend({ addedAt: z.string() });
export type WishlistEntry = z.infer<typeof WishlistEntrySchema>;

export const WishlistPageSchema = pageSchema(WishlistEntrySchema);
export type WishlistPage = z.infer<typeof WishlistPageSchema>;
