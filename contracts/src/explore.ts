import { z } from 'zod';
import { AlbumCardSchema, AlbumListQuerySchema, AlbumPageSchema } from './albums.ts';
import { CollectionPageSchema, CollectionSummarySchema } from './collections.ts';
import { SearchPageQuerySchema } from './paging.ts';

/*
 * Explorar lists what everybody shares: albums somebody owns and public
 * collections (the users list is the users feature's). Each list has the
 * shape of its kind's own lists, so the same cards show it.
 */

/** GET /api/albums: every album somebody owns, searched and sorted like My albums. */
export const ExploreAlbumsQuerySchema = AlbumListQuerySchema.pick({ q: true, sort: true, cursor: true });
export const ExploreAlbumPageSchema = AlbumPageSchema;
export type ExploreAlbumsQuery = z.infer<typeof ExploreAlbumsQuerySchema>;

/** GET /api/collections: public collections, newest first, searched by name. */
export const ExploreCollectionsQuerySchema = SearchPageQuerySchema;
export const ExploreCollectionPageSchema = CollectionPageSchema;

/** How many of each a visitor's glimpse of Surcos shows (GET /api/public-activity). */
export const PUBLIC_ACTIVITY_ALBUMS = 6;
export const PUBLIC_ACTIVITY_COLLECTIONS = 4;

/**
 * GET /api/public-activity: the glimpse beside a visitor's login form, the
 * albums most recently added by anybody and the newest public collections;
 * only what Explorar shows, only people the asker may see
 * (docs/decisions/042-public-activity-and-sharing.md).
 */
export const PublicActivitySchema = z.object({
  albums: z.array(AlbumCardSchema).max(PUBLIC_ACTIVITY_ALBUMS),
  collections: z.array(CollectionSummarySchema).max(PUBLIC_ACTIVITY_COLLECTIONS),
});
export type PublicActivity = z.infer<typeof PublicActivitySchema>;
