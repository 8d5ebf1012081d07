import { ALBUM_SORTS, type AlbumListQuery, type AlbumPage, type AlbumSort } from '@surcos/contracts/albums';
import type { CollectionPage } from '@surcos/contracts/collections';
import {
  PUBLIC_ACTIVITY_ALBUMS,
  PUBLIC_ACTIVITY_COLLECTIONS,
  type PublicActivity,
} from '@surcos/contracts/explore';
import type { SearchPageQuery } from '@surcos/contracts/paging';
import { createKeptReads } from '../../lib/kept-reads.ts';
import type { TableWrites } from '../../db/table-writes.ts';
import { presentAlbumPage, presentCollectionPage, presentPublicActivity } from './explore.presenter.ts';
import type { ExploreRepository } from './explore.repository.ts';

/**
 * How long another instance's change may take to show on this one's cached
 * first pages; this instance's own writes show at once (docs/decisions/028).
 */
export const FIRST_PAGE_MAX_AGE_MS = 1000;

/** Explorar: open to every signed-in user, nothing private in it, nobody the viewer may not see. */
export function createExploreService({
  explore,
  albumWrites,
}: {
  explore: ExploreRepository;
  albumWrites: TableWrites;
}) {
  const albums = async (query: AlbumListQuery): Promise<AlbumPage> =>
    presentAlbumPage(await explore.albums(query));
  const firstPages = createKeptReads<AlbumSort, string>(albumWrites, {
    maxAgeMs: FIRST_PAGE_MAX_AGE_MS,
    maxEntries: ALBUM_SORTS.length,
  });

  return {
    albums,

    /**
     * The first page of Explorar's albums in `sort`, as the JSON answered:
     * the same for every viewer, asked for on every visit, so it is kept until
     * an album is written here or FIRST_PAGE_MAX_AGE_MS pass. `serialize` is
     * the route's own (validation included); concurrent misses share one read.
     */
    firstPageJson(sort: AlbumSort, serialize: (page: AlbumPage) => string): Promise<string> {
      return firstPages(sort, async () => serialize(await albums({ q: '', sort, cursor: undefined })));
    },

    collections: async (query: SearchPageQuery, viewerId: string): Promise<CollectionPage> =>
      presentCollectionPage(await explore.collections(query, viewerId)),

    /** A glimpse of Explorar for a visitor (viewer null) or a member: recent albums, newest public collections. */
    async publicActivity(viewerId: string | null): Promise<PublicActivity> {
      const [albums, collections] = await Promise.all([
        explore.recentAlbums(viewerId, PUBLIC_ACTIVITY_ALBUMS),
        explore.newestCollections(viewerId, PUBLIC_ACTIVITY_COLLECTIONS),
      ]);
      return presentPublicActivity(albums, collections);
    },
  };
}

export type ExploreService = ReturnType<typeof createExploreService>;
