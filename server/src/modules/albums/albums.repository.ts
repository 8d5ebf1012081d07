import { randomUUID } from 'node:crypto';
import { type ExpressionBuilder, type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { MyAlbumListQuery, Release } from '@surcos/contracts/albums';
import { barcodeKeys } from '@surcos/contracts/barcodes';
import type { HandMadeAlbumBody } from '@surcos/contracts/hand-made-albums';
import type { Dialect } from '../../db/database.ts';
import { CARD_COLUMNS, SORT_COLUMNS } from '../../db/album-card.ts';
import { MY_SORT_SELECTIONS, myAlbumOrder, type MySortedCardRow } from '../../db/my-album-card.ts';
import { addedAtOf, lockAlbums, ownedAmong, refreshOwnerStats } from '../../db/album-owners.ts';
import { foldedContains } from '../../db/folded-search.ts';
import { refreshMatchesOfLists, refreshMatchesOfPressings } from '../../db/match-tables.ts';
import { visibleUser } from '../../db/hidden-users.ts';
import { countOf, type Executor, keysetPage } from '../../db/paging.ts';
import type { AlbumTable, Database } from '../../db/schema.ts';
import type { MusicRelease } from '../../music/music-database.ts';
import { foldForSearch } from '../../music/normalize.ts';
import { removeAlbumFromOwnCollections } from '../collections/collections.repository.ts';
import { removeWishlistEntry } from '../wishlist/wishlist.repository.ts';
import type { CopyDetails } from '../copies/copies.repository.ts';

export type AlbumRow = Selectable<AlbumTable>;

/** 'Otras ediciones' lists at most this many pressings: a master with more is a reissue catalogue. */
const EDITIONS_MAX = 100;

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
    master_id: release.masterId,
    // The music database's text replaces a member's listing: from now on it is everybody's album.
    listed_by: null,
  };
}

/**
 * Replaces a release's barcodes with those the music database printed, under
 * their look-up keys; a printed value that is no valid barcode (a typo in
 * the database, a partial code) is left out, since no scan can match it.
 */
async function replaceBarcodes(trx: Executor, albumId: string, printed: readonly string[]): Promise<void> {
  await trx.deleteFrom('album_barcode').where('album_id', '=', albumId).execute();
  const codes = [...new Set(printed.flatMap((value) => barcodeKeys(value)))];
  if (codes.length === 0) return;
  await trx
    .insertInto('album_barcode')
    .values(codes.map((code) => ({ code, album_id: albumId })))
    .execute();
}

/**
 * A hand-made album's row: its member's description (`listed_by`), final
 * from the start (a negative `fetched_at`: no music database is asked to
 * complete it), with the placeholders of a release the music database
 * leaves unsaid.
 */
function handMadeColumns(release: Release, catalogNumber: string, userId: string, now: number) {
  return {
    ...releaseColumns(release, now),
    catalog_numbers: JSON.stringify(catalogNumber ? [catalogNumber] : []),
    fetched_at: -now,
    listed_by: userId,
  };
}

/**
 * The filters of My albums on the user's own copies. Folder and condition
 * hold of one same copy (one EXISTS): Salón and Near Mint is a Near Mint copy
 * in Salón, not a Near Mint copy elsewhere beside another one in Salón.
 */
function copyFilters(userId: string, query: MyAlbumListQuery) {
  const { folder, format, condition } = query;
  return (eb: ExpressionBuilder<Database, 'album' | 'album_owner'>) => {
    let copies = eb
      .selectFrom('album_copy')
      .select(sql<number>`1`.as('one'))
      .whereRef('album_copy.album_id', '=', 'album.id')
      .where('album_copy.user_id', '=', userId);
    if (folder !== undefined) copies = copies.where('album_copy.folder', '=', folder);
    if (condition !== undefined) copies = copies.where('album_copy.media_condition', '=', condition);
    return eb.and([
      ...(folder === undefined && condition === undefined ? [] : [eb.exists(copies)]),
      ...(format === undefined ? [] : [formatContains(format)]),
    ]);
  };
}

/**
 * A format name within the album's formats, stored as a JSON list of
 * Discogs' descriptions ('["2×Vinyl, LP, Album"]'): the name is a whole
 * item of a description, first (maybe after 'N×') or after a comma. The
 * names come from a fixed list without LIKE wildcards.
 */
function formatContains(format: string) {
  const name = JSON.stringify(format).slice(1, -1);
  const patterns = [
    `%"${name}"%`,
    `%"${name},%`,
    `%, ${name}"%`,
    `%, ${name},%`,
    `%×${name}"%`,
    `%×${name},%`,
  ];
  return sql<boolean>`(${sql.join(
    patterns.map((pattern) => sql`album.formats like ${pattern}`),
    sql` or `,
  )})`;
}

/**
 * Makes the user an owner of these albums, in the caller's transaction once
 * it holds their locks; an ownership already there stays as it was. An
 * import marks the ones it makes, which the feed shows as one item. Answers
 * how many are new.
 */
export async function insertOwnerships(
  trx: Executor,
  userId: string,
  albumIds: readonly string[],
  addedAt: number,
  importId?: string,
): Promise<number> {
  if (albumIds.length === 0) return 0;
  const result = await trx
    .insertInto('album_owner')
    .values(
      albumIds.map((albumId) => ({
        album_id: albumId,
        user_id: userId,
        added_at: addedAt,
        ...(importId === undefined ? {} : { import_id: importId }),
      })),
    )
    .onConflict((conflict) => conflict.columns(['album_id', 'user_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

export function createAlbumsRepository(db: Kysely<Database>, dialect: Dialect) {
  const lock = (trx: Transaction<Database>, albumIds: readonly string[]) =>
    lockAlbums(trx, dialect, albumIds);

  return {
    findById(id: string): Promise<AlbumRow | undefined> {
      return db.selectFrom('album').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /**
     * Stores a release fetched from the music database (albums are its
     * cache), with its barcodes when the source lists them. One a member's
     * file listed is confirmed: its owners count again.
     */
    async upsertRelease(release: MusicRelease, now = Date.now()): Promise<void> {
      const columns = releaseColumns(release, now);
      await db.transaction().execute(async (trx) => {
        await lock(trx, [release.id]);
        const stored = await trx
          .selectFrom('album')
          .select(['listed_by', 'master_id'])
          .where('id', '=', release.id)
          .executeTakeFirst();
        await trx
          .insertInto('album')
          .values({ id: release.id, ...columns })
          .onConflict((conflict) => conflict.column('id').doUpdateSet(columns))
          .execute();
        if (release.barcodes) await replaceBarcodes(trx, release.id, release.barcodes);
        if (stored?.listed_by) await refreshOwnerStats(trx, [release.id]);
        // A pressing that joins or leaves a master matches other pressings from now on.
        if (stored && stored.master_id !== columns.master_id)
          await refreshMatchesOfPressings(trx, [release.id]);
      });
    },

    /** A new hand-made album, its maker's description; `addOwnership` then makes it theirs. */
    async insertHandMade(userId: string, release: Release, body: HandMadeAlbumBody, now = Date.now()) {
      await db
        .insertInto('album')
        .values({ id: release.id, ...handMadeColumns(release, body.catalogNumber, userId, now) })
        .execute();
    },

    /** Rewrites a hand-made album, only its maker's; answers whether it was theirs. */
    async updateHandMade(userId: string, release: Release, body: HandMadeAlbumBody, now = Date.now()) {
      const result = await db
        .updateTable('album')
        .set(handMadeColumns(release, body.catalogNumber, userId, now))
        .where('id', '=', release.id)
        .where('listed_by', '=', userId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /**
     * Adds to the user's albums (idempotent) and takes the album off their
     * wishlist, in one transaction. A new ownership comes with its first
     * copy, with `firstCopy`'s details or Discogs' defaults; answers its id.
     */
    addOwnership(userId: string, albumId: string, addedAt: number, firstCopy: CopyDetails = {}) {
      return db.transaction().execute(async (trx) => {
        await lock(trx, [albumId]);
        const isNew = (await insertOwnerships(trx, userId, [albumId], addedAt)) > 0;
        // Owning an album is having at least one copy of it.
        const copyId = isNew ? randomUUID() : null;
        if (copyId) {
          await trx
            .insertInto('album_copy')
            .values({ ...firstCopy, id: copyId, user_id: userId, album_id: albumId, added_at: addedAt })
            .execute();
        }
        const leftWishlist = await removeWishlistEntry(trx, userId, albumId);
        if (isNew) await refreshOwnerStats(trx, [albumId]);
        if (isNew || leftWishlist) await refreshMatchesOfLists(trx, dialect, userId, [albumId]);
        return { isNew, leftWishlist, copyId };
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
        await refreshMatchesOfLists(trx, dialect, userId, [albumId]);
        return { removed: true, collections: await removeAlbumFromOwnCollections(trx, userId, albumId) };
      });
    },

    /**
     * Part of deleting an account, in its transaction: the ownerships go and the albums'
     * owner counts follow. Answers the albums.
     */
    async removeAllOwnershipsOf(trx: Transaction<Database>, userId: string): Promise<string[]> {
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
    },

    /** When the user added the album to their albums and to their wishlist, if they did. */
    async ownership(albumId: string, userId: string) {
      const [ownedAt, wishlistedAt] = await Promise.all([
        addedAtOf(db, 'album_owner', userId, albumId),
        addedAtOf(db, 'wishlist_entry', userId, albumId),
      ]);
      return { ownedAt: ownedAt ?? null, wishlistedAt: wishlistedAt ?? null };
    },

    ownedAmong: (userId: string, albumIds: readonly string[]) => ownedAmong(db, userId, albumIds),

    /**
     * 'Otras ediciones': the master's other releases Surcos stores (index
     * album_master), oldest first; listings are their importers' and left out.
     */
    editionsOf(masterId: string, exceptId: string) {
      return db
        .selectFrom('album')
        .select([...CARD_COLUMNS, 'album.country', 'album.formats', 'album.catalog_numbers'])
        .where('album.master_id', '=', masterId)
        .where('album.id', '!=', exceptId)
        .where('album.listed_by', 'is', null)
        .orderBy('album.year')
        .orderBy('album.id')
        .limit(EDITIONS_MAX)
        .execute();
    },

    /** 'Añadido por': the owners the viewer may see. */
    owners(albumId: string, viewerId: string | null) {
      return db
        .selectFrom('album_owner')
        .innerJoin('user', 'user.id', 'album_owner.user_id')
        .select(['user.id', 'user.name', 'album_owner.added_at'])
        .where('album_owner.album_id', '=', albumId)
        .where(visibleUser(viewerId))
        .orderBy('album_owner.added_at', 'asc')
        .execute();
    },

    /**
     * My albums (or a profile's): the user's albums with their own add time,
     * how many copies they have and their best grade, narrowed by the filters
     * on those copies.
     */
    listOwnedBy(userId: string, query: MyAlbumListQuery) {
      return keysetPage(myCards(ownedBy(userId, query)), myAlbumOrder(query.sort), query.cursor);
    },

    /** All of the user's albums as listOwnedBy's rows, and all their copies, oldest first. */
    async allOwnedBy(userId: string) {
      const [albums, copies] = await Promise.all([
        myCards(ownedBy(userId, { q: '', sort: 'dateAddedDesc' })).execute(),
        db
          .selectFrom('album_copy')
          .selectAll()
          .where('user_id', '=', userId)
          .orderBy('added_at', 'asc')
          .orderBy('id', 'asc')
          .execute(),
      ]);
      return { albums, copies };
    },

    /** How many albums listOwnedBy finds in all, whatever the order and page. */
    countOwnedBy(userId: string, query: MyAlbumListQuery): Promise<number> {
      return countOf(ownedBy(userId, query).select((eb) => eb.fn.countAll<number>().as('count')));
    },
  };

  /** My albums' rows: cards, their sort keys, formats and catalogue numbers, and how many copies. */
  function myCards(owned: ReturnType<typeof ownedBy>) {
    return owned
      .select([
        ...CARD_COLUMNS,
        ...SORT_COLUMNS,
        'album.formats',
        'album.catalog_numbers',
        'album_owner.added_at as added_at',
      ])
      .select(MY_SORT_SELECTIONS)
      .select((eb) =>
        eb
          .selectFrom('album_copy')
          .select((inner) => inner.fn.countAll<number>().as('count'))
          .whereRef('album_copy.album_id', '=', 'album_owner.album_id')
          .whereRef('album_copy.user_id', '=', 'album_owner.user_id')
          .as('copy_count'),
      )
      .$castTo<MyAlbumRow>();
  }

  /** The user's albums narrowed by the search and the copy filters, selecting nothing yet. */
  function ownedBy(userId: string, query: Omit<MyAlbumListQuery, 'cursor'>) {
    const select = db
      .selectFrom('album_owner')
      .innerJoin('album', 'album.id', 'album_owner.album_id')
      .where('album_owner.user_id', '=', userId)
      .where(copyFilters(userId, query));
    return query.q ? select.where(foldedContains('album.search_text', query.q)) : select;
  }
}

/** A row of My albums: a card, its sort keys, its formats and catalogue numbers, and how many copies. */
export type MyAlbumRow = MySortedCardRow &
  Pick<AlbumRow, 'formats' | 'catalog_numbers'> & { copy_count: number | string | null };

export type AlbumsRepository = ReturnType<typeof createAlbumsRepository>;
