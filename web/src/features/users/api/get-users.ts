import type { UserPage } from '@surcos/contracts/users';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

// The schema is loaded, not imported: the app shell imports this file for its query keys (see SchemaSource).
const loadSchema = () => import('@surcos/contracts/users').then((contracts) => contracts.UserPageSchema);

/** Everyone, filtered by name (accents and case do not matter); never emails. */
export const getUsers = (q: string, page: number, signal?: AbortSignal): Promise<UserPage> =>
  apiGet(`/api/users?${new URLSearchParams({ q, page: String(page) }).toString()}`, {
    signal,
    schema: loadSchema,
  });

export const usersRootKey = ['users', 'list'] as const;

export const usersQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: [...usersRootKey, q] as const,
    queryFn: ({ pageParam, signal }) => getUsers(q, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: UserPage) => (last.hasMore ? last.page + 1 : undefined),
  });

export function useUsers(q: string) {
  return useInfiniteQuery(usersQueryOptions(q));
}
