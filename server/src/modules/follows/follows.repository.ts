import { type Kysely, sql } from 'kysely';
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

    /**
     * People who follow the user (`followers`) or whom the user follows
     * (`following`), newest first; those the user may see. Accounts of other
     * servers are among them (decision 057): their followers (`remote_follower`)
     * and the user's follows of them (`remote_follow`, pending or accepted),
     * with their actor's URI as id.
     */
    list(userId: string, direction: FollowDirection, cursor: string | undefined) {
      const [mine, theirs] =
        direction === 'followers'
          ? (['follow.following_id', 'follow.follower_id'] as const)
          : (['follow.follower_id', 'follow.following_id'] as const);
      const local = db
        .selectFrom('follow')
        .innerJoin('user', 'user.id', theirs)
        .select([
          'user.id',
          'user.name',
          albumCount.as('album_count'),
          'follow.created_at',
          sql<string | null>`null`.as('address'),
          sql<string | null>`null`.as('avatar_url'),
          sql<string | null>`null`.as('state'),
        ])
        .where(mine, '=', userId)
        .where(visibleUser(userId));
      const remoteName = sql<string>`coalesce(nullif(remote_actor.name, ''), remote_actor.handle)`;
      // Their followers are accepted by the time they are stored; the user's own follows may wait.
      const [remoteTable, remoteState] =
        direction === 'followers'
          ? (['remote_follower', sql<string | null>`'accepted'`] as const)
          : (['remote_follow', sql<string | null>`remote_follow.state`] as const);
      const remote = db
        .selectFrom(remoteTable)
        .innerJoin('remote_actor', 'remote_actor.id', `${remoteTable}.actor_id`)
        .select([
          'remote_actor.id',
          remoteName.as('name'),
          sql<number>`0`.as('album_count'),
          `${remoteTable}.created_at`,
          sql<string | null>`remote_actor.handle`.as('address'),
          sql<string | null>`remote_actor.icon_url`.as('avatar_url'),
          remoteState.as('state'),
        ])
        .where(`${remoteTable}.user_id`, '=', userId);
      const query = db.selectFrom(local.unionAll(remote).as('entry')).selectAll();
      // Newest follow first; the other account's id (unique within the user's follows) breaks ties.
      return keysetPage(
        query,
        [
          intColumn('entry.created_at', 'desc', (row: { created_at: number }) => row.created_at),
          textColumn('entry.id', 'desc', (row: { id: string }) => row.id),
        ],
        cursor,
      );
    },
  };
}

export type FollowsRepository = ReturnType<typeof createFollowsRepository>;
