import type { AlbumPage, AlbumSort } from '@surcos/contracts/albums';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

// The schema is loaded, not imported: the app shell imports this file for its query keys (see SchemaSource).
const loadSchema = () => import('@surcos/contracts/albums').then((contracts) => contracts.AlbumPageSchema);

export interface AlbumListFilters {
  q: string;
  sort: AlbumSort;
}

export const getMyAlbums = (
  { q, sort }: AlbumListFilters,
  page: number,
  signal?: AbortSignal,
): Promise<AlbumPage> =>
  apiGet(`/api/me/albums?${new URLSearchParams({ q, sort, page: String(page) }).toString()}`, {
    signal,
    schema: loadSchema,
  });

export const myAlbumsRootKey = ['me', 'albums'] as const;

export const myAlbumsQueryOptions = (filters: AlbumListFilters) =>
  infiniteQueryOptions({
    queryKey: [...myAlbumsRootKey, filters] as const,
    queryFn: ({ pageParam, signal }) => getMyAlbums(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: AlbumPage) => (last.hasMore ? last.page + 1 : undefined),
  });

export function useMyAlbums(filters: AlbumListFilters) {
  return useInfiniteQuery(myAlbumsQueryOptions(filters));
}
