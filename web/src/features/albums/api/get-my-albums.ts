import type { AlbumFormat, AlbumSort, MyAlbumPage, MyAlbumSort, MyAlbumsAll } from '@surcos/contracts/albums';
import type { MediaCondition } from '@surcos/contracts/copies';
import { listOnDevice } from '@surcos/contracts/my-albums-on-device';
import {
  type InfiniteData,
  keepPreviousData,
  type QueryClient,
  useInfiniteQuery,
} from '@tanstack/react-query';
import { pageFetcher, pagedQueryOptions } from '../../../lib/query-options.ts';
import { isBrowserOffline } from '../../../lib/offline/network-status.ts';
import { scopedKey } from '../../../lib/realtime/scoped-key.ts';
import {
  answerOnDevice,
  isMadeOnDevice,
  readOrAnswerOnDevice,
} from '../../../lib/offline/my-albums-on-device.ts';

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

/** The first page as the device answers it: every match at once, in the server's order. */
const listedOnDevice =
  (filters: MyAlbumListFilters) =>
  (all: MyAlbumsAll): MyAlbumPage => {
    const { folder, format, condition } = filters;
    const items = listOnDevice(all.items, {
      q: filters.q,
      sort: filters.sort,
      ...(folder ? { folder: folder.trim() } : {}),
      ...(format ? { format } : {}),
      ...(condition ? { condition } : {}),
    }).map(({ formats: _formats, copies: _copies, ...card }) => card);
    return { items, nextCursor: null, total: items.length };
  };

/** Whether the list shown was answered on the device (offline) rather than by the server. */
export const isListedOnDevice = (data: InfiniteData<MyAlbumPage> | undefined): boolean =>
  isMadeOnDevice(data?.pages[0]);

export const myAlbumsQueryOptions = (filters: MyAlbumListFilters) => {
  const fetchPage = pageFetcher<MyAlbumPage>('/api/me/albums', loadSchema, inUse(filters));
  return {
    ...pagedQueryOptions(scopedKey('my-albums', inUse(filters)), fetchPage),
    queryFn: async ({
      client,
      pageParam,
      signal,
    }: {
      client: QueryClient;
      pageParam: string | null;
      signal: AbortSignal;
    }): Promise<MyAlbumPage> => {
      if (pageParam !== null) return fetchPage(pageParam, signal);
      const listed = listedOnDevice(filters);
      // Offline, the device's whole list answers before any page the service worker kept: it is
      // never older than those, and has no further pages to miss.
      const offline = isBrowserOffline() ? await answerOnDevice(client, listed) : null;
      return offline ?? readOrAnswerOnDevice(client, () => fetchPage(null, signal), listed);
    },
    // A list answered on the device is asked of the server again as soon as it can be.
    staleTime: (query: { state: { data: InfiniteData<MyAlbumPage> | undefined } }) =>
      isListedOnDevice(query.state.data) ? 0 : 30_000,
  };
};

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
