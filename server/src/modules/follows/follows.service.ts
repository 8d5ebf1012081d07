import type { FollowDirection } from '@surcos/contracts/follows';
import type { FollowPage } from '@surcos/contracts/remote-follows';
import { USER_NOT_FOUND } from '@surcos/contracts/users';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Publisher } from '../../realtime/publisher.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import { presentFollowPage } from './follows.presenter.ts';
import type { FollowsRepository } from './follows.repository.ts';

interface FollowsDeps {
  follows: FollowsRepository;
  users: UsersRepository;
  publisher: Publisher;
  /** Tells the followed user (notifications). */
  onFollowed: (followerId: string, followedId: string) => Promise<void>;
}

export function createFollowsService({ follows, users, publisher, onFollowed }: FollowsDeps) {
  /** Both sides' lists and counts change; the follower's feed too. */
  const announce = (actor: Actor, otherId: string) =>
    publisher.publish('follow.change', { actor, others: [otherId] });

  return {
    async follow(actor: Actor, followingId: string): Promise<void> {
      if (actor.userId === followingId) throw new AppError('CANNOT_FOLLOW_SELF');
      // Across a block (either way) the other person does not exist, for both of them.
      if (!(await users.isVisibleTo(followingId, actor.userId)))
        throw new AppError('NOT_FOUND', USER_NOT_FOUND());
      if (await follows.follow(actor.userId, followingId, Date.now())) {
        await announce(actor, followingId);
        await onFollowed(actor.userId, followingId);
      }
    },

    async unfollow(actor: Actor, followingId: string): Promise<void> {
      if (await follows.unfollow(actor.userId, followingId)) await announce(actor, followingId);
    },

    async list(userId: string, direction: FollowDirection, cursor: string | undefined): Promise<FollowPage> {
      return presentFollowPage(await follows.list(userId, direction, cursor));
    },
  };
}

export type FollowsService = ReturnType<typeof createFollowsService>;
