import { useMutation } from '@tanstack/react-query';
import { apiDelete } from '../../../lib/api-client.ts';
import { useAnnounceServerFacts } from '../../../lib/server-facts.ts';

/** Idempotent. */
export const removeFromWishlist = (albumId: string): Promise<null> =>
  apiDelete(`/api/me/wishlist/${encodeURIComponent(albumId)}`);

export function useRemoveFromWishlist() {
  const announce = useAnnounceServerFacts();
  return useMutation({
    mutationFn: removeFromWishlist,
    onSuccess: (_nothing, albumId) =>
      announce(['wishlist.changed'], ['counts.changed'], ['album.changed', { albumId }]),
  });
}
