import { type Kysely, sql } from 'kysely';
import { LIST_PAGE_SIZE } from '@surcos/contracts/limits';
import type { Database } from '../../db/schema.ts';

/**
 * The feed is one query over the follows: albums the followed users own and
 * the public collections they made, as one stream ordered by time.
 */
export function createFeedRepository(db: Kysely<Database>) {
  const albumEvents = (userId: string) =>
    db
      .selectFrom('follow')
      .innerJoin('album_owner', 'album_owner.user_id', 'follow.following_id')
      .select([
        sql<'album' | 'collection'>`'album'`.as('type'),
        'album_owner.album_id as item_id',
        'album_owner.user_id as user_id',
        'album_owner.added_at as at',
      ])
      .where('follow.follower_id', '=', userId);

  const collectionEvents = (userId: string) =>
    db
      .selectFrom('follow')
      .innerJoin('collection', 'collection.user_id', 'follow.following_id')
      .select([
        sql<'album' | 'collection'>`'collection'`.as('type'),
        'collection.id as item_id',
        'collection.user_id as user_id',
        'collection.created_at as at',
      ])
      .where('follow.follower_id', '=', userId)
      .where('collection.privacy', '=', 'public');

  return {
    /**
     * Each branch takes only its newest rows up to the end of the asked page
     * (walking the time indexes and keeping followed users' rows), then the
     * two are merged: cost grows with the page, not with how much the
     * followed users own.
     */
    page(userId: string, page: number) {
      const upTo = page * LIST_PAGE_SIZE + 1;
      const followed = db
        .selectFrom('follow')
        .select('follow.following_id')
        .where('follow.follower_id', '=', userId);
      const albums = db
        .selectFrom('album_owner')
        .select([
          sql<'album' | 'collection'>`'album'`.as('type'),
          'album_owner.album_id as item_id',
          'album_owner.user_id as user_id',
          'album_owner.added_at as at',
        ])
        .where('album_owner.user_id', 'in', followed)
        .orderBy('album_owner.added_at', 'desc')
        .limit(upTo);
      const collections = db
        .selectFrom('collection')
        .select([
          sql<'album' | 'collection'>`'collection'`.as('type'),
          'collection.id as item_id',
          'collection.user_id as user_id',
          'collection.created_at as at',
        ])
        .where('collection.privacy', '=', 'public')
        .where('collection.user_id', 'in', followed)
        .orderBy('collection.created_at', 'desc')
        .limit(upTo);
      return db
        .selectFrom(
          db
            .selectFrom(albums.as('newest_albums'))
            .selectAll()
            .unionAll(db.selectFrom(collections.as('newest_collections')).selectAll())
            .as('feed'),
        )
        .selectAll()
        .orderBy('at', 'desc')
        .orderBy('type', 'asc')
        .orderBy('item_id', 'desc')
        .limit(LIST_PAGE_SIZE + 1)
        .offset((page - 1) * LIST_PAGE_SIZE)
        .execute();
    },

    async lastVisit(userId: string): Promise<number | null> {
      const row = await db
        .selectFrom('feed_visit')
        .select('visited_at')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row ? Number(row.visited_at) : null;
    },

    /** Whether anything in the feed is newer than the given time (or exists at all, before a first visit). */
    async hasItemsAfter(userId: string, since: number | null): Promise<boolean> {
      const after = since ?? -1;
      const album = await albumEvents(userId)
        .where('album_owner.added_at', '>', after)
        .limit(1)
        .executeTakeFirst();
      if (album) return true;
      const collection = await collectionEvents(userId)
        .where('collection.created_at', '>', after)
        .limit(1)
        .executeTakeFirst();
      return collection !== undefined;
    },

    /** Records the visit and marks the followed users' public collections as viewed by the user. */
    async recordVisit(userId: string, now: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('feed_visit')
          .values({ user_id: userId, visited_at: now })
          .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ visited_at: now }))
          .execute();
        await trx
          .insertInto('collection_view')
          .columns(['collection_id', 'user_id', 'viewed_at'])
          .expression(
            trx
              .selectFrom('follow')
              .innerJoin('collection', 'collection.user_id', 'follow.following_id')
              .select([
                'collection.id',
                sql<string>`cast(${userId} as text)`.as('user_id'),
                sql<number>`cast(${now} as bigint)`.as('viewed_at'),
              ])
              .where('follow.follower_id', '=', userId)
              .where('collection.privacy', '=', 'public'),
          )
          .onConflict((conflict) =>
            conflict.columns(['collection_id', 'user_id']).doUpdateSet({ viewed_at: now }),
          )
          .execute();
      });
    },
  };
}
