import { type Kysely, sql } from 'kysely';
import { LIST_PAGE_SIZE } from '@surcos/contracts/limits';
import type { Database } from '../../db/schema.ts';

const albumCount = sql<number>`(select count(*) from album_owner where album_owner.user_id = "user".id)`;

export function createFollowsRepository(db: Kysely<Database>) {
  return {
    async userExists(id: string): Promise<boolean> {
      return (await db.selectFrom('user').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
    },

    async follow(followerId: string, followingId: string, now: number): Promise<boolean> {
      const result = await db
        .insertInto('follow')
        .values({ follower_id: followerId, following_id: followingId, created_at: now })
        .onConflict((conflict) => conflict.columns(['follower_id', 'following_id']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    async unfollow(followerId: string, followingId: string): Promise<boolean> {
      const result = await db
        .deleteFrom('follow')
        .where('follower_id', '=', followerId)
        .where('following_id', '=', followingId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async follows(followerId: string, followingId: string): Promise<boolean> {
      const row = await db
        .selectFrom('follow')
        .select('follower_id')
        .where('follower_id', '=', followerId)
        .where('following_id', '=', followingId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async followerIds(userId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('follow')
        .select('follower_id')
        .where('following_id', '=', userId)
        .execute();
      return rows.map((row) => row.follower_id);
    },

    /** People who follow the user (`followers`) or whom the user follows (`following`), newest first. */
    list(userId: string, direction: 'followers' | 'following', page: number) {
      const [mine, theirs] =
        direction === 'followers'
          ? (['follow.following_id', 'follow.follower_id'] as const)
          : (['follow.follower_id', 'follow.following_id'] as const);
      return db
        .selectFrom('follow')
        .innerJoin('user', 'user.id', theirs)
        .select(['user.id', 'user.name', albumCount.as('album_count')])
        .where(mine, '=', userId)
        .orderBy('follow.created_at', 'desc')
        .orderBy('user.id', 'asc')
        .limit(LIST_PAGE_SIZE + 1)
        .offset((page - 1) * LIST_PAGE_SIZE)
        .execute();
    },

    profile(userId: string) {
      return db
        .selectFrom('user')
        .select([
          'user.id',
          'user.name',
          albumCount.as('album_count'),
          sql<number>`(select count(*) from collection where collection.user_id = "user".id and collection.privacy = 'public')`.as(
            'public_collection_count',
          ),
          sql<number>`(select count(*) from follow where follow.following_id = "user".id)`.as(
            'follower_count',
          ),
          sql<number>`(select count(*) from follow where follow.follower_id = "user".id)`.as(
            'following_count',
          ),
        ])
        .where('user.id', '=', userId)
        .executeTakeFirst();
    },

    async counts(userId: string): Promise<{ followers: number; following: number }> {
      const row = await db
        .selectFrom('user')
        .select([
          sql<number>`(select count(*) from follow where follow.following_id = ${userId})`.as('followers'),
          sql<number>`(select count(*) from follow where follow.follower_id = ${userId})`.as('following'),
        ])
        .where('user.id', '=', userId)
        .executeTakeFirst();
      return { followers: Number(row?.followers ?? 0), following: Number(row?.following ?? 0) };
    },
  };
}
