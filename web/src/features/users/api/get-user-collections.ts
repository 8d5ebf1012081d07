import type { CollectionPage } from '@surcos/contracts/collections';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pageFetcher, pagedQueryOptions } from '../../../lib/query-options.ts';
import { scopedKey } from '../../../lib/realtime/scoped-key.ts';

// The schema is loaded, not imported: it stays out of the app shell (see SchemaSource).
const loadSchema = () =>
  import('@surcos/contracts/collections').then((contracts) => contracts.CollectionPageSchema);

export const userCollectionsPath = (userId: string) => `/api/users/${encodeURIComponent(userId)}/collections`;

/** One user's public collections: private ones never leave the server (PRODUCT.md 2). */
export const userCollectionsQueryOptions = (userId: string) =>
  pagedQueryOptions(
    scopedKey('user-collections', userId),
    pageFetcher<CollectionPage>(userCollectionsPath(userId), loadSchema),
  );

export function useUserCollections(userId: string) {
  return useInfiniteQuery(userCollectionsQueryOptions(userId));
}
