import type { Kysely } from 'kysely';
import { CARD_COLUMNS } from '../../db/album-card.ts';
import { lockAlbums, ownedAmong } from '../../db/album-owners.ts';
import type { Dialect } from '../../db/database.ts';
import { refreshMatchesOfLists } from '../../db/match-tables.ts';
import { visibleUser } from '../../db/hidden-users.ts';
import { type Executor, intColumn, keysetPage, textColumn } from '../../db/paging.ts';
import type { Database } from '../../db/schema.ts';

/**
 * Takes an album off a wishlist; true when it was on it. Adding to My albums does this in its own
 * transaction; the caller brings the match tables up to date (db/match-tables.ts).
 */
export async function removeWishlistEntry(trx: Executor, userId: string, albumId: string): Promise<boolean> {
  const result = await trx
    .deleteFrom('wishlist_entry')
    .where('user_id', '=', userId)
    .where('album_id', '=', albumId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export function createWishlistRepository(db: Kysely<Database>, dialect: Dialect) {
  return {
    /**
     * Puts the album on the wishlist unless the user owns it, checked under the album's lock
     * so a concurrent add to My albums cannot leave it both owned and wished for.
     * Answers when it was wished for (null: owned, nothing stored) and whether this added it.
     */
    add(userId: string, albumId: string, addedAt: number) {
      return db.transaction().execute(async (trx) => {
        await lockAlbums(trx, dialect, [albumId]);
        if ((await ownedAmong(trx, userId, [albumId])).size > 0) return { wishlistedAt: null, isNew: false };
        const result = await trx
          .insertInto('wishlist_entry')
          .values({ user_id: userId, album_id: albumId, added_at: addedAt })
          .onConflict((conflict) => conflict.columns(['user_id', 'album_id']).doNothing())
          .executeTakeFirst();
        const isNew = Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
        if (isNew) {
          await refreshMatchesOfLists(trx, dialect, userId, [albumId]);
          return { wishlistedAt: addedAt, isNew };
        }
        const row = await trx
          .selectFrom('wishlist_entry')
          .select('added_at')
          .where('user_id', '=', userId)
          .where('album_id', '=', albumId)
          .executeTakeFirstOrThrow();
        return { wishlistedAt: row.added_at, isNew };
      });
    },

    remove(userId: string, albumId: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        await lockAlbums(trx, dialect, [albumId]);
        const removed = await removeWishlistEntry(trx, userId, albumId);
        if (removed) await refreshMatchesOfLists(trx, dialect, userId, [albumId]);
        return removed;
      });
    },

    /** Which of these albums the user wishes for. */
    async wishlistedAmong(userId: string, albumIds: readonly string[]): Promise<Set<string>> {
      if (albumIds.length === 0) return new Set();
      const rows = await db
        .selectFrom('wishlist_entry')
        .select('album_id')
        .where('user_id', '=', userId)
        .where('album_id', 'in', albumIds)
        .execute();
      return new Set(rows.map((row) => row.album_id));
    },

    /** The user's wishlist, newest first. */
    list(userId: string, cursor: string | undefined) {
      const query = db
        .selectFrom('wishlist_entry')
        .innerJoin('album', 'album.id', 'wishlist_entry.album_id')
        .select([...CARD_COLUMNS, 'wishlist_entry.added_at as added_at'])
        .where('wishlist_entry.user_id', '=', userId);
      return keysetPage(
        query,
        [
          intColumn('wishlist_entry.added_at', 'desc', (row: { added_at: number }) => row.added_at),
          textColumn('wishlist_entry.album_id', 'desc', (row: { id: string }) => row.id),
        ],
        cursor,
      );
    },

    /** Who wishes for the album, in the order they added it: those the viewer may see. */
    wishlistedBy(albumId: string, viewerId: string | null) {
      return db
        .selectFrom('wishlist_entry')
        .innerJoin('user', 'user.id', 'wishlist_entry.user_id')
        .select(['user.id', 'user.name'])
        .where('wishlist_entry.album_id', '=', albumId)
        .where(visibleUser(viewerId))
        .orderBy('wishlist_entry.added_at', 'asc')
        .execute();
    },
  };
}

export type WishlistRepository = ReturnType<typeof createWishlistRepository>;
