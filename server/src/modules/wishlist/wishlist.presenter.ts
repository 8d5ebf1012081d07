import type { WishlistEntry } from '@surcos/contracts/wishlist';
import type { CardRow } from '../../db/album-card.ts';
import { isoTime, presentCard } from '../albums/albums.presenter.ts';

/** A wishlisted album: its card, with the time it was wished for. */
export function presentWishlistEntry(row: CardRow & { added_at: number }): WishlistEntry {
  return { ...presentCard(row), addedAt: isoTime(row.added_at) };
}
