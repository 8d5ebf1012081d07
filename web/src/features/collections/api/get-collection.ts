import type { CollectionDetail } from '@surcos/contracts/collections';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { isNotFoundError } from '../../../lib/api-client.ts';
import { itemQueryOptions } from '../../../lib/query-options.ts';
import { scopedKey } from '../../../lib/realtime/scoped-key.ts';

// The schema is loaded, not imported: it stays out of the app shell (see SchemaSource).
const loadSchema = () =>
  import('@surcos/contracts/collections').then((contracts) => contracts.CollectionDetailSchema);

/** 404 for an unknown id and for somebody else's private collection alike. */
export const collectionQueryOptions = (id: string) =>
  itemQueryOptions(scopedKey('collection', id), `/api/collections/${encodeURIComponent(id)}`, loadSchema);

export function useCollection(id: string) {
  return useQuery(collectionQueryOptions(id));
}

/** The server's answer to a save is the collection as it now is: show it without asking again. */
export function setCollection(queryClient: QueryClient, collection: CollectionDetail): void {
  queryClient.setQueryData(collectionQueryOptions(collection.id).queryKey, collection);
}

/** Unknown, malformed, or somebody else's private collection: for the user the same missing one. */
export const isCollectionNotFound = isNotFoundError;
