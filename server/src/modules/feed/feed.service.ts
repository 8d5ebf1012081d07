import type { FeedPage } from '@surcos/contracts/feed';
import type { Actor } from '../../lib/actor.ts';
import type { Publisher } from '../../realtime/publisher.ts';
import { presentCollectionSummary } from '../collections/collections.presenter.ts';
import type { CollectionsRepository } from '../collections/collections.repository.ts';
import type { WishlistRepository } from '../wishlist/wishlist.repository.ts';
import { feedAlbumCard, presentFeedItems } from './feed.presenter.ts';
import type { FeedItemType, FeedRepository } from './feed.repository.ts';
import type { RemotePostsRepository } from '../federation/remote-posts.repository.ts';

interface FeedDeps {
  feed: FeedRepository;
  collections: CollectionsRepository;
  /** Which of a page's albums the reader wishes for. */
  wishlist: Pick<WishlistRepository, 'wishlistedAmong'>;
  publisher: Publisher;
  /** The page's posts of accounts on other servers. */
  remotePosts: Pick<RemotePostsRepository, 'byIds'>;
}

const byId = <T extends { id: string }>(rows: readonly T[]) => new Map(rows.map((row) => [row.id, row]));

export function createFeedService({ feed, collections, wishlist, publisher, remotePosts }: FeedDeps) {
  return {
    async page(userId: string, cursor: string | undefined): Promise<FeedPage> {
      const page = await feed.page(userId, cursor);
      const shown = page.rows;
      const idsOf = (type: FeedItemType) =>
        shown.filter((row) => row.type === type).map((row) => row.item_id);
      const [collectionRows, imports, wished, remote] = await Promise.all([
        collections.publicByIds(idsOf('collection')),
        feed.importCounts(idsOf('import')),
        wishlist.wishlistedAmong(userId, idsOf('album')),
        remotePosts.byIds(idsOf('remote')),
      ]);
      const lookups = {
        albums: byId(
          shown.flatMap((row) => {
            const card = feedAlbumCard(row);
            return card ? [card] : [];
          }),
        ),
        collections: byId(collectionRows.map(presentCollectionSummary)),
        users: byId(
          shown.flatMap((row) => (row.user_name === null ? [] : [{ id: row.user_id, name: row.user_name }])),
        ),
        imports,
        wished,
        remote: byId(remote),
      };
      // The cursor is the page's last row's: grouping the adds shown never moves it.
      return { items: presentFeedItems(shown, lookups), nextCursor: page.nextCursor };
    },

    /** Visiting the feed: the time is kept on the server, so the flag clears on every device. */
    async visit(actor: Actor): Promise<void> {
      await feed.recordVisit(actor.userId, Date.now());
      await publisher.publish('feed.visit', { actor });
    },
  };
}

export type FeedService = ReturnType<typeof createFeedService>;
