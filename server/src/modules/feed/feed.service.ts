import type { FastifyInstance } from 'fastify';
import type { FeedItem, FeedPage } from '@surcos/contracts/feed';
import { LIST_PAGE_SIZE } from '@surcos/contracts/limits';
import { isoTime, presentCard } from '../albums/albums.presenter.ts';
import { createFeedRepository } from './feed.repository.ts';

export function createFeedService(app: FastifyInstance) {
  const repo = createFeedRepository(app.db);

  return {
    async page(userId: string, pageNumber: number): Promise<FeedPage> {
      const rows = (await repo.page(userId, pageNumber)).slice(0, LIST_PAGE_SIZE + 1);
      const items = rows.slice(0, LIST_PAGE_SIZE);
      const albumIds = items.filter((row) => row.type === 'album').map((row) => row.item_id);
      const collectionIds = items.filter((row) => row.type === 'collection').map((row) => row.item_id);
      const userIds = [...new Set(items.map((row) => row.user_id))];
      const [albums, collections, users] = await Promise.all([
        albumIds.length
          ? app.db
              .selectFrom('album')
              .select(['id', 'name', 'artist', 'year', 'genre', 'label', 'image'])
              .where('id', 'in', albumIds)
              .execute()
          : [],
        app.collections.summariesByIds(collectionIds),
        userIds.length
          ? app.db.selectFrom('user').select(['id', 'name']).where('id', 'in', userIds).execute()
          : [],
      ]);
      const albumById = new Map(albums.map((album) => [album.id, album]));
      const userById = new Map(users.map((user) => [user.id, user]));
      const collectionById = new Map(collections.map((collection) => [collection.id, collection]));

      const feed: FeedItem[] = items.flatMap((row): FeedItem[] => {
        const user = userById.get(row.user_id);
        if (!user) return [];
        const at = isoTime(row.at);
        if (row.type === 'album') {
          const album = albumById.get(row.item_id);
          return album
            ? [{ type: 'album', at, user, album: presentCard({ ...album, added_at: row.at }) }]
            : [];
        }
        const collection = collectionById.get(row.item_id);
        return collection ? [{ type: 'collection', at, user, collection }] : [];
      });
      return { items: feed, page: pageNumber, hasMore: rows.length > LIST_PAGE_SIZE };
    },

    /** Visiting the feed: the time is kept on the server, so the flag clears on every device. */
    async visit(userId: string): Promise<void> {
      await repo.recordVisit(userId, Date.now());
      app.realtime.toUser(userId, 'counts.changed');
    },

    async hasNew(userId: string): Promise<boolean> {
      return repo.hasItemsAfter(userId, await repo.lastVisit(userId));
    },
  };
}

export type FeedService = ReturnType<typeof createFeedService>;
