import type { CollectionPage } from '@surcos/contracts/collections';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

// The schema is loaded, not imported: the app shell imports this file for its query keys (see SchemaSource).
const loadSchema = () =>
  import('@surcos/contracts/collections').then((contracts) => contracts.CollectionPageSchema);

/** One user's public collections: private ones never leave the server (PRODUCT.md 2). */
export const getUserCollections = (
  userId: string,
  page: number,
  signal?: AbortSignal,
): Promise<CollectionPage> =>
  apiGet(
    `/api/users/${encodeURIComponent(userId)}/collections?${new URLSearchParams({ page: String(page) }).toString()}`,
    { signal, schema: loadSchema },
  );

export const userCollectionsRootKey = ['users', 'collections'] as const;

export const userCollectionsQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: [...userCollectionsRootKey, userId] as const,
    queryFn: ({ pageParam, signal }) => getUserCollections(userId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: CollectionPage) => (last.hasMore ? last.page + 1 : undefined),
  });

export function useUserCollections(userId: string) {
  return useInfiniteQuery(userCollectionsQueryOptions(userId));
}
