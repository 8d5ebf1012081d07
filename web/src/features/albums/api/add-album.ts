import { type AlbumCard, AlbumCardSchema } from '@surcos/contracts/albums';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '../../../lib/api-client.ts';
import { useApplyOperation } from '../../../lib/realtime/stale-queries.ts';
import { setViewerOwnership } from './get-album.ts';
import { setOwnedInSearches } from './search-albums.ts';

/** Idempotent; the server also takes the album off the user's wishlist. */
export const addAlbum = (id: string): Promise<AlbumCard> =>
  apiPut(`/api/me/albums/${encodeURIComponent(id)}`, undefined, { schema: AlbumCardSchema });

export function useAddAlbum() {
  const queryClient = useQueryClient();
  const applyOperation = useApplyOperation();
  return useMutation({
    mutationFn: addAlbum,
    // Pending until the screen shows the change, so a second click cannot send it again.
    onSuccess: (_card, id) => {
      setOwnedInSearches(queryClient, id, true);
      setViewerOwnership(queryClient, id, true);
      return applyOperation('album.add', { albumId: id });
    },
  });
}
