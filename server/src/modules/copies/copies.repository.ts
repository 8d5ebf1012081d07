import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { AlbumCopyTable, Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type CopyRow = Selectable<AlbumCopyTable>;
export type NewCopy = Omit<Insertable<AlbumCopyTable>, 'id'>;

/** Copies of releases: several per person and album, each with its own details. */
export function createCopiesRepository(db: Kysely<Database>) {
  return {
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

    findOwned(userId: string, copyId: string, trx: Db = db): Promise<CopyRow | undefined> {
      return trx
        .selectFrom('album_copy')
        .selectAll()
        .where('id', '=', copyId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    async insertMany(trx: Db, copies: readonly NewCopy[]): Promise<string[]> {
      const rows = copies.map((copy) => ({ id: randomUUID(), ...copy }));
      for (let start = 0; start < rows.length; start += 200) {
        await trx
          .insertInto('album_copy')
          .values(rows.slice(start, start + 200))
          .execute();
      }
      return rows.map((row) => row.id);
    },

    async update(
      trx: Db,
      copyId: string,
      values: Omit<NewCopy, 'user_id' | 'album_id' | 'import_id' | 'discogs_instance_id'>,
    ): Promise<void> {
      await trx.updateTable('album_copy').set(values).where('id', '=', copyId).execute();
    },

    async delete(trx: Db, copyId: string): Promise<void> {
      await trx.deleteFrom('album_copy').where('id', '=', copyId).execute();
    },

    async deleteAllOf(trx: Db, userId: string, albumId: string): Promise<void> {
      await trx
        .deleteFrom('album_copy')
        .where('user_id', '=', userId)
        .where('album_id', '=', albumId)
        .execute();
    },

    /** The earliest copy's date, or null when none is left. */
    async earliestAddedAt(trx: Db, userId: string, albumId: string): Promise<number | null> {
      const row = await trx
        .selectFrom('album_copy')
        .select((eb) => eb.fn.min('added_at').as('earliest'))
        .where('user_id', '=', userId)
        .where('album_id', '=', albumId)
        .executeTakeFirst();
      return row?.earliest === null || row?.earliest === undefined ? null : Number(row.earliest);
    },

    /** How many copies the user has of each of some albums (My albums' cards). */
    async countsOf(userId: string, albumIds: readonly string[]): Promise<Map<string, number>> {
      if (albumIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('album_copy')
        .select(['album_id', (eb) => eb.fn.countAll<number>().as('count')])
        .where('user_id', '=', userId)
        .where('album_id', 'in', albumIds)
        .groupBy('album_id')
        .execute();
      return new Map(rows.map((row) => [row.album_id, Number(row.count)]));
    },

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
