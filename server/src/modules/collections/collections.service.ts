import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type {
  CollectionBody,
  CollectionDetail,
  CollectionPage,
  CollectionSummary,
} from '@surcos/contracts/collections';
import type { SearchPageQuery } from '@surcos/contracts/paging';
import { COLLECTION_PREVIEW_SIZE, LIST_PAGE_SIZE } from '@surcos/contracts/limits';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { isoTime, presentCard } from '../albums/albums.presenter.ts';
import { type CollectionRow, createCollectionsRepository } from './collections.repository.ts';

const NOT_FOUND_MESSAGE = 'No se encontró la colección.';

function presentSummary(row: CollectionRow, preview: ReturnType<typeof presentCard>[]): CollectionSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    privacy: row.privacy,
    owner: { id: row.user_id, name: row.owner_name },
    albumCount: Number(row.album_count),
    preview,
    createdAt: isoTime(row.created_at),
    updatedAt: isoTime(row.updated_at),
  };
}

/**
 * Collections and their permissions: only the owner sees a private one, and
 * only the owner changes or deletes any. Everybody else gets the same 404 as
 * for an id that does not exist, so nothing leaks.
 */
export function createCollectionsService(app: FastifyInstance) {
  const repo = createCollectionsRepository(app.db);

  async function visibleTo(id: string, viewerId: string | null): Promise<CollectionRow> {
    const row = await repo.findById(id);
    if (!row || (row.privacy === 'private' && row.user_id !== viewerId)) {
      throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
    }
    return row;
  }

  async function ownedBy(id: string, userId: string): Promise<CollectionRow> {
    const row = await repo.findById(id);
    if (!row || row.user_id !== userId) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
    return row;
  }

  async function withPreviews(rows: CollectionRow[], pageNumber: number): Promise<CollectionPage> {
    const items = rows.slice(0, LIST_PAGE_SIZE);
    const albums = await repo.albumsOf(
      items.map((row) => row.id),
      COLLECTION_PREVIEW_SIZE,
    );
    return {
      items: items.map((row) => presentSummary(row, (albums.get(row.id) ?? []).map(presentCard))),
      page: pageNumber,
      hasMore: rows.length > LIST_PAGE_SIZE,
    };
  }

  function announce(userId: string, collectionId: string, wasOrIsPublic: boolean): void {
    app.realtime.toUser(userId, 'collections.changed');
    app.realtime.toUser(userId, 'counts.changed');
    if (wasOrIsPublic) app.realtime.toEveryone('collection.changed', { collectionId });
  }

  async function assertOwnsAlbums(trx: Transaction<Database>, userId: string, albumIds: readonly string[]) {
    const owned = await repo.ownedAlbumIds(trx, userId, albumIds);
    if (albumIds.some((id) => !owned.has(id))) throw new AppError('ALBUM_NOT_OWNED');
  }

  async function detail(id: string, viewerId: string | null): Promise<CollectionDetail> {
    const row = await visibleTo(id, viewerId);
    const albums = (await repo.albumsOf([id])).get(id) ?? [];
    const cards = albums.map(presentCard);
    return {
      ...presentSummary(row, cards.slice(0, COLLECTION_PREVIEW_SIZE)),
      albums: cards,
      isOwner: row.user_id === viewerId,
    };
  }

  return {
    detail,

    async create(userId: string, body: CollectionBody): Promise<CollectionDetail> {
      const id = randomUUID();
      await app.db.transaction().execute(async (trx) => {
        await assertOwnsAlbums(trx, userId, body.albumIds);
        await repo.insert(trx, { id, userId, ...body, now: Date.now() });
        await repo.setAlbums(trx, id, body.albumIds);
      });
      announce(userId, id, body.privacy === 'public');
      if (body.privacy === 'public') await app.follows.notifyFollowers(userId, { news: true });
      return detail(id, userId);
    },

    async update(userId: string, id: string, body: CollectionBody): Promise<CollectionDetail> {
      const before = await ownedBy(id, userId);
      await app.db.transaction().execute(async (trx) => {
        await assertOwnsAlbums(trx, userId, body.albumIds);
        await repo.update(trx, id, { ...body, now: Date.now() });
        await repo.setAlbums(trx, id, body.albumIds);
      });
      announce(userId, id, before.privacy === 'public' || body.privacy === 'public');
      // Made public, it may be news for the followers; otherwise their feeds show a changed or vanished item.
      if (before.privacy === 'public' || body.privacy === 'public')
        await app.follows.notifyFollowers(userId, { news: before.privacy !== 'public' });
      return detail(id, userId);
    },

    async remove(userId: string, id: string): Promise<void> {
      const before = await ownedBy(id, userId);
      await repo.delete(id);
      announce(userId, id, before.privacy === 'public');
      if (before.privacy === 'public') await app.follows.notifyFollowers(userId, { news: false });
    },

    async listOwn(userId: string, pageNumber: number): Promise<CollectionPage> {
      return withPreviews(await repo.listOwnedBy(userId, pageNumber), pageNumber);
    },

    async listPublicOf(userId: string, pageNumber: number): Promise<CollectionPage> {
      return withPreviews(await repo.listPublicOf(userId, pageNumber), pageNumber);
    },

    /** Public collections by id, with previews (the feed's collection items). */
    async summariesByIds(ids: readonly string[]): Promise<CollectionSummary[]> {
      const rows = (await repo.findManyByIds(ids)).filter((row) => row.privacy === 'public');
      return (await withPreviews(rows, 1)).items;
    },

    async listPublic(query: SearchPageQuery): Promise<CollectionPage> {
      return withPreviews(await repo.listPublic(query), query.page);
    },

    /** Called inside the album-removal transaction: the album leaves the owner's collections too. */
    removeAlbumFromOwnCollections: (trx: Transaction<Database>, userId: string, albumId: string) =>
      repo.removeAlbumFromOwnCollections(trx, userId, albumId),

    announceAlbumRemoval(userId: string, changed: Array<{ id: string; privacy: string }>): void {
      for (const collection of changed) announce(userId, collection.id, collection.privacy === 'public');
    },

    count: (userId: string) => repo.countOwnedBy(userId),
  };
}

export type CollectionsService = ReturnType<typeof createCollectionsService>;
