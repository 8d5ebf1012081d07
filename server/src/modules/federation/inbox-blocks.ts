import type { InboxListenerSetters } from '@fedify/fedify';
import { Block } from '@fedify/vocab';
import type { RemoteBlocksRepository } from './remote-blocks.repository.ts';

export interface BlockListenerDeps {
  blocks: Pick<RemoteBlocksRepository, 'blockedBy'>;
  /** The member a local actor's identifier names, if they may have an actor. */
  memberOf: (identifier: string) => Promise<{ id: string; handle: string } | null>;
  /** The member's lists changed. */
  onChange?: (userId: string) => Promise<void>;
}

/**
 * A remote account blocking a member (`Block` whose object is the member's
 * actor; Fedify has verified that its signer is the activity's actor): the
 * follows between them end, both ways. Nothing is kept of being blocked, so
 * its `Undo` needs nothing (the Undo listener of inbox-follows.ts ignores it).
 */
export function listenToBlocks(inbox: InboxListenerSetters<void>, deps: BlockListenerDeps): void {
  inbox.on(Block, async (ctx, block) => {
    const actorId = block.actorId?.href;
    const object = block.objectId;
    if (actorId === undefined || object === null) return;
    const parsed = ctx.parseUri(object);
    if (parsed?.type !== 'actor') return;
    const member = await deps.memberOf(parsed.identifier);
    if (member === null || member.handle !== parsed.identifier) return;
    const ended = await deps.blocks.blockedBy(member.id, actorId);
    if (ended.following !== null || ended.follower !== null) await deps.onChange?.(member.id);
  });
}
