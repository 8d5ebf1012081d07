import type { UserPage } from '@surcos/contracts/users';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

// The schema is loaded, not imported: the app shell imports this file for its query keys (see SchemaSource).
const loadSchema = () => import('@surcos/contracts/users').then((contracts) => contracts.UserPageSchema);

/** Who follows the signed-in user, or whom they follow: the same endpoint shape in both directions. */
export type FollowDirection = 'followers' | 'following';

export const getFollowList = (
  direction: FollowDirection,
  page: number,
  signal?: AbortSignal,
): Promise<UserPage> =>
  apiGet(`/api/me/${direction}?${new URLSearchParams({ page: String(page) }).toString()}`, {
    signal,
    schema: loadSchema,
  });

export const followersRootKey = ['me', 'followers'] as const;
export const followingRootKey = ['me', 'following'] as const;

const rootKeys = { followers: followersRootKey, following: followingRootKey } as const;

export const followListQueryOptions = (direction: FollowDirection) =>
  infiniteQueryOptions({
    queryKey: rootKeys[direction],
    queryFn: ({ pageParam, signal }) => getFollowList(direction, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: UserPage) => (last.hasMore ? last.page + 1 : undefined),
  });

export function useFollowList(direction: FollowDirection) {
  return useInfiniteQuery(followListQueryOptions(direction));
}
