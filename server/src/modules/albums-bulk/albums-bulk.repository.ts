import type { Kysely, Selectable, Transaction } from 'kysely';
import { COLLECTION_MAX_ALBUMS } from '@surcos/contracts/limits';
import type { Dialect } from '../../db/database.ts';
import { lockAlbums, ownedAmong, refreshOwnerStats, syncOwnershipDate } from '../../db/album-owners.ts';
import { refreshMatchesOfLists } from '../../db/match-tables.ts';
import type { AlbumCopyTable, AlbumOwnerTable, Database } from '../../db/schema.ts';
import { removeAlbumFromOwnCollections } from '../collections/collections.repository.ts';
import { removeWishlistEntry } from '../wishlist/wishlist.repository.ts';

type Trx = Transaction<Database>;
export type CopyRow = Selectable<AlbumCopyTable>;
export type OwnerRow = Selectable<AlbumOwnerTable>;
export interface Membership {
  collection_id: string;
  album_id: string;
  position: number;
}
export interface Touched {
  id: string;
  privacy: 'public' | 'private';
}

/** What an action touches: albums, their copies, and of those the ones with notes or a grade. */
export interface Summary {
  albums: number;
  copies: number;
  copiesWithNotes: number;
  gradedCopies: number;
}

/** The copy fields a move or a grade rewrites, as they were. */
export type CopyFields = Pick<CopyRow, 'id' | 'album_id' | 'folder' | 'media_condition'>;

/** Everything a removal takes, to put back exactly. */
export interface Removed {
  owners: OwnerRow[];
  copies: CopyRow[];
  memberships: Membership[];
}

const summaryOf = (albumIds: readonly string[], copies: readonly CopyRow[]): Summary => ({
  albums: albumIds.length,
  copies: copies.length,
  copiesWithNotes: copies.filter((copy) => copy.notes.trim() !== '').length,
  gradedCopies: copies.filter((copy) => copy.media_condition !== null || copy.sleeve_condition !== null)
    .length,
});

/** Statements over many ids go in slices, well inside every driver's parameter limit. */
const SLICE = 200;
function slices<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += SLICE) out.push(items.slice(start, start + SLICE));
  return out;
}

/** Bulk writes on My albums, each in one transaction under the albums' locks, and their undoing. */
export function createAlbumsBulkRepository(db: Kysely<Database>, dialect: Dialect) {
  /** Locks the albums; false when the user does not own every one (nothing is done then). */
  async function lockOwned(trx: Trx, userId: string, albumIds: readonly string[]): Promise<boolean> {
    await lockAlbums(trx, dialect, albumIds);
    const owned = await ownedAmong(trx, userId, albumIds);
    return albumIds.every((id) => owned.has(id));
  }

  const copiesOf = (trx: Trx, userId: string, albumIds: readonly string[]) =>
    trx
      .selectFrom('album_copy')
      .selectAll()
      .where('user_id', '=', userId)
      .where('album_id', 'in', [...albumIds])
      .orderBy('album_id')
      .orderBy('added_at')
      .orderBy('id')
      .execute();

  /** The collection's albums in order, numbered again from 0 (after some left). */
  async function renumber(trx: Trx, collectionId: string): Promise<void> {
    const rows = await trx
      .selectFrom('collection_album')
      .select(['album_id', 'position'])
      .where('collection_id', '=', collectionId)
      .orderBy('position')
      .execute();
    for (const [index, row] of rows.entries()) {
      if (row.position === index) continue;
      await trx
        .updateTable('collection_album')
        .set({ position: index })
        .where('collection_id', '=', collectionId)
        .where('album_id', '=', row.album_id)
        .execute();
    }
  }

  const ownCollection = (trx: Trx, userId: string, collectionId: string) =>
    trx
      .selectFrom('collection')
      .select(['id', 'name', 'privacy', 'updated_at'])
      .where('id', '=', collectionId)
      .where('user_id', '=', userId)
      .executeTakeFirst();

  return {
    /**
     * Rewrites the folder or the media grade of all the user's copies of
     * these albums. Null when one album is not theirs; else what it touched
     * and the copies' fields as they were.
     */
    setCopyFields(
      userId: string,
      albumIds: readonly string[],
      fields: { folder: string } | { media_condition: string | null },
    ) {
      return db.transaction().execute(async (trx) => {
        if (!(await lockOwned(trx, userId, albumIds))) return null;
        const copies = await copiesOf(trx, userId, albumIds);
        for (const ids of slices(albumIds)) {
          await trx
            .updateTable('album_copy')
            .set(fields)
            .where('user_id', '=', userId)
            .where('album_id', 'in', ids)
            .execute();
        }
        const previous: CopyFields[] = copies.map(({ id, album_id, folder, media_condition }) => ({
          id,
          album_id,
          folder,
          media_condition,
        }));
        return { summary: summaryOf(albumIds, copies), previous };
      });
    },

    /** Puts copies' folders and grades back, on the copies still the user's; answers their albums. */
    restoreCopyFields(userId: string, previous: readonly CopyFields[]) {
      return db.transaction().execute(async (trx) => {
        const albumIds = [...new Set(previous.map((copy) => copy.album_id))];
        await lockAlbums(trx, dialect, albumIds);
        const touched = new Set<string>();
        for (const copy of previous) {
          const result = await trx
            .updateTable('album_copy')
            .set({ folder: copy.folder, media_condition: copy.media_condition })
            .where('id', '=', copy.id)
            .where('user_id', '=', userId)
            .executeTakeFirst();
          if (Number(result.numUpdatedRows) > 0) touched.add(copy.album_id);
        }
        return [...touched];
      });
    },

    /**
     * Appends the albums the collection lacks to the user's collection.
     * 'not-owned' or 'no-collection' or 'full' change nothing.
     */
    collect(userId: string, albumIds: readonly string[], collectionId: string) {
      return db.transaction().execute(async (trx) => {
        const collection = await ownCollection(trx, userId, collectionId);
        if (!collection) return 'no-collection' as const;
        if (!(await lockOwned(trx, userId, albumIds))) return 'not-owned' as const;
        const present = await trx
          .selectFrom('collection_album')
          .select('album_id')
          .where('collection_id', '=', collectionId)
          .execute();
        const have = new Set(present.map((row) => row.album_id));
        const added = albumIds.filter((id) => !have.has(id));
        if (present.length + added.length > COLLECTION_MAX_ALBUMS) return 'full' as const;
        if (added.length > 0) {
          await trx
            .insertInto('collection_album')
            .values(
              added.map((albumId, index) => ({
                collection_id: collectionId,
                album_id: albumId,
                position: present.length + index,
              })),
            )
            .execute();
          await trx
            .updateTable('collection')
            .set({ updated_at: Date.now() })
            .where('id', '=', collectionId)
            .execute();
        }
        const copies = await copiesOf(trx, userId, albumIds);
        return {
          summary: summaryOf(albumIds, copies),
          added,
          collection,
          updatedAt: Number(collection.updated_at),
        };
      });
    },

    /** Takes the albums a collect added out again, and its date of change back, if the collection is still the user's. */
    uncollect(userId: string, collectionId: string, albumIds: readonly string[], updatedAt: number) {
      return db.transaction().execute(async (trx) => {
        const collection = await ownCollection(trx, userId, collectionId);
        if (!collection) return null;
        await lockAlbums(trx, dialect, albumIds);
        for (const ids of slices(albumIds)) {
          await trx
            .deleteFrom('collection_album')
            .where('collection_id', '=', collectionId)
            .where('album_id', 'in', ids)
            .execute();
        }
        await renumber(trx, collectionId);
        await trx
          .updateTable('collection')
          .set({ updated_at: updatedAt })
          .where('id', '=', collectionId)
          .execute();
        return collection;
      });
    },

    /**
     * Removes the albums from My albums with their copies and their places
     * in the user's collections. Null when one is not theirs. A dry run only
     * answers what would go.
     */
    remove(userId: string, albumIds: readonly string[], dryRun: boolean) {
      return db.transaction().execute(async (trx) => {
        if (!(await lockOwned(trx, userId, albumIds))) return null;
        const owners = await trx
          .selectFrom('album_owner')
          .selectAll()
          .where('user_id', '=', userId)
          .where('album_id', 'in', [...albumIds])
          .execute();
        const copies = await copiesOf(trx, userId, albumIds);
        const summary = summaryOf(albumIds, copies);
        if (dryRun) return { summary, removed: null, collections: [] };
        const memberships = await trx
          .selectFrom('collection_album')
          .innerJoin('collection', 'collection.id', 'collection_album.collection_id')
          .select([
            'collection_album.collection_id',
            'collection_album.album_id',
            'collection_album.position',
          ])
          .where('collection.user_id', '=', userId)
          .where('collection_album.album_id', 'in', [...albumIds])
          .execute();
        const collections = new Map<string, Touched>();
        for (const albumId of albumIds) {
          for (const touched of await removeAlbumFromOwnCollections(trx, userId, albumId)) {
            collections.set(touched.id, touched);
          }
        }
        for (const ids of slices(albumIds)) {
          await trx
            .deleteFrom('album_copy')
            .where('user_id', '=', userId)
            .where('album_id', 'in', ids)
            .execute();
          await trx
            .deleteFrom('album_owner')
            .where('user_id', '=', userId)
            .where('album_id', 'in', ids)
            .execute();
          await refreshOwnerStats(trx, ids);
        }
        await refreshMatchesOfLists(trx, dialect, userId, albumIds);
        const removed: Removed = { owners, copies, memberships };
        return { summary, removed, collections: [...collections.values()] };
      });
    },

    /**
     * Removes one of the user's copies unless it is their last of the album
     * (that one goes with the album: `last`). Answers the copy as it was,
     * and whether the ownership's date moved; null when it is not theirs.
     */
    removeCopy(userId: string, copyId: string) {
      return db.transaction().execute(async (trx) => {
        const find = () =>
          trx
            .selectFrom('album_copy')
            .selectAll()
            .where('id', '=', copyId)
            .where('user_id', '=', userId)
            .executeTakeFirst();
        const found = await find();
        if (!found) return null;
        await lockAlbums(trx, dialect, [found.album_id]);
        const copy = await find();
        if (!copy) return null;
        const { count } = await trx
          .selectFrom('album_copy')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('user_id', '=', userId)
          .where('album_id', '=', copy.album_id)
          .executeTakeFirstOrThrow();
        if (Number(count) <= 1) return { last: true as const, copy };
        await trx.deleteFrom('album_copy').where('id', '=', copyId).execute();
        return { last: false as const, copy, dateMoved: await syncOwnershipDate(trx, userId, copy.album_id) };
      });
    },

    /** Puts a removed copy back as it was, if its album is still the user's and the copy is not back yet. */
    restoreCopy(userId: string, copy: CopyRow) {
      return db.transaction().execute(async (trx) => {
        await lockAlbums(trx, dialect, [copy.album_id]);
        if ((await ownedAmong(trx, userId, [copy.album_id])).size === 0) return null;
        const present = await trx
          .selectFrom('album_copy')
          .select('id')
          .where('id', '=', copy.id)
          .executeTakeFirst();
        if (present) return null;
        await trx
          .insertInto('album_copy')
          .values({ ...copy, user_id: userId })
          .execute();
        return { dateMoved: await syncOwnershipDate(trx, userId, copy.album_id) };
      });
    },

    /**
     * Puts removed albums back exactly: the ownership with its date and
     * import, every copy with its id and fields, and each place in a
     * collection still the user's, at its position. An album the user owns
     * again meanwhile is left as it is. An album back leaves the wishlist, as
     * owning one always does (it may have been wished for since the removal).
     * Answers the albums restored, those of them that left the wishlist, and
     * the collections touched.
     */
    restore(userId: string, removed: Removed) {
      return db.transaction().execute(async (trx) => {
        const albumIds = removed.owners.map((owner) => owner.album_id);
        await lockAlbums(trx, dialect, albumIds);
        const ownedAgain = await ownedAmong(trx, userId, albumIds);
        const back = new Set(albumIds.filter((id) => !ownedAgain.has(id)));
        if (back.size === 0) return { albumIds: [], leftWishlist: [], collections: [] };
        const owners = removed.owners.filter((owner) => back.has(owner.album_id));
        const copies = removed.copies.filter((copy) => back.has(copy.album_id));
        for (const part of slices(owners)) {
          await trx
            .insertInto('album_owner')
            .values(part.map((owner) => ({ ...owner, user_id: userId })))
            .execute();
        }
        for (const part of slices(copies)) {
          await trx
            .insertInto('album_copy')
            .values(part.map((copy) => ({ ...copy, user_id: userId })))
            .execute();
        }
        const collections = new Map<string, Touched>();
        const memberships = removed.memberships
          .filter((membership) => back.has(membership.album_id))
          .sort((a, b) => a.position - b.position);
        for (const membership of memberships) {
          const collection = await ownCollection(trx, userId, membership.collection_id);
          if (!collection) continue;
          const { count } = await trx
            .selectFrom('collection_album')
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .where('collection_id', '=', collection.id)
            .executeTakeFirstOrThrow();
          if (Number(count) >= COLLECTION_MAX_ALBUMS) continue;
          const position = Math.min(membership.position, Number(count));
          await trx
            .updateTable('collection_album')
            .set((eb) => ({ position: eb('position', '+', 1) }))
            .where('collection_id', '=', collection.id)
            .where('position', '>=', position)
            .execute();
          await trx
            .insertInto('collection_album')
            .values({ collection_id: collection.id, album_id: membership.album_id, position })
            .execute();
          collections.set(collection.id, { id: collection.id, privacy: collection.privacy });
        }
        const leftWishlist: string[] = [];
        for (const albumId of back) {
          if (await removeWishlistEntry(trx, userId, albumId)) leftWishlist.push(albumId);
        }
        await refreshOwnerStats(trx, [...back]);
        await refreshMatchesOfLists(trx, dialect, userId, [...back]);
        return { albumIds: [...back], leftWishlist, collections: [...collections.values()] };
      });
    },
  };
}

export type AlbumsBulkRepository = ReturnType<typeof createAlbumsBulkRepository>;
