import type { CollectionSummary } from '@surcos/contracts/collections';
import type { FeedItem } from '@surcos/contracts/feed';
import type { UserRef } from '@surcos/contracts/users';
import type { CardColumns } from '../../db/album-card.ts';
import { isoTime, presentCard } from '../albums/albums.presenter.ts';
import type { FeedRow } from './feed.repository.ts';

/** What a page of feed rows refers to, loaded once for the page. */
export interface FeedLookups {
  users: ReadonlyMap<string, UserRef>;
  albums: ReadonlyMap<string, CardColumns>;
  collections: ReadonlyMap<string, CollectionSummary>;
  /** Records added by each import. */
  imports: ReadonlyMap<string, number>;
}

/** One feed item; null when what it refers to is gone (deleted between the two reads). */
export function presentFeedItem(row: FeedRow, lookups: FeedLookups): FeedItem | null {
  const user = lookups.users.get(row.user_id);
  if (!user) return null;
  const at = isoTime(row.at);
  if (row.type === 'album') {
    const album = lookups.albums.get(row.item_id);
    return album ? { type: 'album', at, user, album: presentCard({ ...album, added_at: row.at }) } : null;
  }
  if (row.type === 'import') {
    const count = lookups.imports.get(row.item_id);
    return count === undefined ? null : { type: 'import', at, user, count };
  }
  const collection = lookups.collections.get(row.item_id);
  return collection ? { type: 'collection', at, user, collection } : null;
}
