import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApplyOperation } from '../../../lib/realtime/stale-queries.ts';
import { setViewerOwnership } from './get-album.ts';
import { setOwnedInSearches } from './search-albums.ts';

/**
 * Adding or removing an album of My albums: searches and the album's page
 * show the change at once, then the operation's stale lists refetch. The
 * mutation stays pending until then, so a second click cannot send it again.
 */
export function useOwnershipChange<Result>(change: (albumId: string) => Promise<Result>, owned: boolean) {
  const queryClient = useQueryClient();
  const applyOperation = useApplyOperation();
  return useMutation({
    mutationFn: change,
    onSuccess: (_result, albumId) => {
      setOwnedInSearches(queryClient, albumId, owned);
      setViewerOwnership(queryClient, albumId, owned);
      return applyOperation(owned ? 'album.add' : 'album.remove', { albumId });
    },
  });
}
