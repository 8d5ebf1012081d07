import type { AlbumPage, AlbumSort } from '@surcos/contracts/albums';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pageFetcher, pagedQueryOptions } from '../../../lib/query-options.ts';
import { scopedKey } from '../../../lib/realtime/stale-queries.ts';

// The schema is loaded, not imported: it stays out of the app shell (see SchemaSource).
const loadSchema = () => import('@surcos/contracts/albums').then((contracts) => contracts.AlbumPageSchema);

export type AlbumListFilters = { q: string; sort: AlbumSort };

export const myAlbumsQueryOptions = (filters: AlbumListFilters) =>
  pagedQueryOptions(
    scopedKey('my-albums', filters),
    pageFetcher<AlbumPage>('/api/me/albums', loadSchema, filters),
  );

export function useMyAlbums(filters: AlbumListFilters) {
  return useInfiniteQuery(myAlbumsQueryOptions(filters));
}
