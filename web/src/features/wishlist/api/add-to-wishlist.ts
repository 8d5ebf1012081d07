import { type WishlistEntry, WishlistEntrySchema } from '@surcos/contracts/wishlist';
import { useMutation } from '@tanstack/react-query';
import { apiPut, isApiError } from '../../../lib/api-client.ts';
import { useApplyFacts, useApplyOperation } from '../../../lib/realtime/stale-queries.ts';

/** 409 ALREADY_OWNED when the user has the album: a wishlist is for albums one does not have. */
export const addToWishlist = (albumId: string): Promise<WishlistEntry> =>
  apiPut(`/api/me/wishlist/${encodeURIComponent(albumId)}`, undefined, { schema: WishlistEntrySchema });

export function useAddToWishlist() {
  const applyOperation = useApplyOperation();
  const applyFacts = useApplyFacts();
  return useMutation({
    mutationFn: addToWishlist,
    // Pending until the album page shows the change, so a second click cannot send it again.
    onSuccess: (_entry, albumId) => applyOperation('wishlist.add', { albumId }),
    // Added in another tab meanwhile: show what is true now.
    onError: (error, albumId) =>
      isApiError(error) && error.code === 'ALREADY_OWNED'
        ? applyFacts(['album.changed', { albumId }])
        : undefined,
  });
}
