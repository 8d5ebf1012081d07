import type { CollectionDetail } from '@surcos/contracts/collections';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApplyOperation } from '../../../lib/realtime/stale-queries.ts';
import { setCollection } from './get-collection.ts';

type ApplyOperation = ReturnType<typeof useApplyOperation>;

/**
 * Creating or editing a collection: its page shows what was saved at once,
 * then `announce` tells the lists. Pending until they know, so the form's
 * button stays busy and a second click cannot save it twice.
 */
export function useSaveCollection<Input>(
  save: (input: Input) => Promise<CollectionDetail>,
  announce: (saved: CollectionDetail, applyOperation: ApplyOperation) => Promise<void>,
) {
  const queryClient = useQueryClient();
  const applyOperation = useApplyOperation();
  return useMutation({
    mutationFn: save,
    onSuccess: (saved) => {
      setCollection(queryClient, saved);
      return announce(saved, applyOperation);
    },
  });
}
