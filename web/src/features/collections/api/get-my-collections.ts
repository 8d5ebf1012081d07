import type { CollectionPage } from '@surcos/contracts/collections';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pageFetcher, pagedQueryOptions } from '../../../lib/query-options.ts';
import { scopedKey } from '../../../lib/realtime/scoped-key.ts';

// The schema is loaded, not imported: it stays out of the app shell (see SchemaSource).
const loadSchema = () =>
  import('@surcos/contracts/collections').then((contracts) => contracts.CollectionPageSchema);

/** The signed-in user's own collections, private ones included, newest first. */
export const myCollectionsQueryOptions = () =>
  pagedQueryOptions(
    scopedKey('my-collections'),
    pageFetcher<CollectionPage>('/api/me/collections', loadSchema),
  );

export function useMyCollections() {
  return useInfiniteQuery(myCollectionsQueryOptions());
}
