import type { BulkAlbumsBody, BulkResult } from '@surcos/contracts/albums-bulk';
import { COLLECTION_MAX_ALBUMS, UNDO_GRACE_MS, UNDO_WINDOW_MS } from '@surcos/contracts/limits';
import { texts } from '../../lib/texts.ts';
import { type Actor, serverActor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Publisher } from '../../realtime/publisher.ts';
import type {
  AlbumsBulkRepository,
  CopyFields,
  CopyRow,
  Removed,
  Summary,
  Touched,
} from './albums-bulk.repository.ts';
import { createUndoTokens } from './undo-token.ts';

/** The albums a bulk action put in or took out of My albums, and those it took off the wishlist. */
export interface ListsChanged {
  haves: readonly string[];
  wants: readonly string[];
}

/** What an undo token carries: how to take one action back. */
type Undo =
  | { kind: 'copies'; previous: CopyFields[] }
  | { kind: 'collect'; collectionId: string; albumIds: string[]; updatedAt: number }
  | { kind: 'restore'; removed: Removed }
  | { kind: 'copy'; copy: CopyRow };

interface AlbumsBulkDeps {
  bulk: AlbumsBulkRepository;
  publisher: Publisher;
  /** The server's secret, which signs undo tokens. */
  secret: string;
  /** The user no longer owns an album (its post elsewhere is withdrawn; an undo does not post it again). */
  onRemoved: (userId: string, albumId: string) => Promise<void>;
  /**
   * A bulk action changed the user's lists: the albums owned or no longer
   * (`haves`), and those that left the wishlist (`wants`). Told once per
   * action, however many albums (their followers elsewhere fetch the lists again).
   */
  onListsChanged: (userId: string, changed: ListsChanged) => Promise<void>;
  now?: () => number;
}

const notOwned = () => new AppError('ALBUM_NOT_OWNED');

const countsOf = (copy: CopyRow) => ({
  copiesWithNotes: copy.notes.trim() === '' ? 0 : 1,
  gradedCopies: copy.media_condition !== null || copy.sleeve_condition !== null ? 1 : 0,
});

/**
 * Bulk actions of My albums (move, collect, grade, remove), each in one
 * transaction and all-or-nothing, with an undo that puts back exactly what
 * changed. A removal undone restores the ownerships with their dates, so the
 * feed shows them where they were and nobody is told twice.
 */
export function createAlbumsBulkService({
  bulk,
  publisher,
  secret,
  onRemoved,
  onListsChanged,
  now = Date.now,
}: AlbumsBulkDeps) {
  const tokens = createUndoTokens<Undo>(secret);
  const issue = (userId: string, undo: Undo) =>
    tokens.issue(userId, now() + UNDO_WINDOW_MS + UNDO_GRACE_MS, undo);

  async function collectionsChanged(userId: string, collections: readonly Touched[]) {
    const owner = serverActor(userId);
    for (const collection of collections) {
      if (collection.privacy === 'public') {
        const payload = { collectionId: collection.id };
        await publisher.publish('collection.change-public', { actor: owner, everyone: true, payload });
      } else {
        await publisher.publish('collection.change-private', { actor: owner });
      }
    }
  }

  const copiesChanged = async (actor: Actor, albumIds: readonly string[]) => {
    for (const albumId of albumIds) await publisher.publish('copy.change', { actor, payload: { albumId } });
  };

  const result = (summary: Summary, undo: string | null): BulkResult => ({ ...summary, undo });

  const service = {
    /**
     * Removes one copy with an undo token. The last copy of an album is the
     * album itself: it goes as a removal of the album, undone as one.
     */
    async removeCopy(actor: Actor, copyId: string): Promise<BulkResult> {
      const removed = await bulk.removeCopy(actor.userId, copyId);
      if (!removed) throw new AppError('NOT_FOUND', texts.api.copyNotFound);
      const { copy } = removed;
      if (removed.last)
        return service.apply(actor, { action: 'remove', albumIds: [copy.album_id], dryRun: false });
      await publisher.publish('copy.change', {
        actor,
        everyone: removed.dateMoved,
        payload: { albumId: copy.album_id },
      });
      const summary = { albums: 0, copies: 1, ...countsOf(copy) };
      return result(summary, issue(actor.userId, { kind: 'copy', copy }));
    },

    async apply(actor: Actor, body: BulkAlbumsBody): Promise<BulkResult> {
      const { userId } = actor;
      switch (body.action) {
        case 'move':
        case 'grade': {
          const fields =
            body.action === 'move' ? { folder: body.folder } : { media_condition: body.mediaCondition };
          const done = await bulk.setCopyFields(userId, body.albumIds, fields);
          if (!done) throw notOwned();
          await copiesChanged(actor, body.albumIds);
          return result(done.summary, issue(userId, { kind: 'copies', previous: done.previous }));
        }
        case 'collect': {
          const done = await bulk.collect(userId, body.albumIds, body.collectionId);
          if (done === 'no-collection') throw new AppError('NOT_FOUND', texts.api.collectionNotFound);
          if (done === 'not-owned') throw notOwned();
          if (done === 'full')
            throw new AppError('VALIDATION_FAILED', texts.albumsBulk.collectionFull(COLLECTION_MAX_ALBUMS));
          if (done.added.length > 0) await collectionsChanged(userId, [done.collection]);
          const undo =
            done.added.length > 0
              ? issue(userId, {
                  kind: 'collect',
                  collectionId: done.collection.id,
                  albumIds: done.added,
                  updatedAt: done.updatedAt,
                })
              : null;
          return result(done.summary, undo);
        }
        case 'remove': {
          const done = await bulk.remove(userId, body.albumIds, body.dryRun);
          if (!done) throw notOwned();
          if (!done.removed) return result(done.summary, null);
          for (const albumId of body.albumIds) {
            // Their feeds lose an item, which is no news (the operation gives followers no counts).
            await publisher.publish('album.remove', {
              actor,
              everyone: true,
              followers: true,
              payload: { albumId },
            });
          }
          await collectionsChanged(userId, done.collections);
          for (const albumId of body.albumIds) await onRemoved(userId, albumId);
          // A Delete goes only for an album with a post of its own (an imported one has none).
          await onListsChanged(userId, { haves: body.albumIds, wants: [] });
          return result(done.summary, issue(userId, { kind: 'restore', removed: done.removed }));
        }
      }
    },

    /** Takes an action back; answers the albums it touched. A token not valid for this user is refused. */
    async undo(actor: Actor, token: string): Promise<{ albumIds: string[] }> {
      const undo = tokens.read(token, actor.userId, now());
      if (!undo) throw new AppError('INVALID_TOKEN', texts.albumsBulk.undoExpired);
      switch (undo.kind) {
        case 'copies': {
          const albumIds = await bulk.restoreCopyFields(actor.userId, undo.previous);
          await copiesChanged(actor, albumIds);
          return { albumIds };
        }
        case 'collect': {
          const collection = await bulk.uncollect(
            actor.userId,
            undo.collectionId,
            undo.albumIds,
            undo.updatedAt,
          );
          if (collection) await collectionsChanged(actor.userId, [collection]);
          return { albumIds: collection ? undo.albumIds : [] };
        }
        case 'restore': {
          const restored = await bulk.restore(actor.userId, undo.removed);
          for (const albumId of restored.albumIds) {
            // Back where it was in the feed: the followers' lists refresh; their counts follow the date.
            // Its own tab's wishlist refreshes too (`album.add`), as an album back leaves it.
            await publisher.publish('album.add', {
              actor,
              everyone: true,
              followers: true,
              payload: { albumId },
            });
          }
          await collectionsChanged(actor.userId, restored.collections);
          if (restored.albumIds.length > 0)
            await onListsChanged(actor.userId, { haves: restored.albumIds, wants: restored.leftWishlist });
          return { albumIds: restored.albumIds };
        }
        case 'copy': {
          const albumId = undo.copy.album_id;
          const restored = await bulk.restoreCopy(actor.userId, undo.copy);
          if (!restored) return { albumIds: [] };
          await publisher.publish('copy.change', {
            actor,
            everyone: restored.dateMoved,
            payload: { albumId },
          });
          return { albumIds: [albumId] };
        }
      }
    },
  };
  return service;
}

export type AlbumsBulkService = ReturnType<typeof createAlbumsBulkService>;
