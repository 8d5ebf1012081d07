import type { Counts } from '@surcos/contracts/counts';
import type { CountsRow } from './counts.repository.ts';

export function presentCounts(row: CountsRow, feedHasNew: boolean): Counts {
  return {
    albums: Number(row.albums),
    collections: Number(row.collections),
    followers: Number(row.followers),
    following: Number(row.following),
    unreadMessages: Number(row.unread_messages),
    wishlist: Number(row.wishlist),
    feedHasNew,
  };
}
