import { type Kysely, type Transaction } from 'kysely';
import { LIST_PAGE_SIZE } from '@surcos/contracts/limits';
import type { Privacy } from '@surcos/contracts/collections';
import type { CollectionTable, Database } from '../../db/schema.ts';
import { foldForSearch } from '../../music/normalize.ts';
import { foldedContains } from '../../db/folded-search.ts';
import type { CardRow } from '../albums/albums.presenter.ts';
import { CARD_COLUMNS } from '../albums/albums.repository.ts';

type Db = Kysely<Database> | Transaction<Database>;

export type CollectionRow = CollectionTable & { owner_name: string; album_count: number | string };

export function createCollectionsRepository(db: Kysely<Database>) {
  const withOwnerAndCount = (trx: Db) =>
    trx
      .selectFrom('collection')
      .innerJoin('user', 'user.id', 'collection.user_id')
      .selectAll('collection')
      .select((eb) => [
        'user.name as owner_name',
        eb
          .selectFrom('collection_album')
          .select((inner) => inner.fn.countAll<number>().as('count'))
          .whereRef('collection_album.collection_id', '=', 'collection.id')
          .as('album_count'),
      ]);

  return {
    findById(id: string): Promise<CollectionRow | undefined> {
      return withOwnerAndCount(db).where('collection.id', '=', id).executeTakeFirst() as Promise<
        CollectionRow | undefined
      >;
    },

    /** Own collections (private ones included), newest first. */
    listOwnedBy(userId: string, page: number) {
      return withOwnerAndCount(db)
        .where('collection.user_id', '=', userId)
        .orderBy('collection.created_at', 'desc')
        .orderBy('collection.id', 'desc')
        .limit(LIST_PAGE_SIZE + 1)
        .offset((page - 1) * LIST_PAGE_SIZE)
        .execute() as Promise<CollectionRow[]>;
    },

    findManyByIds(ids: readonly string[]): Promise<CollectionRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return withOwnerAndCount(db).where('collection.id', 'in', ids).execute() as Promise<CollectionRow[]>;
    },

    /** One user's public collections, newest first (what a profile shows). */
    listPublicOf(userId: string, page: number) {
      return withOwnerAndCount(db)
        .where('collection.user_id', '=', userId)
        .where('collection.privacy', '=', 'public')
        .orderBy('collection.created_at', 'desc')
        .orderBy('collection.id', 'desc')
        .limit(LIST_PAGE_SIZE + 1)
        .offset((page - 1) * LIST_PAGE_SIZE)
        .execute() as Promise<CollectionRow[]>;
    },

    /** Public collections of everybody, newest first. */
    listPublic(options: { q: string; page: number }) {
      let query = withOwnerAndCount(db).where('collection.privacy', '=', 'public');
      if (options.q) query = query.where(foldedContains('collection.search_text', options.q));
      return query
        .orderBy('collection.created_at', 'desc')
        .orderBy('collection.id', 'desc')
        .limit(LIST_PAGE_SIZE + 1)
        .offset((options.page - 1) * LIST_PAGE_SIZE)
        .execute() as Promise<CollectionRow[]>;
    },

    /** The albums of several collections in their order: all of them, or the first few of each. */
    async albumsOf(collectionIds: readonly string[], limitEach?: number) {
      if (collectionIds.length === 0) return new Map<string, CardRow[]>();
      let query = db
        .selectFrom('collection_album')
        .innerJoin('album', 'album.id', 'collection_album.album_id')
        .select(['collection_album.collection_id', ...CARD_COLUMNS])
        .where('collection_album.collection_id', 'in', collectionIds);
      if (limitEach !== undefined) query = query.where('collection_album.position', '<', limitEach);
      const rows = await query.orderBy('collection_album.position', 'asc').execute();
      const byCollection = new Map<string, CardRow[]>();
      for (const row of rows) {
        const list = byCollection.get(row.collection_id) ?? [];
        list.push({ ...row, added_at: null });
        byCollection.set(row.collection_id, list);
      }
      return byCollection;
    },

    async ownedAlbumIds(trx: Db, userId: string, albumIds: readonly string[]): Promise<Set<string>> {
      const rows = await trx
        .selectFrom('album_owner')
        .select('album_id')
        .where('user_id', '=', userId)
        .where('album_id', 'in', albumIds)
        .execute();
      return new Set(rows.map((row) => row.album_id));
    },

    async insert(
      trx: Transaction<Database>,
      values: {
        id: string;
        userId: string;
        name: string;
        description: string;
        privacy: Privacy;
        now: number;
      },
    ): Promise<void> {
      await trx
        .insertInto('collection')
        .values({
          id: values.id,
          user_id: values.userId,
          name: values.name,
          description: values.description,
          privacy: values.privacy,
          search_text: foldForSearch(values.name),
          created_at: values.now,
          updated_at: values.now,
        })
        .execute();
    },

    async update(
      trx: Transaction<Database>,
      id: string,
      values: { name: string; description: string; privacy: Privacy; now: number },
    ): Promise<void> {
      await trx
        .updateTable('collection')
        .set({
          name: values.name,
          description: values.description,
          privacy: values.privacy,
          search_text: foldForSearch(values.name),
          updated_at: values.now,
        })
        .where('id', '=', id)
        .execute();
    },

    /** Replaces the albums, keeping the given order (positions are consecutive from 0). */
    async setAlbums(trx: Transaction<Database>, id: string, albumIds: readonly string[]): Promise<void> {
      await trx.deleteFrom('collection_album').where('collection_id', '=', id).execute();
      for (let start = 0; start < albumIds.length; start += 200) {
        await trx
          .insertInto('collection_album')
          .values(
            albumIds
              .slice(start, start + 200)
              .map((albumId, index) => ({ collection_id: id, album_id: albumId, position: start + index })),
          )
          .execute();
      }
    },

    async delete(id: string): Promise<void> {
      await db.deleteFrom('collection').where('id', '=', id).execute();
    },

    /**
     * Takes an album out of the user's own collections (when it leaves My
     * albums), closing the gap in positions so previews stay the first ones.
     * Answers the ids of the collections that changed.
     */
    async removeAlbumFromOwnCollections(trx: Transaction<Database>, userId: string, albumId: string) {
      const affected = await trx
        .selectFrom('collection_album')
        .innerJoin('collection', 'collection.id', 'collection_album.collection_id')
        .select(['collection.id', 'collection.privacy', 'collection_album.position'])
        .where('collection.user_id', '=', userId)
        .where('collection_album.album_id', '=', albumId)
        .execute();
      for (const row of affected) {
        await trx
          .deleteFrom('collection_album')
          .where('collection_id', '=', row.id)
          .where('album_id', '=', albumId)
          .execute();
        await trx
          .updateTable('collection_album')
          .set((eb) => ({ position: eb('position', '-', 1) }))
          .where('collection_id', '=', row.id)
          .where('position', '>', row.position)
          .execute();
      }
      return affected.map((row) => ({ id: row.id, privacy: row.privacy }));
    },

    async countOwnedBy(userId: string): Promise<number> {
      const row = await db
        .selectFrom('collection')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}

export type CollectionsRepository = ReturnType<typeof createCollectionsRepository>;
