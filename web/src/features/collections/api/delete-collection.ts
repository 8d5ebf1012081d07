import { useMutation } from '@tanstack/react-query';
import { apiDelete } from '../../../lib/api-client.ts';
import { useAnnounceServerFacts } from '../../../lib/server-facts.ts';

/** Owner only; the albums stay in the user's albums. */
export const deleteCollection = (id: string): Promise<null> =>
  apiDelete(`/api/collections/${encodeURIComponent(id)}`);

export function useDeleteCollection() {
  const announce = useAnnounceServerFacts();
  return useMutation({
    mutationFn: deleteCollection,
    onSuccess: (_nothing, id) =>
      announce(['collections.changed'], ['counts.changed'], ['collection.changed', { collectionId: id }]),
  });
}
