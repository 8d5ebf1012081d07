import type { AlbumPage } from '@surcos/contracts/albums';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pageFetcher, pagedQueryOptions } from '../../../lib/query-options.ts';
import { scopedKey } from '../../../lib/realtime/scoped-key.ts';

// The schema is loaded, not imported: it stays out of the app shell (see SchemaSource).
const loadSchema = () => import('@surcos/contracts/albums').then((contracts) => contracts.AlbumPageSchema);

export const userAlbumsPath = (userId: string) => `/api/users/${encodeURIComponent(userId)}/albums`;

/** One user's albums, most recently added first. */
export const userAlbumsQueryOptions = (userId: string) =>
  pagedQueryOptions(
    scopedKey('user-albums', userId),
    pageFetcher<AlbumPage>(userAlbumsPath(userId), loadSchema),
  );

export function useUserAlbums(userId: string) {
  return useInfiniteQuery(userAlbumsQueryOptions(userId));
}
