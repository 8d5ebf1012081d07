import { type Kysely, sql, type Transaction } from 'kysely';
import type { AlbumSort, Release } from '@surcos/contracts/albums';
import { LIST_PAGE_SIZE } from '@surcos/contracts/limits';
import type { Dialect } from '../../db/database.ts';
import type { AlbumTable, Database } from '../../db/schema.ts';
import { foldForSearch } from '../../music/normalize.ts';
import { foldedContains } from '../../db/folded-search.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type AlbumRow = Omit<AlbumTable, 'owner_count'> & { owner_count: number };

/** What an album card shows; other modules list albums with the same columns. */
export const CARD_COLUMNS = [
  'album.id',
  'album.name',
  'album.artist',
  'album.year',
  'album.genre',
  'album.label',
  'album.image',
] as const;

/** Escapes LIKE wildcards so a search for '100%' means the text '100%'. */
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

/** Each sort order as SQL; unknown years go last whichever way years are sorted; ids break ties. */
function orderFor(sort: AlbumSort, recentColumn: 'album.last_added_at' | 'album_owner.added_at') {
  switch (sort) {
    case 'dateAddedDesc':
      return sql`${sql.ref(recentColumn)} desc, album.id desc`;
    case 'artistAsc':
      return sql`album.artist_sort asc, album.id asc`;
    case 'artistDesc':
      return sql`album.artist_sort desc, album.id desc`;
    case 'nameAsc':
      return sql`album.name_sort asc, album.id asc`;
    case 'nameDesc':
      return sql`album.name_sort desc, album.id desc`;
    case 'yearDesc':
      return sql`album.year desc nulls last, album.id desc`;
    case 'yearAsc':
      return sql`album.year asc nulls last, album.id asc`;
    case 'genreAsc':
      return sql`album.genre_sort asc, album.artist_sort asc, album.id asc`;
  }
}

export function createAlbumsRepository(db: Kysely<Database>, dialect: Dialect) {
  return {
    findById(id: string, trx: Db = db): Promise<AlbumRow | undefined> {
      return trx.selectFrom('album').selectAll().where('id', '=', id).executeTakeFirst();
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

    /**
     * Serializes ownership changes of one album: in PostgreSQL the row lock
     * makes concurrent adds and removes of the same album wait for each
     * other; SQLite already has a single writer.
     */
    async lock(trx: Transaction<Database>, albumId: string): Promise<void> {
      if (dialect !== 'postgres') return;
      await trx.selectFrom('album').select('id').where('id', '=', albumId).forUpdate().execute();
    },

    async addOwner(
      trx: Transaction<Database>,
      albumId: string,
      userId: string,
      addedAt: number,
    ): Promise<boolean> {
      const result = await trx
        .insertInto('album_owner')
        .values({ album_id: albumId, user_id: userId, added_at: addedAt })
        .onConflict((conflict) => conflict.columns(['album_id', 'user_id']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    async removeOwner(trx: Transaction<Database>, albumId: string, userId: string): Promise<boolean> {
      const result = await trx
        .deleteFrom('album_owner')
        .where('album_id', '=', albumId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Recounts the owners and the latest add of some albums, inside the ownership transaction. */
    async refreshOwnerStats(trx: Db, albumIds: readonly string[]): Promise<void> {
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
    },

    async removeWishlistEntry(trx: Db, userId: string, albumId: string): Promise<boolean> {
      const result = await trx
        .deleteFrom('wishlist_entry')
        .where('user_id', '=', userId)
        .where('album_id', '=', albumId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async addWishlistEntry(userId: string, albumId: string, addedAt: number): Promise<void> {
      await db
        .insertInto('wishlist_entry')
        .values({ user_id: userId, album_id: albumId, added_at: addedAt })
        .onConflict((conflict) => conflict.columns(['user_id', 'album_id']).doNothing())
        .execute();
    },

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

    async ownedAmong(userId: string, albumIds: readonly string[]): Promise<Set<string>> {
      if (albumIds.length === 0) return new Set();
      const rows = await db
        .selectFrom('album_owner')
        .select('album_id')
        .where('user_id', '=', userId)
        .where('album_id', 'in', albumIds)
        .execute();
      return new Set(rows.map((row) => row.album_id));
    },

    owners(albumId: string) {
      return db
        .selectFrom('album_owner')
        .innerJoin('user', 'user.id', 'album_owner.user_id')
        .select(['user.id', 'user.name', 'album_owner.added_at'])
        .where('album_owner.album_id', '=', albumId)
        .orderBy('album_owner.added_at', 'asc')
        .execute();
    },

    wishlistedBy(albumId: string) {
      return db
        .selectFrom('wishlist_entry')
        .innerJoin('user', 'user.id', 'wishlist_entry.user_id')
        .select(['user.id', 'user.name'])
        .where('wishlist_entry.album_id', '=', albumId)
        .orderBy('wishlist_entry.added_at', 'asc')
        .execute();
    },

    /** Explorar: every album somebody owns. One row more than a page tells whether more follow. */
    listOwned(options: { q: string; sort: AlbumSort; page: number }) {
      let query = db
        .selectFrom('album')
        .select([...CARD_COLUMNS, 'album.last_added_at as added_at'])
        // A literal, not a parameter: only then can SQLite use the partial indexes.
        .where(sql<boolean>`album.owner_count > 0`);
      if (options.q) query = query.where(foldedContains('album.search_text', options.q));
      return query
        .orderBy(orderFor(options.sort, 'album.last_added_at'))
        .limit(LIST_PAGE_SIZE + 1)
        .offset((options.page - 1) * LIST_PAGE_SIZE)
        .execute();
    },

    /** My albums (or a profile's): the user's albums with their own add time. */
    listOwnedBy(userId: string, options: { q: string; sort: AlbumSort; page: number }) {
      let query = db
        .selectFrom('album_owner')
        .innerJoin('album', 'album.id', 'album_owner.album_id')
        .select([...CARD_COLUMNS, 'album_owner.added_at as added_at'])
        .where('album_owner.user_id', '=', userId);
      if (options.q) query = query.where(foldedContains('album.search_text', options.q));
      return query
        .orderBy(orderFor(options.sort, 'album_owner.added_at'))
        .limit(LIST_PAGE_SIZE + 1)
        .offset((options.page - 1) * LIST_PAGE_SIZE)
        .execute();
    },

    listWishlist(userId: string, page: number) {
      return db
        .selectFrom('wishlist_entry')
        .innerJoin('album', 'album.id', 'wishlist_entry.album_id')
        .select([...CARD_COLUMNS, 'wishlist_entry.added_at as added_at'])
        .where('wishlist_entry.user_id', '=', userId)
        .orderBy('wishlist_entry.added_at', 'desc')
        .orderBy('album.id', 'desc')
        .limit(LIST_PAGE_SIZE + 1)
        .offset((page - 1) * LIST_PAGE_SIZE)
        .execute();
    },

    async albumIdsOwnedBy(trx: Db, userId: string): Promise<string[]> {
      const rows = await trx
        .selectFrom('album_owner')
        .select('album_id')
        .where('user_id', '=', userId)
        .execute();
      return rows.map((row) => row.album_id);
    },

    async removeAllOwnersRows(trx: Db, userId: string): Promise<void> {
      await trx.deleteFrom('album_owner').where('user_id', '=', userId).execute();
    },

    async lockMany(trx: Transaction<Database>, albumIds: readonly string[]): Promise<void> {
      if (dialect !== 'postgres' || albumIds.length === 0) return;
      await trx
        .selectFrom('album')
        .select('id')
        .where('id', 'in', albumIds)
        .orderBy('id')
        .forUpdate()
        .execute();
    },

    async countOwnedBy(userId: string): Promise<number> {
      const row = await db
        .selectFrom('album_owner')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async countWishlist(userId: string): Promise<number> {
      const row = await db
        .selectFrom('wishlist_entry')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}

export type AlbumsRepository = ReturnType<typeof createAlbumsRepository>;
