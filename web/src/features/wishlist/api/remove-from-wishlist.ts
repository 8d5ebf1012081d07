import { useMutation } from '@tanstack/react-query';
import { apiDelete } from '../../../lib/api-client.ts';
import { useApplyOperation } from '../../../lib/realtime/stale-queries.ts';

/** Idempotent. */
export const removeFromWishlist = (albumId: string): Promise<null> =>
  apiDelete(`/api/me/wishlist/${encodeURIComponent(albumId)}`);

export function useRemoveFromWishlist() {
  const applyOperation = useApplyOperation();
  return useMutation({
    mutationFn: removeFromWishlist,
    onSuccess: (_nothing, albumId) => applyOperation('wishlist.remove', { albumId }),
  });
}
