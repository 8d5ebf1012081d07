import type { WishlistPage } from '@surcos/contracts/wishlist';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

// The schema is loaded, not imported: the app shell imports this file for its query keys (see SchemaSource).
const loadSchema = () =>
  import('@surcos/contracts/wishlist').then((contracts) => contracts.WishlistPageSchema);

export const getWishlist = (page: number, signal?: AbortSignal): Promise<WishlistPage> =>
  apiGet(`/api/me/wishlist?${new URLSearchParams({ page: String(page) }).toString()}`, {
    signal,
    schema: loadSchema,
  });

export const wishlistRootKey = ['me', 'wishlist'] as const;

export const wishlistQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: wishlistRootKey,
    queryFn: ({ pageParam, signal }) => getWishlist(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: WishlistPage) => (last.hasMore ? last.page + 1 : undefined),
  });

export function useWishlist() {
  return useInfiniteQuery(wishlistQueryOptions());
}
