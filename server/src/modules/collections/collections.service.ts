import { randomUUID } from 'node:crypto';
import type { CollectionBody, CollectionDetail, CollectionPage } from '@surcos/contracts/collections';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { toPage } from '../../lib/paging.ts';
import type { Publisher } from '../../realtime/publisher.ts';
import { presentCollectionDetail, presentCollectionSummary } from './collections.presenter.ts';
import type { CollectionRow, CollectionsRepository } from './collections.repository.ts';
import { texts } from '../../lib/texts.ts';

const NOT_FOUND_MESSAGE = texts.api.collectionNotFound;

interface CollectionsDeps {
  collections: CollectionsRepository;
  publisher: Publisher;
  /** Notifications: a collection became public. */
  onPublished: (userId: string, collectionId: string) => Promise<void>;
  /** A public collection became private or was deleted (its post elsewhere is withdrawn). */
  onWithdrawn: (userId: string, collectionId: string) => Promise<void>;
  /** A public collection stayed public but changed (its post elsewhere is brought up to date). */
  onChanged: (userId: string, collectionId: string) => Promise<void>;
}

/**
 * Collections and their permissions: only the owner sees a private one, and
 * only the owner changes or deletes any. Everybody else gets the same 404 as
 * for an id that does not exist, so nothing leaks.
 */
export function createCollectionsService({
  collections,
  publisher,
  onPublished,
  onWithdrawn,
  onChanged,
}: CollectionsDeps) {
  async function visibleTo(id: string, viewerId: string | null): Promise<CollectionRow> {
    const row = await collections.findVisible(id, viewerId);
    if (!row || (row.privacy === 'private' && row.user_id !== viewerId)) {
      throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
    }
    return row;
  }

  async function ownedBy(id: string, userId: string): Promise<CollectionRow> {
    const row = await collections.findById(id);
    if (!row || row.user_id !== userId) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
    return row;
  }

  async function detail(id: string, viewerId: string | null): Promise<CollectionDetail> {
    const row = await visibleTo(id, viewerId);
    return presentCollectionDetail(row, await collections.albumsOf(id), viewerId);
  }

  /**
   * Who hears of a change: becoming visible is news for the followers; a
   * change to one that was or is public changes their feeds and Explorar
   * without news; a private one concerns only its owner's tabs.
   */
  async function announce(actor: Actor, collectionId: string, wasPublic: boolean, isPublic: boolean) {
    if (!wasPublic && !isPublic) {
      await publisher.publish('collection.change-private', { actor });
      return;
    }
    const operation = wasPublic ? 'collection.change-public' : 'collection.publish';
    await publisher.publish(operation, { actor, everyone: true, followers: true, payload: { collectionId } });
    if (!wasPublic) await onPublished(actor.userId, collectionId);
    if (wasPublic && !isPublic) await onWithdrawn(actor.userId, collectionId);
    if (wasPublic && isPublic) await onChanged(actor.userId, collectionId);
  }

  return {
    detail,

    async create(actor: Actor, body: CollectionBody): Promise<CollectionDetail> {
      const id = randomUUID();
      if (!(await collections.insert(id, actor.userId, body, Date.now())))
        throw new AppError('ALBUM_NOT_OWNED');
      await announce(actor, id, false, body.privacy === 'public');
      return detail(id, actor.userId);
    },

    async update(actor: Actor, id: string, body: CollectionBody): Promise<CollectionDetail> {
      const before = await ownedBy(id, actor.userId);
      // Hidden by the moderation: private it stays until an admin says otherwise.
      if (before.hidden_at !== null && body.privacy === 'public') throw new AppError('COLLECTION_HIDDEN');
      if (!(await collections.update(id, actor.userId, body, Date.now())))
        throw new AppError('ALBUM_NOT_OWNED');
      await announce(actor, id, before.privacy === 'public', body.privacy === 'public');
      return detail(id, actor.userId);
    },

    async remove(actor: Actor, id: string): Promise<void> {
      const before = await ownedBy(id, actor.userId);
      await collections.delete(id);
      await announce(actor, id, before.privacy === 'public', false);
    },

    async listOwn(userId: string, cursor: string | undefined): Promise<CollectionPage> {
      return toPage(await collections.listOwnedBy(userId, cursor), presentCollectionSummary);
    },
  };
}

export type CollectionsService = ReturnType<typeof createCollectionsService>;
