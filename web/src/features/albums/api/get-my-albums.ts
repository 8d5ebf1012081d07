import type { AlbumFormat, AlbumPage, AlbumSort } from '@surcos/contracts/albums';
import type { MediaCondition } from '@surcos/contracts/copies';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pageFetcher, pagedQueryOptions } from '../../../lib/query-options.ts';
import { scopedKey } from '../../../lib/realtime/scoped-key.ts';

// The schema is loaded, not imported: it stays out of the app shell (see SchemaSource).
const loadSchema = () => import('@surcos/contracts/albums').then((contracts) => contracts.AlbumPageSchema);

export type AlbumListFilters = { q: string; sort: AlbumSort };

/** My albums' filters on the user's own copies; '' is no filter. */
export type CopyFilters = { folder: string; format: AlbumFormat | ''; condition: MediaCondition | '' };

export type MyAlbumListFilters = AlbumListFilters & Partial<CopyFilters>;

/** Copy filters go in the key and the address only when in use: `?folder=` would be one more cache entry. */
const inUse = ({ q, sort, ...copyFilters }: MyAlbumListFilters): Record<string, string> => ({
  q,
  sort,
  ...Object.fromEntries(Object.entries(copyFilters).filter((entry): entry is [string, string] => !!entry[1])),
});

export const myAlbumsQueryOptions = (filters: MyAlbumListFilters) =>
  pagedQueryOptions(
    scopedKey('my-albums', inUse(filters)),
    pageFetcher<AlbumPage>('/api/me/albums', loadSchema, inUse(filters)),
  );

export function useMyAlbums(filters: MyAlbumListFilters) {
  return useInfiniteQuery(myAlbumsQueryOptions(filters));
}
