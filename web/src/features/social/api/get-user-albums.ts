import type { AlbumPage } from '@surcos/contracts/albums';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

// The schema is loaded, not imported: the app shell imports this file for its query keys (see SchemaSource).
const loadSchema = () => import('@surcos/contracts/albums').then((contracts) => contracts.AlbumPageSchema);

/** One user's albums, most recently added first. */
export const getUserAlbums = (userId: string, page: number, signal?: AbortSignal): Promise<AlbumPage> =>
  apiGet(
    `/api/users/${encodeURIComponent(userId)}/albums?${new URLSearchParams({ page: String(page) }).toString()}`,
    { signal, schema: loadSchema },
  );

export const userAlbumsRootKey = ['users', 'albums'] as const;

export const userAlbumsQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: [...userAlbumsRootKey, userId] as const,
    queryFn: ({ pageParam, signal }) => getUserAlbums(userId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: AlbumPage) => (last.hasMore ? last.page + 1 : undefined),
  });

export function useUserAlbums(userId: string) {
  return useInfiniteQuery(userAlbumsQueryOptions(userId));
}
