import type { InboxListenerSetters } from '@fedify/fedify';
import { Delete } from '@fedify/vocab';
import type { RemoteActorsRepository } from './remote-actors.repository.ts';

/**
 * An account deleted on another server (`Delete` of the actor, by the actor
 * itself: Fedify has verified that its signer is the activity's actor) is
 * forgotten here: its row in `remote_actor`, and with it (cascade) its follows
 * of members and members' follows of it. Deletes of anything else are not
 * acted on yet.
 */
export function listenToDeletes(
  inbox: InboxListenerSetters<void>,
  deps: { remoteActors: Pick<RemoteActorsRepository, 'forget'> },
): void {
  inbox.on(Delete, async (_ctx, deletion) => {
    const actorId = deletion.actorId?.href;
    if (actorId === undefined || deletion.objectId?.href !== actorId) return;
    await deps.remoteActors.forget(actorId);
  });
}
