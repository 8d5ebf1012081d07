import {
  type CollectionBody,
  type CollectionDetail,
  CollectionDetailSchema,
} from '@surcos/contracts/collections';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '../../../lib/api-client.ts';
import { useApplyOperation } from '../../../lib/realtime/stale-queries.ts';
import { setCollection } from './get-collection.ts';

/** Owner only; anybody else gets the same 404 as for a collection that does not exist. */
export const updateCollection = ({
  id,
  body,
}: {
  id: string;
  body: CollectionBody;
}): Promise<CollectionDetail> =>
  apiPut(`/api/collections/${encodeURIComponent(id)}`, body, { schema: CollectionDetailSchema });

export function useUpdateCollection() {
  const queryClient = useQueryClient();
  const applyOperation = useApplyOperation();
  return useMutation({
    mutationFn: updateCollection,
    onSuccess: (updated) => {
      setCollection(queryClient, updated);
      // Also when it is private now: Explorar must drop it if it was public before.
      return applyOperation('collection.change-public', { collectionId: updated.id });
    },
  });
}
