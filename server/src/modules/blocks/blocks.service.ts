import type { RestrictedUserPage, RestrictionKind } from '@surcos/contracts/blocks';
import { USER_NOT_FOUND } from '@surcos/contracts/users';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Publisher } from '../../realtime/publisher.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import { presentRestrictedPage } from './blocks.presenter.ts';
import type { BlocksRepository } from './blocks.repository.ts';

interface BlocksDeps {
  blocks: BlocksRepository;
  users: UsersRepository;
  publisher: Publisher;
}

/**
 * Blocking and muting (docs/decisions/019-block-and-mute.md). Both are
 * silent: the other person is never told. A block announces only that
 * people changed, to both sides' tabs (the follows between them are gone);
 * a mute concerns the muter's tabs alone.
 */
export function createBlocksService({ blocks, users, publisher }: BlocksDeps) {
  /**
   * The other person must exist; whether they are visible is not asked, so
   * blocking someone who blocked you first answers like any other block.
   */
  async function assertOther(
    actor: Actor,
    otherId: string,
    selfCode: 'CANNOT_BLOCK_SELF' | 'CANNOT_MUTE_SELF',
  ) {
    if (actor.userId === otherId) throw new AppError(selfCode);
    if (!(await users.exists(otherId))) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
  }

  const announceBlock = (actor: Actor, otherId: string) =>
    publisher.publish('block.change', { actor, others: [otherId], acrossBlocks: true });

  return {
    async block(actor: Actor, otherId: string): Promise<void> {
      await assertOther(actor, otherId, 'CANNOT_BLOCK_SELF');
      if (await blocks.block(actor.userId, otherId, Date.now())) await announceBlock(actor, otherId);
    },

    async unblock(actor: Actor, otherId: string): Promise<void> {
      if (await blocks.remove('blocks', actor.userId, otherId)) await announceBlock(actor, otherId);
    },

    async mute(actor: Actor, otherId: string): Promise<void> {
      await assertOther(actor, otherId, 'CANNOT_MUTE_SELF');
      if (await blocks.mute(actor.userId, otherId, Date.now()))
        await publisher.publish('mute.change', { actor });
    },

    async unmute(actor: Actor, otherId: string): Promise<void> {
      if (await blocks.remove('mutes', actor.userId, otherId))
        await publisher.publish('mute.change', { actor });
    },

    async list(kind: RestrictionKind, userId: string, page: number): Promise<RestrictedUserPage> {
      return presentRestrictedPage(await blocks.list(kind, userId, page), page);
    },
  };
}

export type BlocksService = ReturnType<typeof createBlocksService>;
