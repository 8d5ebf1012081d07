import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '../../../lib/api-client.ts';
import { useApplyOperation } from '../../../lib/realtime/stale-queries.ts';
import { setViewerOwnership } from './get-album.ts';
import { setOwnedInSearches } from './search-albums.ts';

/** Idempotent: removing an album the user does not have succeeds too. */
export const removeAlbum = (id: string): Promise<null> =>
  apiDelete(`/api/me/albums/${encodeURIComponent(id)}`);

export function useRemoveAlbum() {
  const queryClient = useQueryClient();
  const applyOperation = useApplyOperation();
  return useMutation({
    mutationFn: removeAlbum,
    onSuccess: (_nothing, id) => {
      setOwnedInSearches(queryClient, id, false);
      setViewerOwnership(queryClient, id, false);
      return applyOperation('album.remove', { albumId: id });
    },
  });
}
