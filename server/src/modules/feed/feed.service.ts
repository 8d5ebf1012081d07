import type { FeedPage } from '@surcos/contracts/feed';
import type { Actor } from '../../lib/actor.ts';
import { toPage } from '../../lib/paging.ts';
import type { Publisher } from '../../realtime/publisher.ts';
import { presentCollectionSummary } from '../collections/collections.presenter.ts';
import type { CollectionsRepository } from '../collections/collections.repository.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import { presentFeedItem } from './feed.presenter.ts';
import type { FeedRepository } from './feed.repository.ts';

interface FeedDeps {
  feed: FeedRepository;
  collections: CollectionsRepository;
  users: UsersRepository;
  publisher: Publisher;
}

const byId = <T extends { id: string }>(rows: readonly T[]) => new Map(rows.map((row) => [row.id, row]));

export function createFeedService({ feed, collections, users, publisher }: FeedDeps) {
  return {
    async page(userId: string, cursor: string | undefined): Promise<FeedPage> {
      const page = await feed.page(userId, cursor);
      const shown = page.rows;
      const idsOf = (type: 'album' | 'collection' | 'import') =>
        shown.filter((row) => row.type === type).map((row) => row.item_id);
      const [albums, collectionRows, people, imports] = await Promise.all([
        feed.cards(idsOf('album')),
        collections.publicByIds(idsOf('collection')),
        users.refs([...new Set(shown.map((row) => row.user_id))]),
        feed.importCounts(idsOf('import')),
      ]);
      const lookups = {
        albums: byId(albums),
        collections: byId(collectionRows.map(presentCollectionSummary)),
        users: byId(people),
        imports,
      };
      return toPage(page, (row) => presentFeedItem(row, lookups));
    },

    /** Visiting the feed: the time is kept on the server, so the flag clears on every device. */
    async visit(actor: Actor): Promise<void> {
      await feed.recordVisit(actor.userId, Date.now());
      await publisher.publish('feed.visit', { actor });
    },
  };
}

export type FeedService = ReturnType<typeof createFeedService>;
