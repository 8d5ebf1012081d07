import type { z } from 'zod';
import { AlbumListQuerySchema, AlbumPageSchema } from './albums.ts';
import { CollectionPageSchema } from './collections.ts';
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
