import type { CollectionPage } from '@surcos/contracts/collections';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

// The schema is loaded, not imported: the app shell imports this file for its query keys (see SchemaSource).
const loadSchema = () =>
  import('@surcos/contracts/collections').then((contracts) => contracts.CollectionPageSchema);

/** Everybody's public collections, newest first; private ones never leave the server (PRODUCT.md 2). */
export const getExploreCollections = (
  q: string,
  page: number,
  signal?: AbortSignal,
): Promise<CollectionPage> =>
  apiGet(`/api/collections?${new URLSearchParams({ q, page: String(page) }).toString()}`, {
    signal,
    schema: loadSchema,
  });

export const exploreCollectionsRootKey = ['collections', 'list'] as const;

export const exploreCollectionsQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: [...exploreCollectionsRootKey, q] as const,
    queryFn: ({ pageParam, signal }) => getExploreCollections(q, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: CollectionPage) => (last.hasMore ? last.page + 1 : undefined),
  });

export function useExploreCollections(q: string) {
  return useInfiniteQuery(exploreCollectionsQueryOptions(q));
}
