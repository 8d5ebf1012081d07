import type { FastifyInstance } from 'fastify';
import { LIST_PAGE_SIZE } from '@surcos/contracts/limits';
import { USER_NOT_FOUND, type UserProfile, type UserPage } from '@surcos/contracts/users';
import { AppError } from '../../lib/app-error.ts';
import { presentUserSummary } from '../users/users.presenter.ts';
import { createFollowsRepository } from './follows.repository.ts';

export function createFollowsService(app: FastifyInstance) {
  const repo = createFollowsRepository(app.db);

  async function assertUser(id: string): Promise<void> {
    if (!(await repo.userExists(id))) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
  }

  function announce(followerId: string, followingId: string): void {
    for (const userId of [followerId, followingId]) {
      app.realtime.toUser(userId, 'follows.changed');
      app.realtime.toUser(userId, 'counts.changed');
    }
    app.realtime.toUser(followerId, 'feed.changed');
  }

  return {
    async follow(followerId: string, followingId: string): Promise<void> {
      if (followerId === followingId) throw new AppError('CANNOT_FOLLOW_SELF');
      await assertUser(followingId);
      if (await repo.follow(followerId, followingId, Date.now())) announce(followerId, followingId);
    },

    async unfollow(followerId: string, followingId: string): Promise<void> {
      if (await repo.unfollow(followerId, followingId)) announce(followerId, followingId);
    },

    async profile(userId: string, viewerId: string | null): Promise<UserProfile> {
      const row = await repo.profile(userId);
      if (!row) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
      return {
        id: row.id,
        name: row.name,
        albumCount: Number(row.album_count),
        publicCollectionCount: Number(row.public_collection_count),
        followerCount: Number(row.follower_count),
        followingCount: Number(row.following_count),
        viewer: viewerId
          ? {
              isSelf: viewerId === userId,
              follows: viewerId !== userId && (await repo.follows(viewerId, userId)),
            }
          : null,
      };
    },

    async list(userId: string, direction: 'followers' | 'following', page: number): Promise<UserPage> {
      const rows = await repo.list(userId, direction, page);
      return {
        items: rows.slice(0, LIST_PAGE_SIZE).map(presentUserSummary),
        page,
        hasMore: rows.length > LIST_PAGE_SIZE,
      };
    },

    /**
     * After a user added an album or a public collection (`news`), or removed or changed
     * something their followers' feeds show: an open feed is asked again, and only news can
     * raise '¡Nuevos!'.
     */
    async notifyFollowers(userId: string, { news }: { news: boolean }): Promise<void> {
      const followers = await repo.followerIds(userId);
      app.realtime.toUsers(followers, 'feed.changed');
      if (news) app.realtime.toUsers(followers, 'counts.changed');
    },

    assertUser,
    counts: (userId: string) => repo.counts(userId),
  };
}

export type FollowsService = ReturnType<typeof createFollowsService>;
