import type { AlbumPage, AlbumSort } from '@surcos/contracts/albums';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

// The schema is loaded, not imported: the app shell imports this file for its query keys (see SchemaSource).
const loadSchema = () => import('@surcos/contracts/albums').then((contracts) => contracts.AlbumPageSchema);

export interface ExploreAlbumFilters {
  q: string;
  sort: AlbumSort;
}

/** Every album somebody owns. */
export const getExploreAlbums = (
  { q, sort }: ExploreAlbumFilters,
  page: number,
  signal?: AbortSignal,
): Promise<AlbumPage> =>
  apiGet(`/api/albums?${new URLSearchParams({ q, sort, page: String(page) }).toString()}`, {
    signal,
    schema: loadSchema,
  });

export const exploreAlbumsRootKey = ['albums', 'list'] as const;

export const exploreAlbumsQueryOptions = (filters: ExploreAlbumFilters) =>
  infiniteQueryOptions({
    queryKey: [...exploreAlbumsRootKey, filters] as const,
    queryFn: ({ pageParam, signal }) => getExploreAlbums(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: AlbumPage) => (last.hasMore ? last.page + 1 : undefined),
  });

export function useExploreAlbums(filters: ExploreAlbumFilters) {
  return useInfiniteQuery(exploreAlbumsQueryOptions(filters));
}
