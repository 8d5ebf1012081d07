import { type Kysely, type RawBuilder, sql } from 'kysely';
import { UNKNOWN } from '@surcos/contracts/albums';
import { STATS_TOP } from '@surcos/contracts/stats';
import type { Dialect } from '../../db/database.ts';
import { formatName, jsonListItems, joinedListItems, type ListItems, utcMonth } from '../../db/list-items.ts';
import type { Database } from '../../db/schema.ts';

/**
 * What a breakdown counts: the user's albums (one per release, as the
 * profile lists them) or their copies (what is on the shelf).
 */
export type StatsUnit = 'albums' | 'copies';

export interface BucketRow {
  bucket: string;
  count: number;
}

/**
 * A collection's figures, every one a GROUP BY in the database: no album is
 * loaded into memory. Each query reads the user's ownerships or copies
 * through their (user_id, …) indexes and the albums by primary key.
 */
export function createStatsRepository(db: Kysely<Database>, dialect: Dialect) {
  /**
   * The user's albums or copies, as `owned`, joined to their albums. A plain
   * join (not a sub-query) lets SQLite walk the (user_id, …) index straight
   * into the album's primary key.
   */
  function owned(unit: StatsUnit, userId: string, items?: ListItems) {
    const table = unit === 'albums' ? ('album_owner as owned' as const) : ('album_copy as owned' as const);
    const from = items ? ([table, 'album', items] as const) : ([table, 'album'] as const);
    return db
      .selectFrom([...from])
      .whereRef('album.id', '=', 'owned.album_id')
      .where('owned.user_id', '=', userId);
  }

  /**
   * The `limit` most frequent values of `bucket` among the user's albums or
   * copies; unknowns left out.
   */
  function top(
    unit: StatsUnit,
    userId: string,
    bucket: RawBuilder<string>,
    limit: number,
  ): Promise<BucketRow[]> {
    return owned(unit, userId)
      .where(bucket, 'not in', [UNKNOWN, ''])
      .select([bucket.as('bucket'), sql<number>`count(*)`.as('count')])
      .groupBy('bucket')
      .orderBy('count', 'desc')
      .orderBy('bucket', 'asc')
      .limit(limit)
      .execute();
  }

  /**
   * The same over a list column's items (genres, styles, formats, labels).
   * The albums are grouped by the list's text first, so the items are cut
   * out of each distinct text once rather than out of every album: a
   * collection repeats 'Rock' or '["Vinyl, LP, Album"]' thousands of times.
   * A list names each item once (they are kept unique), except formats:
   * 'Vinyl, LP' and 'Vinyl, 7"' are both Vinyl, so `countOnce` counts an
   * album once for each distinct name its list gives.
   */
  function topOfList(
    unit: StatsUnit,
    userId: string,
    column: 'genre' | 'styles' | 'formats' | 'label',
    itemsOf: (column: string) => { from: ListItems; value: RawBuilder<string> },
    limit: number,
    countOnce = false,
  ): Promise<BucketRow[]> {
    const texts = owned(unit, userId)
      .select([sql.ref<string>(`album.${column}`).as('list'), sql<number>`count(*)`.as('units')])
      .groupBy(`album.${column}`);
    const { from, value } = itemsOf('texts.list');
    const items = db
      .selectFrom([texts.as('texts'), from])
      .select(['texts.list', 'texts.units', value.as('bucket')])
      .$if(countOnce, (query) => query.distinct());
    return db
      .selectFrom(items.as('items'))
      .where('items.bucket', 'not in', [UNKNOWN, ''])
      .select(['items.bucket', sql<number>`sum(items.units)`.as('count')])
      .groupBy('items.bucket')
      .orderBy('count', 'desc')
      .orderBy('items.bucket', 'asc')
      .limit(limit)
      .execute();
  }

  const jsonItems = (column: string) => ({
    from: jsonListItems(dialect, column),
    value: sql<string>`item.value`,
  });
  const joinedItems = (column: string) => joinedListItems(dialect, column);

  return {
    async totals(unit: StatsUnit, userId: string) {
      const priced = sql<boolean>`album.lowest_price > 0`;
      return owned(unit, userId)
        .select([
          sql<number>`(select count(*) from album_owner where album_owner.user_id = ${userId})`.as('albums'),
          sql<number>`count(*)`.as('units'),
          sql<number>`coalesce(sum(case when ${priced} then album.lowest_price else 0 end), 0)`.as('value'),
          sql<number>`count(distinct case when ${priced} then album.id end)`.as('priced_albums'),
          sql<number>`coalesce(sum(case when ${priced} then 1 else 0 end), 0)`.as('priced_units'),
        ])
        .executeTakeFirstOrThrow();
    },

    /** The user's albums that lack what a breakdown counts: unknown or empty, as the breakdowns leave out. */
    missing(userId: string) {
      const lacks = (column: 'genre' | 'country' | 'label') =>
        sql<number>`coalesce(sum(case when album.${sql.ref(column)} in (${UNKNOWN}, '') then 1 else 0 end), 0)`;
      return owned('albums', userId)
        .select([
          lacks('genre').as('genre'),
          sql<number>`coalesce(sum(case when album.styles in ('[]', '') then 1 else 0 end), 0)`.as('style'),
          sql<number>`coalesce(sum(case when album.year is null then 1 else 0 end), 0)`.as('year'),
          lacks('country').as('country'),
          lacks('label').as('label'),
        ])
        .executeTakeFirstOrThrow();
    },

    genres(userId: string) {
      return topOfList('albums', userId, 'genre', joinedItems, STATS_TOP.genres);
    },

    styles(userId: string) {
      return topOfList('albums', userId, 'styles', jsonItems, STATS_TOP.styles);
    },

    formats(unit: StatsUnit, userId: string) {
      const names = (column: string) => ({
        from: jsonListItems(dialect, column),
        value: formatName(dialect, sql<string>`item.value`),
      });
      return topOfList(unit, userId, 'formats', names, STATS_TOP.formats, true);
    },

    labels(userId: string) {
      return topOfList('albums', userId, 'label', joinedItems, STATS_TOP.labels);
    },

    countries(userId: string) {
      return top('albums', userId, sql<string>`album.country`, STATS_TOP.countries);
    },

    /** Artists as albums credit them: 'Simon & Garfunkel' is one artist, never split. */
    artists(userId: string) {
      return top('albums', userId, sql<string>`album.artist`, STATS_TOP.artists);
    },

    decades(userId: string) {
      const decade = sql<number>`(album.year / 10) * 10`;
      return owned('albums', userId)
        .where('album.year', 'is not', null)
        .select([decade.as('decade'), sql<number>`count(*)`.as('count')])
        .groupBy('decade')
        .orderBy('decade')
        .execute();
    },

    /** Albums by the month their first copy was added. */
    months(userId: string) {
      const month = utcMonth(dialect, 'owned.added_at');
      return db
        .selectFrom('album_owner as owned')
        .where('owned.user_id', '=', userId)
        .select([month.as('month'), sql<number>`count(*)`.as('count')])
        .groupBy('month')
        .orderBy('month')
        .execute();
    },
  };
}

export type StatsRepository = ReturnType<typeof createStatsRepository>;
export type StatsTotalsRow = Awaited<ReturnType<StatsRepository['totals']>>;
export type MissingRow = Awaited<ReturnType<StatsRepository['missing']>>;
export type DecadeRow = Awaited<ReturnType<StatsRepository['decades']>>[number];
export type MonthRow = Awaited<ReturnType<StatsRepository['months']>>[number];
