import type { CollectionPage } from '@surcos/contracts/collections';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

// The schema is loaded, not imported: the app shell imports this file for its query keys (see SchemaSource).
const loadSchema = () =>
  import('@surcos/contracts/collections').then((contracts) => contracts.CollectionPageSchema);

/** The signed-in user's own collections, private ones included, newest first. */
export const getMyCollections = (page: number, signal?: AbortSignal): Promise<CollectionPage> =>
  apiGet(`/api/me/collections?${new URLSearchParams({ page: String(page) }).toString()}`, {
    signal,
    schema: loadSchema,
  });

export const myCollectionsRootKey = ['me', 'collections'] as const;

export const myCollectionsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: myCollectionsRootKey,
    queryFn: ({ pageParam, signal }) => getMyCollections(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: CollectionPage) => (last.hasMore ? last.page + 1 : undefined),
  });

export function useMyCollections() {
  return useInfiniteQuery(myCollectionsQueryOptions());
}
