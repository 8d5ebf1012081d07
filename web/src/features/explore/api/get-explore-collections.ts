import type { CollectionPage } from '@surcos/contracts/collections';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pageFetcher, pagedQueryOptions } from '../../../lib/query-options.ts';
import { scopedKey } from '../../../lib/realtime/scoped-key.ts';

// The schema is loaded, not imported: it stays out of the app shell (see SchemaSource).
const loadSchema = () =>
  import('@surcos/contracts/explore').then((contracts) => contracts.ExploreCollectionPageSchema);

/** Everybody's public collections, newest first; private ones never leave the server (PRODUCT.md 2). */
export const exploreCollectionsQueryOptions = (q: string) =>
  pagedQueryOptions(
    scopedKey('explore-collections', q),
    pageFetcher<CollectionPage>('/api/collections', loadSchema, { q }),
  );

export function useExploreCollections(q: string) {
  return useInfiniteQuery(exploreCollectionsQueryOptions(q));
}
