import { type Kysely, type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { CardColumns } from '../../db/album-card.ts';
import { hiddenUsers } from '../../db/hidden-users.ts';
import {
  after,
  intColumn,
  keyOf,
  keysetQueryAfter,
  type ListOrder,
  PAGE_FETCH,
  pageOf,
  textColumn,
} from '../../db/paging.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import type { Database } from '../../db/schema.ts';
import type { Paged, SortValue } from '../../lib/paging.ts';

export type FeedItemType = 'album' | 'collection' | 'import' | 'remote';
export interface FeedRow {
  type: FeedItemType;
  item_id: string;
  user_id: string;
  at: number;
}

/**
 * A feed row with what it shows of its own: the user's name and, for an
 * album, its card's columns (null when it is not an album's, or is gone).
 */
export interface FeedPageRow extends FeedRow {
  user_name: string | null;
  album_id: string | null;
  album_name: string | null;
  album_artist: string | null;
  album_year: CardColumns['year'];
  album_genre: string | null;
  album_label: string | null;
  album_image: CardColumns['image'];
}

/** How many of everybody's newest adds a feed row may take to find, before the feed looks user by user. */
const RECENT_ADDS_PER_ROW = 50;

/**
 * The feed's order, newest first, as one branch spells it: its time, its
 * kind (a constant within the branch) and its item's id.
 */
const feedOrder = (
  at: string | RawBuilder<unknown>,
  type: FeedItemType | null,
  itemId: string,
): ListOrder<FeedRow> => [
  intColumn(at, 'desc', (row: FeedRow) => row.at),
  textColumn(
    type === null ? 'feed.type' : sql`cast(${sql.lit(type)} as text)`,
    'asc',
    (row: FeedRow) => row.type,
  ),
  textColumn(itemId, 'desc', (row: FeedRow) => row.item_id),
];

/**
 * The feed is one query over the follows: albums the followed users own and
 * the public collections they made, as one stream ordered by time.
 */
export function createFeedRepository(db: Kysely<Database>) {
  /** The followed users whose news the user gets: not those they muted, nor anyone hidden from them. */
  const followedBy = (userId: string) =>
    db
      .selectFrom('follow')
      .select('follow.following_id')
      .where('follow.follower_id', '=', userId)
      .where('follow.following_id', 'not in', hiddenUsers(userId, { muted: true }));

  const directAdds = () =>
    db
      .selectFrom('album_owner')
      .select([
        sql<FeedItemType>`'album'`.as('type'),
        'album_owner.album_id as item_id',
        'album_owner.user_id as user_id',
        'album_owner.added_at as at',
      ])
      // An import is one item of its own, never one per album.
      .where('album_owner.import_id', 'is', null);

  /** The followed users' adds, looked up user by user. */
  const albumItems = (userId: string) => directAdds().where('album_owner.user_id', 'in', followedBy(userId));

  /** The album branch's own spelling of the feed's order. */
  const albumOrder = feedOrder('album_owner.added_at', 'album', 'album_owner.album_id');

  /**
   * The followed users' adds among everybody's newest `RECENT_ADDS_PER_ROW`
   * adds a row past the cursor: a walk down the time index from the cursor,
   * each add checked against the follows, that stops at a page of them. The
   * window is a prefix of the feed's own order (time, then id) past the
   * cursor, so the followed adds in it are the next ones of all whenever it
   * holds a page of them, on page 500 as on page 1.
   */
  const windowAlbumItems = (userId: string, key: readonly SortValue[] | null) => {
    const adds = key === null ? directAdds() : directAdds().where(after(albumOrder, key));
    return db
      .selectFrom(
        adds
          .orderBy('album_owner.added_at', 'desc')
          .orderBy('album_owner.album_id', 'desc')
          .limit(sql.lit(PAGE_FETCH * RECENT_ADDS_PER_ROW))
          .as('recent'),
      )
      .selectAll('recent')
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('follow')
            .select('follow.following_id')
            .where('follow.follower_id', '=', userId)
            .whereRef('follow.following_id', '=', 'recent.user_id'),
        ),
      )
      .where('recent.user_id', 'not in', hiddenUsers(userId, { muted: true }));
  };

  /** Finished (or cancelled) imports that brought records: one item each. */
  const importItems = (userId: string) =>
    db
      .selectFrom('import_job')
      .select([
        sql<FeedItemType>`'import'`.as('type'),
        'import_job.id as item_id',
        'import_job.user_id as user_id',
        sql<number>`coalesce(import_job.finished_at, import_job.updated_at)`.as('at'),
      ])
      .where('import_job.state', 'in', ['done', 'cancelled'])
      .where('import_job.copies_added', '>', 0)
      .where('import_job.user_id', 'in', followedBy(userId));

  const collectionItems = (userId: string) =>
    db
      .selectFrom('collection')
      .select([
        sql<FeedItemType>`'collection'`.as('type'),
        'collection.id as item_id',
        'collection.user_id as user_id',
        'collection.created_at as at',
      ])
      .where('collection.privacy', '=', 'public')
      .where('collection.user_id', 'in', followedBy(userId));

  /**
   * Posts of the accounts on other servers the user follows (accepted), but
   * those an admin hid after a report: `user_id` is the actor's URI, which
   * names no user here.
   */
  const remoteItems = (userId: string) =>
    db
      .selectFrom('remote_post')
      .innerJoin('remote_follow', 'remote_follow.actor_id', 'remote_post.actor_id')
      .select([
        sql<FeedItemType>`'remote'`.as('type'),
        'remote_post.id as item_id',
        'remote_post.actor_id as user_id',
        'remote_post.at as at',
      ])
      .where('remote_follow.user_id', '=', userId)
      .where('remote_follow.state', '=', 'accepted')
      .where('remote_post.hidden_at', 'is', null);

  /**
   * The album branch when everybody's newest adds hold too few of the
   * followed users': from the `upTo`-th newest of the followed users' latest
   * adds on, since at least `upTo` users have an add that new, each latest
   * add one step down an index. When fewer users have added anything, every
   * add of theirs may be needed.
   */
  async function newestOfEachFollowed(userId: string, upTo: number) {
    const followed = db
      .selectFrom(followedBy(userId).as('followed'))
      .select((eb) =>
        eb
          .selectFrom('album_owner')
          .select('album_owner.added_at')
          .whereRef('album_owner.user_id', '=', 'followed.following_id')
          .where('album_owner.import_id', 'is', null)
          .orderBy('album_owner.added_at', 'desc')
          .limit(1)
          .as('latest'),
      );
    const row = await db
      .selectFrom(followed.as('latest_adds'))
      .select('latest_adds.latest')
      // Users who added nothing last (a filter instead would look every latest add up twice).
      .orderBy('latest_adds.latest', (order) => order.desc().nullsLast())
      .limit(1)
      .offset(upTo - 1)
      .executeTakeFirst();
    return row?.latest == null
      ? albumItems(userId)
      : albumItems(userId).where('album_owner.added_at', '>=', Number(row.latest));
  }

  /** The feed's order over the merged branches. */
  const order = feedOrder('feed.at', null, 'feed.item_id');

  /**
   * The four branches past `key`, merged into one page in the feed's order,
   * each row with its user's name and its album's card, so a page is one
   * query. `albums` is the album branch, saying how many rows it found.
   */
  const merged = <DB, TB extends keyof DB>(
    userId: string,
    key: readonly SortValue[] | null,
    albums: SelectQueryBuilder<DB, TB, FeedRow & { found: number | null }>,
  ) => {
    const collections = keysetQueryAfter(
      collectionItems(userId),
      feedOrder('collection.created_at', 'collection', 'collection.id'),
      key,
    );
    const imports = keysetQueryAfter(
      importItems(userId),
      feedOrder(sql`coalesce(import_job.finished_at, import_job.updated_at)`, 'import', 'import_job.id'),
      key,
    );
    const remotes = keysetQueryAfter(
      remoteItems(userId),
      feedOrder('remote_post.at', 'remote', 'remote_post.id'),
      key,
    );
    const others = sql<number | null>`null`.as('found');
    return keysetQueryAfter(
      db
        .selectFrom(
          albums
            .unionAll(db.selectFrom(collections.as('newest_collections')).selectAll().select(others))
            .unionAll(db.selectFrom(imports.as('newest_imports')).selectAll().select(others))
            .unionAll(db.selectFrom(remotes.as('newest_remote')).selectAll().select(others))
            .as('feed'),
        )
        .leftJoin('album', (join) =>
          join.onRef('album.id', '=', 'feed.item_id').on('feed.type', '=', sql.lit<FeedItemType>('album')),
        )
        .leftJoin('user', 'user.id', 'feed.user_id')
        .select([
          'feed.type',
          'feed.item_id',
          'feed.user_id',
          'feed.at',
          'feed.found',
          'user.name as user_name',
          'album.id as album_id',
          'album.name as album_name',
          'album.artist as album_artist',
          'album.year as album_year',
          'album.genre as album_genre',
          'album.label as album_label',
          'album.image as album_image',
        ]),
      order,
      null,
    );
  };

  /** A page from everybody's newest adds past `key` (windowAlbumItems), the album branch counting what it found. */
  const windowedPage = (userId: string, key: readonly SortValue[] | null) =>
    merged(
      userId,
      key,
      db
        .selectFrom(
          keysetQueryAfter(
            windowAlbumItems(userId, key),
            feedOrder('recent.at', 'album', 'recent.item_id'),
            null,
          ).as('newest_albums'),
        )
        .selectAll()
        .select(sql<number>`count(*) over ()`.as('found')),
    );

  // The pages every visit reads, built once (db/prepared-query.ts).
  const windowedFirstPage = preparedQuery(db, { userId: 'text' }, ({ userId }) => windowedPage(userId, null));
  const windowedLaterPage = preparedQuery(
    db,
    { userId: 'text', at: 'int', type: 'text', itemId: 'text' },
    ({ userId, at, type, itemId }) => windowedPage(userId, [at, type, itemId]),
  );

  /** hasNewItems' query: asked with the counts on every page load, so built once. */
  const newItemsOf = preparedQuery(db, { userId: 'text' }, ({ userId }) => {
    const since = sql<number>`coalesce((${db
      .selectFrom('feed_visit')
      .select('feed_visit.visited_at')
      .where('feed_visit.user_id', '=', userId)}), -1)`;
    return db.selectNoFrom((eb) =>
      eb
        .or([
          eb.exists(
            db
              .selectFrom('follow')
              .innerJoin('album_owner', 'album_owner.user_id', 'follow.following_id')
              .select('album_owner.album_id')
              .where('follow.follower_id', '=', userId)
              .where('follow.following_id', 'not in', hiddenUsers(userId, { muted: true }))
              .where('album_owner.import_id', 'is', null)
              .where('album_owner.added_at', '>', since),
          ),
          eb.exists(collectionItems(userId).where('collection.created_at', '>', since)),
          eb.exists(importItems(userId).where('import_job.finished_at', '>', since)),
          // By arrival: a post delivered late is news although dated before the visit.
          eb.exists(remoteItems(userId).where('remote_post.received_at', '>', since)),
        ])
        .as('news'),
    );
  });

  return {
    /**
     * Each branch seeks past the cursor and takes one page of its newest rows,
     * then the three are merged. A page is one query as a rule: its albums
     * come from everybody's newest adds past the cursor, and the album branch
     * says how many it found there; only when that is short of a page does
     * the page come again, looking the followed users' adds up user by user
     * (from newestOfEachFollowed's bound on the first page). That happens
     * when the followed users add little, so there are few adds to look up.
     */
    async page(userId: string, cursor: string | undefined): Promise<Paged<FeedPageRow>> {
      const key = keyOf(order, cursor);
      const rows = await (key === null
        ? windowedFirstPage({ userId })
        : windowedLaterPage({ userId, at: Number(key[0]), type: String(key[1]), itemId: String(key[2]) }));
      const found = rows.find((row) => row.type === 'album')?.found;
      const all =
        found != null && Number(found) >= PAGE_FETCH
          ? rows
          : await merged(
              userId,
              key,
              db
                .selectFrom(
                  keysetQueryAfter(
                    key === null ? await newestOfEachFollowed(userId, PAGE_FETCH) : albumItems(userId),
                    albumOrder,
                    key,
                  ).as('newest_albums'),
                )
                .selectAll()
                .select(sql<number | null>`null`.as('found')),
            ).execute();
      return pageOf(
        all.map(({ found: _found, ...row }) => ({ ...row, at: Number(row.at) })),
        order,
      );
    },

    /** How many records each import added, for its feed item. */
    async importCounts(importIds: readonly string[]): Promise<Map<string, number>> {
      if (importIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('import_job')
        .select(['id', 'copies_added'])
        .where('id', 'in', importIds)
        .execute();
      return new Map(rows.map((row) => [row.id, Number(row.copies_added)]));
    },

    /**
     * Whether anything in the feed is newer than the user's last visit (or
     * exists at all, before a first visit), in one query that stops at the
     * first such item: the albums walk the follows, each followed user's
     * newest direct add one index step away.
     */
    async hasNewItems(userId: string): Promise<boolean> {
      const [row] = await newItemsOf({ userId });
      return Boolean(row?.news);
    },

    /** Records the visit and marks the followed users' public collections as viewed by the user. */
    async recordVisit(userId: string, now: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('feed_visit')
          .values({ user_id: userId, visited_at: now })
          .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ visited_at: now }))
          .execute();
        await trx
          .insertInto('collection_view')
          .columns(['collection_id', 'user_id', 'viewed_at'])
          .expression(
            trx
              .selectFrom('follow')
              .innerJoin('collection', 'collection.user_id', 'follow.following_id')
              .select([
                'collection.id',
                sql<string>`cast(${userId} as text)`.as('user_id'),
                sql<number>`cast(${now} as bigint)`.as('viewed_at'),
              ])
              .where('follow.follower_id', '=', userId)
              .where('collection.privacy', '=', 'public'),
          )
          .onConflict((conflict) =>
            conflict.columns(['collection_id', 'user_id']).doUpdateSet({ viewed_at: now }),
          )
          .execute();
      });
    },
  };
}

export type FeedRepository = ReturnType<typeof createFeedRepository>;
