import { randomUUID } from 'node:crypto';
import type { InboxListenerSetters } from '@fedify/fedify';
import { Follow, isActor, Move } from '@fedify/vocab';
import { remoteActorRow } from './inbox-follows.ts';
import type { RemoteFollowsRepository } from './remote-follows.repository.ts';

export interface MoveListenerDeps {
  remoteFollows: Pick<RemoteFollowsRepository, 'moveActor'>;
  now: () => number;
  /** Members' follows changed (they wait on the new actor's Accept). */
  onChange?: (userId: string) => Promise<void>;
}

/**
 * An account that moved to another address (`Move`, as Mastodon sends it and
 * Surcos does on a handle change; decision 064): only the account itself may
 * say so (Fedify has verified that the signer is the activity's actor, and the
 * object must be that actor), and only to an actor that names it among its
 * aliases (`alsoKnownAs`), fetched from its own server. Members who followed
 * it follow the new actor (a new `Follow`, pending until its `Accept`); its
 * follows of members and members' blocks of it pass to the new actor.
 */
export function listenToMoves(inbox: InboxListenerSetters<void>, deps: MoveListenerDeps): void {
  inbox.on(Move, async (ctx, move) => {
    const from = move.actorId;
    if (from === null || move.objectId?.href !== from.href || move.targetId === null) return;
    if (move.targetId.href === from.href) return;
    // Fetched from its own server, never taken as embedded: the aliases are the new server's word.
    const target = await ctx.lookupObject(move.targetId.href).catch(() => null);
    if (!isActor(target) || target.id?.href !== move.targetId.href) return;
    if (!target.aliasIds.some((alias) => alias.href === from.href)) return;
    const row = remoteActorRow(target, deps.now());
    if (row === null) return;
    const moved = await deps.remoteFollows.moveActor(
      from.href,
      row,
      (handle) => `${ctx.getActorUri(handle).href}#follows/${randomUUID()}`,
      deps.now(),
    );
    for (const { userId, handle, followId } of moved) {
      const actor = ctx.getActorUri(handle);
      await ctx.sendActivity(
        { identifier: handle },
        target,
        new Follow({ id: new URL(followId), actor, object: target.id }),
      );
      await deps.onChange?.(userId);
    }
  });
}
