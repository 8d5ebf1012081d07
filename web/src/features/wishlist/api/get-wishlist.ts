import type { WishlistPage } from '@surcos/contracts/wishlist';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pageFetcher, pagedQueryOptions } from '../../../lib/query-options.ts';
import { scopedKey } from '../../../lib/realtime/scoped-key.ts';

// The schema is loaded, not imported: it stays out of the app shell (see SchemaSource).
const loadSchema = () =>
  import('@surcos/contracts/wishlist').then((contracts) => contracts.WishlistPageSchema);

export const wishlistQueryOptions = () =>
  pagedQueryOptions(scopedKey('wishlist'), pageFetcher<WishlistPage>('/api/me/wishlist', loadSchema));

export function useWishlist() {
  return useInfiniteQuery(wishlistQueryOptions());
}
