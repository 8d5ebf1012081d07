import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { Dialect } from '../../db/database.ts';
import type { AlbumCopyTable, Database } from '../../db/schema.ts';
import { lockAlbums, ownedAmong, syncOwnershipDate } from '../../db/album-owners.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type CopyRow = Selectable<AlbumCopyTable>;
export type NewCopy = Omit<Insertable<AlbumCopyTable>, 'id'>;
/** What the owner writes of a copy. */
export type CopyDetails = Pick<
  NewCopy,
  'folder' | 'media_condition' | 'sleeve_condition' | 'notes' | 'rating' | 'custom_fields'
>;

/** Copies of releases: several per person and album, each with its own details. */
export function createCopiesRepository(db: Kysely<Database>, dialect: Dialect) {
  function findOwned(userId: string, copyId: string, trx: Db = db): Promise<CopyRow | undefined> {
    return trx
      .selectFrom('album_copy')
      .selectAll()
      .where('id', '=', copyId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  /** The copy, with a lock on its album; undefined when it is not the user's. */
  async function lockOwned(trx: Transaction<Database>, userId: string, copyId: string) {
    const found = await findOwned(userId, copyId, trx);
    if (!found) return undefined;
    await lockAlbums(trx, dialect, [found.album_id]);
    // Read again under the lock: a concurrent removal may have taken it.
    return findOwned(userId, copyId, trx);
  }

  return {
    /**
     * Another copy of an album the user owns. Answers null when they do not
     * own it (any more): the first copy comes with the ownership.
     */
    addToOwned(userId: string, albumId: string, details: CopyDetails, addedAt: number) {
      return db.transaction().execute(async (trx) => {
        await lockAlbums(trx, dialect, [albumId]);
        if ((await ownedAmong(trx, userId, [albumId])).size === 0) return null;
        const id = randomUUID();
        await trx
          .insertInto('album_copy')
          .values({ ...details, id, user_id: userId, album_id: albumId, added_at: addedAt })
          .execute();
        return { id, dateMoved: await syncOwnershipDate(trx, userId, albumId) };
      });
    },

    /** Rewrites one of the user's copies; `addedAt` undefined keeps its date. Null when it is not theirs. */
    updateOwned(userId: string, copyId: string, details: CopyDetails, addedAt: number | undefined) {
      return db.transaction().execute(async (trx) => {
        const copy = await lockOwned(trx, userId, copyId);
        if (!copy) return null;
        await trx
          .updateTable('album_copy')
          .set({ ...details, ...(addedAt === undefined ? {} : { added_at: addedAt }) })
          .where('id', '=', copyId)
          .execute();
        return { albumId: copy.album_id, dateMoved: await syncOwnershipDate(trx, userId, copy.album_id) };
      });
    },

    /**
     * Removes one of the user's copies unless it is their last of that album:
     * the last one goes with the ownership (the albums' removal). Null when
     * it is not theirs.
     */
    removeUnlessLast(userId: string, copyId: string) {
      return db.transaction().execute(async (trx) => {
        const copy = await lockOwned(trx, userId, copyId);
        if (!copy) return null;
        const { count } = await trx
          .selectFrom('album_copy')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('user_id', '=', userId)
          .where('album_id', '=', copy.album_id)
          .executeTakeFirstOrThrow();
        if (Number(count) <= 1) return { albumId: copy.album_id, isLast: true, dateMoved: false };
        await trx.deleteFrom('album_copy').where('id', '=', copyId).execute();
        const dateMoved = await syncOwnershipDate(trx, userId, copy.album_id);
        return { albumId: copy.album_id, isLast: false, dateMoved };
      });
    },

    /** The user's copies of one album, oldest first. */
    listOf(userId: string, albumId: string, trx: Db = db): Promise<CopyRow[]> {
      return trx
        .selectFrom('album_copy')
        .selectAll()
        .where('user_id', '=', userId)
        .where('album_id', '=', albumId)
        .orderBy('added_at', 'asc')
        .orderBy('id', 'asc')
        .execute();
    },

    findOwned,

    /** The user's folders, with how many copies each holds, by name. */
    folders(userId: string) {
      return db
        .selectFrom('album_copy')
        .select(['folder as name', (eb) => eb.fn.countAll<number>().as('copy_count')])
        .where('user_id', '=', userId)
        .groupBy('folder')
        .orderBy('folder')
        .execute();
    },
  };
}

export type CopiesRepository = ReturnType<typeof createCopiesRepository>;
