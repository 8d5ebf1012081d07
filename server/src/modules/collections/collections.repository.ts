import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Privacy } from '@surcos/contracts/collections';
import { COLLECTION_PREVIEW_SIZE } from '@surcos/contracts/limits';
import { CARD_COLUMNS, type CardRow } from '../../db/album-card.ts';
import { lockAlbums, ownedAmong } from '../../db/album-owners.ts';
import type { Dialect } from '../../db/database.ts';
import { foldedContains } from '../../db/folded-search.ts';
import { visibleUser } from '../../db/hidden-users.ts';
import { type Executor, intColumn, keysetPage, textColumn } from '../../db/paging.ts';
import type { CollectionTable, Database } from '../../db/schema.ts';
import { foldForSearch } from '../../music/normalize.ts';

export type CollectionRow = Selectable<CollectionTable> & { owner_name: string; album_count: number | null };
/** A collection as lists show it: with its first albums. */
export type CollectionWithPreview = CollectionRow & { preview: CardRow[] };

interface CollectionValues {
  name: string;
  description: string;
  privacy: Privacy;
  albumIds: readonly string[];
}

/** Collections with their owner's name and how many albums each holds: every listing starts here. */
function summaries(db: Executor) {
  return db
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
}

/** The albums of several collections in their order: all of them, or the first few of each. */
async function albumsOf(db: Executor, collectionIds: readonly string[], limitEach?: number) {
  const byCollection = new Map<string, CardRow[]>();
  if (collectionIds.length === 0) return byCollection;
  let query = db
    .selectFrom('collection_album')
    .innerJoin('album', 'album.id', 'collection_album.album_id')
    .select(['collection_album.collection_id', ...CARD_COLUMNS])
    .where('collection_album.collection_id', 'in', collectionIds);
  if (limitEach !== undefined) query = query.where('collection_album.position', '<', limitEach);
  for (const { collection_id, ...card } of await query
    .orderBy('collection_album.position', 'asc')
    .execute()) {
    const list = byCollection.get(collection_id) ?? [];
    list.push({ ...card, added_at: null });
    byCollection.set(collection_id, list);
  }
  return byCollection;
}

async function withPreviews(db: Executor, rows: CollectionRow[]): Promise<CollectionWithPreview[]> {
  const previews = await albumsOf(
    db,
    rows.map((row) => row.id),
    COLLECTION_PREVIEW_SIZE,
  );
  return rows.map((row) => ({ ...row, preview: previews.get(row.id) ?? [] }));
}

/** Newest first; ids break ties. */
type SummaryQuery = ReturnType<typeof summaries>;
const NEWEST_FIRST = [
  intColumn('collection.created_at', 'desc', (row: CollectionRow) => row.created_at),
  textColumn('collection.id', 'desc', (row: CollectionRow) => row.id),
];

/** One page of collections, newest first, with previews. */
async function pageWithPreviews(db: Executor, query: SummaryQuery, cursor: string | undefined) {
  const page = await keysetPage(query, NEWEST_FIRST, cursor);
  return { ...page, rows: await withPreviews(db, page.rows) };
}

/** Explorar's list: the public collections of everybody the viewer may see, newest first, with previews. */
export function listPublicCollections(
  db: Executor,
  viewerId: string,
  options: { q: string; cursor?: string | undefined },
) {
  let query = summaries(db).where('collection.privacy', '=', 'public').where(visibleUser(viewerId));
  if (options.q) query = query.where(foldedContains('collection.search_text', options.q));
  return pageWithPreviews(db, query, options.cursor);
}

/**
 * The newest public collections of people the viewer may see (a visitor: everybody not suspended),
 * with previews: the glimpse beside a visitor's login form.
 */
export async function newestPublicCollections(db: Executor, viewerId: string | null, limit: number) {
  const rows = await summaries(db)
    .where('collection.privacy', '=', 'public')
    .where(visibleUser(viewerId))
    .orderBy('collection.created_at', 'desc')
    .orderBy('collection.id', 'desc')
    .limit(limit)
    .execute();
  return withPreviews(db, rows);
}

/**
 * Takes an album out of the user's own collections (when it leaves My
 * albums), closing the gap in positions so previews stay the first ones.
 * Runs in the caller's transaction; answers the collections that changed.
 */
export async function removeAlbumFromOwnCollections(
  trx: Transaction<Database>,
  userId: string,
  albumId: string,
): Promise<Array<Pick<CollectionRow, 'id' | 'privacy'>>> {
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
}

export function createCollectionsRepository(db: Kysely<Database>, dialect: Dialect) {
  /**
   * Whether the user owns every album; a collection holds only its owner's albums. Checked
   * under the albums' locks, so an album removed from My albums meanwhile cannot slip in.
   */
  async function ownsAll(
    trx: Transaction<Database>,
    userId: string,
    albumIds: readonly string[],
  ): Promise<boolean> {
    await lockAlbums(trx, dialect, albumIds);
    const owned = await ownedAmong(trx, userId, albumIds);
    return albumIds.every((id) => owned.has(id));
  }

  /** Replaces the albums, keeping the given order (positions are consecutive from 0). */
  async function setAlbums(
    trx: Transaction<Database>,
    id: string,
    albumIds: readonly string[],
  ): Promise<void> {
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
  }

  const columns = (values: CollectionValues, now: number) => ({
    name: values.name,
    description: values.description,
    privacy: values.privacy,
    search_text: foldForSearch(values.name),
    updated_at: now,
  });

  return {
    findById(id: string): Promise<CollectionRow | undefined> {
      return summaries(db).where('collection.id', '=', id).executeTakeFirst();
    },

    /** The collection, unless its owner is someone the viewer may not see (a block, a suspension). */
    findVisible(id: string, viewerId: string | null): Promise<CollectionRow | undefined> {
      return summaries(db).where('collection.id', '=', id).where(visibleUser(viewerId)).executeTakeFirst();
    },

    /** All the albums of one collection, in order. */
    async albumsOf(id: string): Promise<CardRow[]> {
      return (await albumsOf(db, [id])).get(id) ?? [];
    },

    /** Own collections (private ones included), newest first. */
    listOwnedBy(userId: string, cursor: string | undefined) {
      return pageWithPreviews(db, summaries(db).where('collection.user_id', '=', userId), cursor);
    },

    /** One user's public collections, newest first (what a profile shows). */
    listPublicOf(userId: string, cursor: string | undefined) {
      const query = summaries(db)
        .where('collection.user_id', '=', userId)
        .where('collection.privacy', '=', 'public');
      return pageWithPreviews(db, query, cursor);
    },

    /** Public collections by id, with previews (the feed's collection items). */
    async publicByIds(ids: readonly string[]): Promise<CollectionWithPreview[]> {
      if (ids.length === 0) return [];
      const rows = await summaries(db)
        .where('collection.id', 'in', ids)
        .where('collection.privacy', '=', 'public')
        .execute();
      return withPreviews(db, rows);
    },

    /** Stores a new collection with its albums; false (and nothing stored) when the user does not own them all. */
    insert(id: string, userId: string, values: CollectionValues, now: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        if (!(await ownsAll(trx, userId, values.albumIds))) return false;
        await trx
          .insertInto('collection')
          .values({ id, user_id: userId, created_at: now, ...columns(values, now) })
          .execute();
        await setAlbums(trx, id, values.albumIds);
        return true;
      });
    },

    /** Replaces a collection's fields and albums; false (and nothing changed) when the owner lacks an album. */
    update(id: string, userId: string, values: CollectionValues, now: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        if (!(await ownsAll(trx, userId, values.albumIds))) return false;
        await trx.updateTable('collection').set(columns(values, now)).where('id', '=', id).execute();
        await setAlbums(trx, id, values.albumIds);
        return true;
      });
    },

    async delete(id: string): Promise<void> {
      await db.deleteFrom('collection').where('id', '=', id).execute();
    },
  };
}

export type CollectionsRepository = ReturnType<typeof createCollectionsRepository>;
