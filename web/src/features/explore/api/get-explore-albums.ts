import type { AlbumPage, AlbumSort } from '@surcos/contracts/albums';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pageFetcher, pagedQueryOptions } from '../../../lib/query-options.ts';
import { scopedKey } from '../../../lib/realtime/scoped-key.ts';

// The schema is loaded, not imported: it stays out of the app shell (see SchemaSource).
const loadSchema = () =>
  import('@surcos/contracts/explore').then((contracts) => contracts.ExploreAlbumPageSchema);

export type ExploreAlbumFilters = { q: string; sort: AlbumSort };

/** Every album somebody owns. */
export const exploreAlbumsQueryOptions = (filters: ExploreAlbumFilters) =>
  pagedQueryOptions(
    scopedKey('explore-albums', filters),
    pageFetcher<AlbumPage>('/api/albums', loadSchema, filters),
  );

export function useExploreAlbums(filters: ExploreAlbumFilters) {
  return useInfiniteQuery(exploreAlbumsQueryOptions(filters));
}
