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
   * Blocking and muting oneself are refused; the other person must exist.
   * Whether they are visible is not asked, so blocking someone who blocked
   * you first answers like any other block and reveals nothing.
   */
  async function assertOther(kind: RestrictionKind, actor: Actor, otherId: string) {
    if (actor.userId === otherId)
      throw new AppError(kind === 'blocks' ? 'CANNOT_BLOCK_SELF' : 'CANNOT_MUTE_SELF');
    if (!(await users.exists(otherId))) throw new AppError('NOT_FOUND', USER_NOT_FOUND());
  }

  /** A block's change reaches the other side too (that people changed, nothing more); a mute's, only the muter. */
  const announce = (kind: RestrictionKind, actor: Actor, otherId: string) =>
    kind === 'blocks'
      ? publisher.publish('block.change', { actor, others: [otherId], acrossBlocks: true })
      : publisher.publish('mute.change', { actor });

  return {
    /** Blocks or mutes (idempotent); a block also ends the follows between the two. */
    async add(kind: RestrictionKind, actor: Actor, otherId: string): Promise<void> {
      await assertOther(kind, actor, otherId);
      const now = Date.now();
      const isNew =
        kind === 'blocks'
          ? await blocks.block(actor.userId, otherId, now)
          : await blocks.mute(actor.userId, otherId, now);
      if (isNew) await announce(kind, actor, otherId);
    },

    /** Undoes a block or a mute (idempotent); the follows a block ended stay ended. */
    async remove(kind: RestrictionKind, actor: Actor, otherId: string): Promise<void> {
      if (await blocks.remove(kind, actor.userId, otherId)) await announce(kind, actor, otherId);
    },

    async list(
      kind: RestrictionKind,
      userId: string,
      cursor: string | undefined,
    ): Promise<RestrictedUserPage> {
      return presentRestrictedPage(await blocks.list(kind, userId, cursor));
    },
  };
}

export type BlocksService = ReturnType<typeof createBlocksService>;
