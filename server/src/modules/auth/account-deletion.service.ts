import type { Executor } from '../../db/paging.ts';
import { serverActor } from '../../lib/actor.ts';
import type { Publisher } from '../../realtime/publisher.ts';
import type { AlbumsRepository } from '../albums/albums.repository.ts';
import type { MessagesRepository } from '../messages/messages.repository.ts';
import type { AccountsRepository } from './auth.repository.ts';
import type { SessionRevocations } from './session-cache.ts';

interface AccountDeletionDeps {
  accounts: AccountsRepository;
  albums: AlbumsRepository;
  messages: MessagesRepository;
  publisher: Publisher;
  sessions: SessionRevocations;
  /**
   * Federation: called before the deletion, while the member's keys and remote
   * followers exist; what it answers is sent once the deletion has committed.
   */
  farewell: (userId: string) => Promise<(() => Promise<void>) | null>;
}

interface Gone {
  albumIds: string[];
  conversations: Array<{ conversationId: string; otherUserId: string }>;
}

/**
 * Deleting an account. better-auth checks the password and calls `prepare`, which deletes
 * everything in one transaction: Surcos' part (ownerships with the albums' owner counts, the
 * conversations nobody would be left in) and the user row, whose foreign keys cascade the
 * rest. A failure anywhere rolls it all back. better-auth's own delete then finds nothing left
 * and expires the cookies; `finish` tells the others once that is done.
 */
export function createAccountDeletion({
  accounts,
  albums,
  messages,
  publisher,
  sessions,
  farewell,
}: AccountDeletionDeps) {
  /** What was deleted in `prepare`, kept until `finish` tells whom it concerns. */
  const toTell = new Map<string, Gone>();

  return {
    /** `alsoInTransaction` joins the deletion's transaction (an admin's audit entry). */
    async prepare(userId: string, alsoInTransaction?: (trx: Executor) => Promise<void>): Promise<void> {
      const sendFarewell = await farewell(userId);
      const gone = await accounts.deleteUser(userId, async (trx) => {
        await alsoInTransaction?.(trx);
        return {
          albumIds: await albums.removeAllOwnershipsOf(trx, userId),
          conversations: await messages.forgetMember(trx, userId),
        };
      });
      // The sessions went with the user row; no instance may still answer for them.
      sessions.forgetUser(userId);
      toTell.set(userId, gone);
      // Signed with keys read before they went; delivered by the queue.
      await sendFarewell?.();
    },

    /** The albums' owner counts dropped; the other participants' lists now show 'Usuario eliminado'. */
    async finish(userId: string): Promise<void> {
      const gone = toTell.get(userId);
      toTell.delete(userId);
      if (!gone) return;
      const actor = serverActor(userId);
      for (const albumId of gone.albumIds) {
        await publisher.publish('album.owner-gone', { actor, everyone: true, payload: { albumId } });
      }
      for (const { conversationId, otherUserId } of gone.conversations) {
        await publisher.publish('conversation.participant-gone', {
          actor,
          others: [otherUserId],
          payload: { conversationId },
        });
      }
    },
  };
}

export type AccountDeletion = ReturnType<typeof createAccountDeletion>;
