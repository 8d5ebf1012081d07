import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { AlbumListQuery, Release } from '@surcos/contracts/albums';
import type { Dialect } from '../../db/database.ts';
import { albumOrder, CARD_COLUMNS } from '../../db/album-card.ts';
import { ownedAmong } from '../../db/album-owners.ts';
import { foldedContains } from '../../db/folded-search.ts';
import { type Executor, pageQuery } from '../../db/paging.ts';
import type { AlbumTable, Database } from '../../db/schema.ts';
import { foldForSearch } from '../../music/normalize.ts';
import { removeAlbumFromOwnCollections } from '../collections/collections.repository.ts';
import { removeWishlistEntry } from '../wishlist/wishlist.repository.ts';

export type AlbumRow = Selectable<AlbumTable>;

/** Ownership changes of albums, in batches small enough for one statement. */
const REFRESH_BATCH = 500;

function releaseColumns(release: Release, now: number) {
  const year = Number.parseInt(release.year, 10);
  return {
    name: release.name,
    artist: release.artist,
    year: Number.isFinite(year) && year > 0 ? year : null,
    genre: release.genre,
    label: release.label,
    country: release.country,
    released: release.released,
    notes: release.notes,
    formats: JSON.stringify(release.formats),
    lowest_price: release.lowestPrice,
    tracklist: JSON.stringify(release.tracklist),
    styles: JSON.stringify(release.styles),
    rating: release.rating,
    rating_count: release.ratingCount,
    credits: release.credits,
    discogs_url: release.discogsUrl,
    videos: JSON.stringify(release.videos),
    image: release.image,
    all_images: JSON.stringify(release.allImages),
    search_text: foldForSearch(`${release.artist} ${release.name}`),
    artist_sort: foldForSearch(release.artist),
    name_sort: foldForSearch(release.name),
    genre_sort: foldForSearch(release.genre),
    fetched_at: now,
  };
}

/** Recounts the owners and the latest add of some albums, inside the ownership transaction. */
export async function refreshOwnerStats(trx: Executor, albumIds: readonly string[]): Promise<void> {
  if (albumIds.length === 0) return;
  await trx
    .updateTable('album')
    .set((eb) => ({
      owner_count: eb
        .selectFrom('album_owner')
        .select((inner) => inner.fn.countAll<number>().as('count'))
        .whereRef('album_owner.album_id', '=', 'album.id'),
      last_added_at: eb
        .selectFrom('album_owner')
        .select((inner) => inner.fn.max('album_owner.added_at').as('latest'))
        .whereRef('album_owner.album_id', '=', 'album.id'),
    }))
    .where('id', 'in', albumIds)
    .execute();
}

export function createAlbumsRepository(db: Kysely<Database>, dialect: Dialect) {
  /**
   * Serializes ownership changes of these albums: in PostgreSQL the row locks
   * make concurrent adds and removes of the same album wait for each other;
   * SQLite already has a single writer.
   */
  async function lock(trx: Transaction<Database>, albumIds: readonly string[]): Promise<void> {
    if (dialect !== 'postgres' || albumIds.length === 0) return;
    await trx
      .selectFrom('album')
      .select('id')
      .where('id', 'in', albumIds)
      .orderBy('id')
      .forUpdate()
      .execute();
  }

  return {
    findById(id: string): Promise<AlbumRow | undefined> {
      return db.selectFrom('album').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Stores a release fetched from the music database (albums are its cache). */
    async upsertRelease(release: Release, now = Date.now()): Promise<void> {
      const columns = releaseColumns(release, now);
      await db
        .insertInto('album')
        .values({ id: release.id, ...columns })
        .onConflict((conflict) => conflict.column('id').doUpdateSet(columns))
        .execute();
    },

    /** Adds to the user's albums (idempotent) and takes the album off their wishlist, in one transaction. */
    addOwnership(userId: string, albumId: string, addedAt: number) {
      return db.transaction().execute(async (trx) => {
        await lock(trx, [albumId]);
        const result = await trx
          .insertInto('album_owner')
          .values({ album_id: albumId, user_id: userId, added_at: addedAt })
          .onConflict((conflict) => conflict.columns(['album_id', 'user_id']).doNothing())
          .executeTakeFirst();
        const isNew = Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
        // Owning an album is having at least one copy of it: the first one has Discogs' defaults.
        if (isNew) {
          await trx
            .insertInto('album_copy')
            .values({ id: randomUUID(), user_id: userId, album_id: albumId, added_at: addedAt })
            .execute();
        }
        const leftWishlist = await removeWishlistEntry(trx, userId, albumId);
        if (isNew) await refreshOwnerStats(trx, [albumId]);
        return { isNew, leftWishlist };
      });
    },

    /**
     * Takes the user out of the album's owners (idempotent). An album that
     * leaves My albums leaves the owner's collections in the same
     * transaction; answers those collections.
     */
    removeOwnership(userId: string, albumId: string) {
      return db.transaction().execute(async (trx) => {
        await lock(trx, [albumId]);
        const result = await trx
          .deleteFrom('album_owner')
          .where('album_id', '=', albumId)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        if (Number(result.numDeletedRows) === 0) return { removed: false, collections: [] };
        await trx
          .deleteFrom('album_copy')
          .where('album_id', '=', albumId)
          .where('user_id', '=', userId)
          .execute();
        await refreshOwnerStats(trx, [albumId]);
        return { removed: true, collections: await removeAlbumFromOwnCollections(trx, userId, albumId) };
      });
    },

    /** Before an account is deleted: its ownerships go, and the albums' owner counts follow. Answers the albums. */
    removeAllOwnershipsOf(userId: string): Promise<string[]> {
      return db.transaction().execute(async (trx) => {
        const rows = await trx
          .selectFrom('album_owner')
          .select('album_id')
          .where('user_id', '=', userId)
          .execute();
        const ids = rows.map((row) => row.album_id);
        await lock(trx, ids);
        await trx.deleteFrom('album_copy').where('user_id', '=', userId).execute();
        await trx.deleteFrom('album_owner').where('user_id', '=', userId).execute();
        for (let start = 0; start < ids.length; start += REFRESH_BATCH) {
          await refreshOwnerStats(trx, ids.slice(start, start + REFRESH_BATCH));
        }
        return ids;
      });
    },

    /** When the user added the album to their albums and to their wishlist, if they did. */
    async ownership(albumId: string, userId: string) {
      const [owner, wish] = await Promise.all([
        db
          .selectFrom('album_owner')
          .select('added_at')
          .where('album_id', '=', albumId)
          .where('user_id', '=', userId)
          .executeTakeFirst(),
        db
          .selectFrom('wishlist_entry')
          .select('added_at')
          .where('album_id', '=', albumId)
          .where('user_id', '=', userId)
          .executeTakeFirst(),
      ]);
      return { ownedAt: owner?.added_at ?? null, wishlistedAt: wish?.added_at ?? null };
    },

    ownedAmong: (userId: string, albumIds: readonly string[]) => ownedAmong(db, userId, albumIds),

    owners(albumId: string) {
      return db
        .selectFrom('album_owner')
        .innerJoin('user', 'user.id', 'album_owner.user_id')
        .select(['user.id', 'user.name', 'album_owner.added_at'])
        .where('album_owner.album_id', '=', albumId)
        .orderBy('album_owner.added_at', 'asc')
        .execute();
    },

    /** My albums (or a profile's): the user's albums with their own add time. */
    listOwnedBy(userId: string, query: AlbumListQuery) {
      let select = db
        .selectFrom('album_owner')
        .innerJoin('album', 'album.id', 'album_owner.album_id')
        .select([...CARD_COLUMNS, 'album_owner.added_at as added_at'])
        .where('album_owner.user_id', '=', userId);
      if (query.q) select = select.where(foldedContains('album.search_text', query.q));
      return pageQuery(select.orderBy(albumOrder(query.sort, 'album_owner.added_at')), query.page).execute();
    },
  };
}

export type AlbumsRepository = ReturnType<typeof createAlbumsRepository>;
