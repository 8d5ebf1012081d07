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

/**
 * Serializes every change to who owns or wishes for these albums (ownership, wishlist,
 * collection contents): in PostgreSQL the album row locks make such transactions wait for
 * each other, taken in id order so they cannot deadlock; SQLite already has a single writer.
 * Checks made after the lock, in the same transaction, see the others' committed result.
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
    .where('id', 'in', [...albumIds])
    .orderBy('id')
    .forUpdate()
    .execute();
}
