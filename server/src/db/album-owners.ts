import type { Transaction } from 'kysely';
import type { Dialect } from './database.ts';
import type { Executor } from './paging.ts';
import type { Database } from './schema.ts';

/** Which of these albums the user owns; inside a transaction when given one. */
export async function ownedAmong(
  db: Executor,
  userId: string,
  albumIds: readonly string[],
): Promise<Set<string>> {
  if (albumIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('album_owner')
    .select('album_id')
    .where('user_id', '=', userId)
    .where('album_id', 'in', albumIds)
    .execute();
  return new Set(rows.map((row) => row.album_id));
}

/** When the user added the album to their albums or to their wishlist; undefined when they did not. */
export async function addedAtOf(
  db: Executor,
  table: 'album_owner' | 'wishlist_entry',
  userId: string,
  albumId: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom(table)
    .select('added_at')
    .where('album_id', '=', albumId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.added_at;
}

/**
 * Serializes every change to who owns or wishes for these albums (ownership, wishlist,
 * collection contents): in PostgreSQL the album row locks make such transactions wait for
 * each other, taken in id order so they cannot deadlock; SQLite already has a single writer.
 * Checks made after the lock, in the same transaction, see the others' committed result.
 * The other pressings of their masters are locked too: a match pairs pressings, so an add
 * of one and a wish for another must not miss each other (db/match-tables.ts).
 */
export async function lockAlbums(
  trx: Transaction<Database>,
  dialect: Dialect,
  albumIds: readonly string[],
): Promise<void> {
  if (dialect !== 'postgres' || albumIds.length === 0) return;
  await trx
    .selectFrom('album')
    .select('id')
    .where((eb) =>
      eb.or([
        eb('id', 'in', [...albumIds]),
        eb(
          'master_id',
          'in',
          eb
            .selectFrom('album as asked')
            .select('asked.master_id')
            .where('asked.id', 'in', [...albumIds])
            .where('asked.master_id', 'is not', null),
        ),
      ]),
    )
    .orderBy('id')
    .forUpdate()
    .execute();
}

/**
 * Recounts the owners and the latest add of some albums, inside the
 * ownership transaction. An album a member's file listed and the music
 * database has not confirmed counts none: it is their description, and
 * Explorar lists no such album.
 */
export async function refreshOwnerStats(trx: Executor, albumIds: readonly string[]): Promise<void> {
  if (albumIds.length === 0) return;
  await trx
    .updateTable('album')
    .set((eb) => ({
      owner_count: eb
        .case()
        .when('album.listed_by', 'is', null)
        .then(
          eb
            .selectFrom('album_owner')
            .select((inner) => inner.fn.countAll<number>().as('count'))
            .whereRef('album_owner.album_id', '=', 'album.id'),
        )
        .else(0)
        .end(),
      last_added_at: eb
        .selectFrom('album_owner')
        .select((inner) => inner.fn.max('album_owner.added_at').as('latest'))
        .whereRef('album_owner.album_id', '=', 'album.id'),
    }))
    .where('id', 'in', albumIds)
    .execute();
}

/**
 * After the user's copies of an album changed: their ownership dates from
 * the earliest copy, and the album's latest add follows. Answers whether
 * the ownership's date moved (which 'Añadido por' shows to everyone).
 */
export async function syncOwnershipDate(trx: Executor, userId: string, albumId: string): Promise<boolean> {
  const ownedAt = await addedAtOf(trx, 'album_owner', userId, albumId);
  const earliest = await trx
    .selectFrom('album_copy')
    .select((eb) => eb.fn.min('added_at').as('earliest'))
    .where('album_id', '=', albumId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (ownedAt === undefined || earliest?.earliest === null || earliest?.earliest === undefined) return false;
  const earliestAt = Number(earliest.earliest);
  if (Number(ownedAt) === earliestAt) return false;
  await trx
    .updateTable('album_owner')
    .set({ added_at: earliestAt })
    .where('album_id', '=', albumId)
    .where('user_id', '=', userId)
    .execute();
  await refreshOwnerStats(trx, [albumId]);
  return true;
}
