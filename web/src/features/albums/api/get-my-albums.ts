import type { AlbumFormat, AlbumSort, MyAlbumPage, MyAlbumSort } from '@surcos/contracts/albums';
import type { MediaCondition } from '@surcos/contracts/copies';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { pageFetcher, pagedQueryOptions } from '../../../lib/query-options.ts';
import { scopedKey } from '../../../lib/realtime/scoped-key.ts';

// The schema is loaded, not imported: it stays out of the app shell (see SchemaSource).
const loadSchema = () => import('@surcos/contracts/albums').then((contracts) => contracts.MyAlbumPageSchema);

export type AlbumListFilters = { q: string; sort: AlbumSort };

/** My albums' filters on the user's own copies; '' is no filter. */
export type CopyFilters = { folder: string; format: AlbumFormat | ''; condition: MediaCondition | '' };

export type MyAlbumListFilters = Omit<AlbumListFilters, 'sort'> & {
  sort: MyAlbumSort;
} & Partial<CopyFilters>;

/** Copy filters go in the key and the address only when in use: `?folder=` would be one more cache entry. */
const inUse = ({ q, sort, ...copyFilters }: MyAlbumListFilters): Record<string, string> => ({
  q,
  sort,
  ...Object.fromEntries(Object.entries(copyFilters).filter((entry): entry is [string, string] => !!entry[1])),
});

export const myAlbumsQueryOptions = (filters: MyAlbumListFilters) =>
  pagedQueryOptions(
    scopedKey('my-albums', inUse(filters)),
    pageFetcher<MyAlbumPage>('/api/me/albums', loadSchema, inUse(filters)),
  );

/**
 * My albums with these filters. With `keepShown`, while another order or
 * filter loads the list shown stays (a table keeps its headers, and the
 * focus on the one pressed).
 */
export function useMyAlbums(filters: MyAlbumListFilters, { keepShown = false } = {}) {
  return useInfiniteQuery({
    ...myAlbumsQueryOptions(filters),
    ...(keepShown ? { placeholderData: keepPreviousData } : {}),
  });
}
