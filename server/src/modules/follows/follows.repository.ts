import type { Kysely } from 'kysely';
import type { FollowDirection } from '@surcos/contracts/follows';
import type { Dialect } from '../../db/database.ts';
import { visibleUser } from '../../db/hidden-users.ts';
import { refreshMatchesOfFollow } from '../../db/match-tables.ts';
import { intColumn, keysetPage, textColumn } from '../../db/paging.ts';
import type { Database } from '../../db/schema.ts';
import { albumCount } from '../users/users.repository.ts';

/** Follows and unfollows bring the matches the pair sees up to date in their transaction. */
export function createFollowsRepository(db: Kysely<Database>, dialect: Dialect) {
  return {
    follow(followerId: string, followingId: string, now: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .insertInto('follow')
          .values({ follower_id: followerId, following_id: followingId, created_at: now })
          .onConflict((conflict) => conflict.columns(['follower_id', 'following_id']).doNothing())
          .executeTakeFirst();
        const isNew = Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
        if (isNew) await refreshMatchesOfFollow(trx, dialect, followerId, followingId);
        return isNew;
      });
    },

    unfollow(followerId: string, followingId: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .deleteFrom('follow')
          .where('follower_id', '=', followerId)
          .where('following_id', '=', followingId)
          .executeTakeFirst();
        const removed = Number(result.numDeletedRows) > 0;
        if (removed) await refreshMatchesOfFollow(trx, dialect, followerId, followingId);
        return removed;
      });
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

    /** People who follow the user (`followers`) or whom the user follows (`following`), newest first; those the user may see. */
    list(userId: string, direction: FollowDirection, cursor: string | undefined) {
      const [mine, theirs] =
        direction === 'followers'
          ? (['follow.following_id', 'follow.follower_id'] as const)
          : (['follow.follower_id', 'follow.following_id'] as const);
      const query = db
        .selectFrom('follow')
        .innerJoin('user', 'user.id', theirs)
        .select(['user.id', 'user.name', albumCount.as('album_count'), 'follow.created_at'])
        .where(mine, '=', userId)
        .where(visibleUser(userId));
      // Newest follow first; the other person's id (unique within the user's follows) breaks ties.
      return keysetPage(
        query,
        [
          intColumn('follow.created_at', 'desc', (row: { created_at: number }) => row.created_at),
          textColumn(theirs, 'desc', (row: { id: string }) => row.id),
        ],
        cursor,
      );
    },
  };
}

export type FollowsRepository = ReturnType<typeof createFollowsRepository>;
