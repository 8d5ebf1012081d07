import { serverActor } from '../../lib/actor.ts';
import type { Publisher } from '../../realtime/publisher.ts';
import type { AlbumsRepository } from '../albums/albums.repository.ts';
import type { MessagesRepository } from '../messages/messages.repository.ts';

interface AccountDeletionDeps {
  albums: AlbumsRepository;
  messages: MessagesRepository;
  publisher: Publisher;
}

/**
 * What deleting an account does beyond better-auth's own delete (the
 * foreign keys cascade the rest). better-auth calls `prepare` before it
 * deletes the user row and `finish` once that has committed.
 */
export function createAccountDeletion({ albums, messages, publisher }: AccountDeletionDeps) {
  /**
   * The conversations whose other participant must hear of it, read in
   * `prepare` (the rows are gone by `finish`) and kept until then.
   */
  const toTell = new Map<string, Array<{ conversationId: string; otherUserId: string }>>();

  return {
    /** The albums' owner counts drop now; the conversations nobody would be left in go. */
    async prepare(userId: string): Promise<void> {
      const actor = serverActor(userId);
      for (const albumId of await albums.removeAllOwnershipsOf(userId)) {
        await publisher.publish('album.owner-gone', { actor, everyone: true, payload: { albumId } });
      }
      toTell.set(userId, await messages.forgetMember(userId));
    },

    /** The other participants' lists now show 'Usuario eliminado'. */
    async finish(userId: string): Promise<void> {
      const conversations = toTell.get(userId) ?? [];
      toTell.delete(userId);
      for (const { conversationId, otherUserId } of conversations) {
        await publisher.publish('conversation.participant-gone', {
          actor: serverActor(userId),
          others: [otherUserId],
          payload: { conversationId },
        });
      }
    },
  };
}

export type AccountDeletion = ReturnType<typeof createAccountDeletion>;
