import {
  type CollectionBody,
  type CollectionDetail,
  CollectionDetailSchema,
} from '@surcos/contracts/collections';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { useApplyOperation } from '../../../lib/realtime/stale-queries.ts';
import { setCollection } from './get-collection.ts';

export const createCollection = (body: CollectionBody): Promise<CollectionDetail> =>
  apiPost('/api/collections', body, { schema: CollectionDetailSchema });

export function useCreateCollection() {
  const queryClient = useQueryClient();
  const applyOperation = useApplyOperation();
  return useMutation({
    mutationFn: createCollection,
    // Pending until the lists know, so the form's button stays busy and a second click cannot create it twice.
    onSuccess: (created) => {
      setCollection(queryClient, created);
      return created.privacy === 'public'
        ? applyOperation('collection.publish', { collectionId: created.id })
        : applyOperation('collection.change-private');
    },
  });
}
