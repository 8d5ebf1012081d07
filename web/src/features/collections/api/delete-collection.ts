import { useMutation } from '@tanstack/react-query';
import { apiDelete } from '../../../lib/api-client.ts';
import { useApplyOperation } from '../../../lib/realtime/stale-queries.ts';

/** Owner only; the albums stay in the user's albums. */
export const deleteCollection = (id: string): Promise<null> =>
  apiDelete(`/api/collections/${encodeURIComponent(id)}`);

export function useDeleteCollection() {
  const applyOperation = useApplyOperation();
  return useMutation({
    mutationFn: deleteCollection,
    // Public or not, as far as this tab knows: Explorar drops it if it was public.
    onSuccess: (_nothing, id) => applyOperation('collection.change-public', { collectionId: id }),
  });
}
