import type { InboxListenerSetters } from '@fedify/fedify';
import { Delete } from '@fedify/vocab';
import type { RemoteActorsRepository } from './remote-actors.repository.ts';

/**
 * An account deleted on another server (`Delete` of the actor, by the actor
 * itself: Fedify has verified that its signer is the activity's actor) is
 * forgotten here: its row in `remote_actor`, and with it (cascade) its follows
 * of members, members' follows of it and its posts. A Delete of anything else
 * is passed on: it may name one of the actor's posts.
 */
export function listenToDeletes(
  inbox: InboxListenerSetters<void>,
  deps: {
    remoteActors: Pick<RemoteActorsRepository, 'forget'>;
    /** A Delete of anything else by its actor: a post of theirs, if kept (inbox-posts.ts). */
    onObjectDeleted?: (actorId: string, objectId: string) => Promise<void>;
  },
): void {
  inbox.on(Delete, async (_ctx, deletion) => {
    const actorId = deletion.actorId?.href;
    const objectId = deletion.objectId?.href;
    if (actorId === undefined || objectId === undefined) return;
    // The account's own deletion also takes its posts (cascade).
    if (objectId === actorId) await deps.remoteActors.forget(actorId);
    else await deps.onObjectDeleted?.(actorId, objectId);
  });
}
