import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { MatchLevel } from '@surcos/contracts/matches';
import { CARD_COLUMNS, type CardColumns } from '../../db/album-card.ts';
import type { Dialect } from '../../db/database.ts';
import { hiddenUsers } from '../../db/hidden-users.ts';
import { jsonValueItems } from '../../db/list-items.ts';
import { after, keyOf, orderSql, PAGE_FETCH, pageOf, textColumn } from '../../db/paging.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import type { Database } from '../../db/schema.ts';
import type { SortValue } from '../../lib/paging.ts';

/** What the followed user holds: a pressing they own, or one on their wishlist. */
type Held = 'owned' | 'wished';

/** A followed user holding a pressing of one of the viewer's albums. */
export interface MatchRow {
  mine_id: string;
  theirs_id: string;
  level: MatchLevel;
  user_id: string;
  user_name: string;
}

export interface MatchPeopleRow {
  user_id: string;
  user_name: string;
  sort_name: string;
}

/** People by name, ids breaking ties. */
const PEOPLE_ORDER = [
  textColumn('x.sort_name', 'asc', (row: MatchPeopleRow) => row.sort_name),
  textColumn('x.user_id', 'asc', (row: MatchPeopleRow) => row.user_id),
];

const HELD_TABLE = { owned: sql.table('album_owner'), wished: sql.table('wishlist_entry') };

/**
 * The viewer's albums (`mine`, one `album_id` column) each paired with
 * itself and with every other pressing of its master; an album without a
 * master pairs with itself only.
 */
const pressings = (mine: RawBuilder<unknown>) => sql`
  select m.album_id as mine_id, m.album_id as theirs_id, 'release' as level from (${mine}) m
  union all
  select m.album_id, other.id, 'master' from (${mine}) m
    cross join album own
    cross join album other
  where own.id = m.album_id and other.master_id = own.master_id and other.id <> own.id`;

/**
 * Matches are read from My albums and wishlists only, never from
 * collections, and only among the people the viewer follows (whose wishlists
 * the viewer may see): see docs/decisions/016-matches-visibility.md. Each
 * pressing is found through the album_owner / wishlist_entry album index,
 * then kept when the follow's primary key says the viewer follows its
 * holder, so the cost grows with the viewer's albums, not their follows.
 * `cross join` with the conditions in `where` pins that order in SQLite
 * (whose planner otherwise started from the 2,000 follows and took seconds);
 * PostgreSQL plans it like the inner joins it is. A block removes the follows both ways,
 * and nobody the viewer may not see (a suspension, a follow that raced a block) is named.
 * The holder's names are read by primary key for each match found: as a
 * join, PostgreSQL sorted or hashed every user to name a few hundred
 * matches (Coincidencias took 82 ms of PostgreSQL's time at a million
 * albums, 40 ms this way).
 */
const matches = (viewerId: string, mine: RawBuilder<unknown>, held: Held) => sql<
  MatchRow & { sort_name: string }
>`
  select p.mine_id, p.theirs_id, p.level, held.user_id,
    (select u.name from "user" u where u.id = held.user_id) as user_name,
    (select coalesce(u."searchName", u.name) from "user" u where u.id = held.user_id) as sort_name
  from (${pressings(mine)}) p
  cross join ${HELD_TABLE[held]} held
  cross join follow f
  where held.album_id = p.theirs_id
    and f.follower_id = ${viewerId} and f.following_id = held.user_id
    and held.user_id not in ${hiddenUsers(viewerId)}`;

const wishlistOf = (userId: string) => sql`select album_id from wishlist_entry where user_id = ${userId}`;
const ownedBy = (userId: string) => sql`select album_id from album_owner where user_id = ${userId}`;
/** The albums of a JSON array of ids. */
const albumsIn = (dialect: Dialect, idsJson: string) =>
  sql`select ids.value as album_id from (${jsonValueItems(dialect, idsJson)}) ids`;

export function createMatchesRepository(db: Kysely<Database>, dialect: Dialect) {
  /**
   * The matches worked out once, in the database, which groups them into
   * people; only the page's matches leave it.
   */
  const pageQuery = (viewerId: string, key: readonly SortValue[] | null) =>
    sql<MatchRow & { sort_name: string; side: 'have' | 'want' }>`
        with x as materialized (
          select 'have' as side, have.* from (${matches(viewerId, wishlistOf(viewerId), 'owned')}) have
          union all
          select 'want' as side, want.* from (${matches(viewerId, ownedBy(viewerId), 'wished')}) want
        ),
        people as (
          select x.user_id from x
          where ${key === null ? sql`1 = 1` : after(PEOPLE_ORDER, key)}
          group by x.user_id, x.user_name, x.sort_name
          order by ${orderSql(PEOPLE_ORDER)}
          limit ${sql.lit(PAGE_FETCH)}
        )
        select x.side, x.mine_id, x.theirs_id, x.level, x.user_id, x.user_name, x.sort_name from x
        where x.user_id in (select people.user_id from people)
        order by ${orderSql(PEOPLE_ORDER)}`;
  // Coincidencias' pages, built once (db/prepared-query.ts).
  const firstPage = preparedQuery(db, { viewerId: 'text' }, ({ viewerId }) => pageQuery(viewerId, null));
  const laterPage = preparedQuery(
    db,
    { viewerId: 'text', sortName: 'text', userId: 'text' },
    ({ viewerId, sortName, userId }) => pageQuery(viewerId, [sortName, userId]),
  );

  /**
   * The owners and the wishers of the albums on a page, in one query built
   * once: the ids come as one JSON value, so the text is the same for any
   * page and PostgreSQL plans it once per connection instead of at every
   * page of cards (which took it longer than answering).
   */
  const ofAlbumsQuery = preparedQuery(db, { viewerId: 'text', idsJson: 'text' }, ({ viewerId, idsJson }) => {
    const mine = albumsIn(dialect, idsJson);
    return sql<MatchRow & { sort_name: string; held: Held }>`
      select 'owned' as held, owned.* from (${matches(viewerId, mine, 'owned')}) owned
      union all
      select 'wished' as held, wished.* from (${matches(viewerId, mine, 'wished')}) wished`;
  });

  return {
    /** For each album: the followed users who own a pressing of it, and those who wish for one. */
    async ofAlbums(viewerId: string, albumIds: readonly string[]) {
      const owners: MatchRow[] = [];
      const wishers: MatchRow[] = [];
      for (const { held, sort_name: _sort, ...row } of await ofAlbumsQuery({
        viewerId,
        idsJson: JSON.stringify(albumIds),
      })) {
        (held === 'owned' ? owners : wishers).push(row);
      }
      return { owners, wishers };
    },

    /**
     * One page of the followed users the viewer matches with, in either
     * direction, by name, with every match of theirs: what they own of the
     * viewer's wishlist (`theyHave`) and wish of the viewer's albums
     * (`theyWant`). The matches are worked out once, in the database, which
     * groups them into people; only the page's matches leave it.
     */
    async page(viewerId: string, cursor: string | undefined) {
      const key = keyOf(PEOPLE_ORDER, cursor);
      const rows = await (key === null
        ? firstPage({ viewerId })
        : laterPage({ viewerId, sortName: String(key[0]), userId: String(key[1]) }));
      const people = new Map<string, MatchPeopleRow>();
      const theyHave: MatchRow[] = [];
      const theyWant: MatchRow[] = [];
      for (const { side, sort_name, ...row } of rows) {
        if (!people.has(row.user_id)) {
          people.set(row.user_id, { user_id: row.user_id, user_name: row.user_name, sort_name });
        }
        (side === 'have' ? theyHave : theyWant).push(row);
      }
      return { people: pageOf([...people.values()], PEOPLE_ORDER), theyHave, theyWant };
    },

    /** The cards of the albums a page of matches names. */
    cards(albumIds: readonly string[]): Promise<CardColumns[]> {
      if (albumIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('album')
        .select([...CARD_COLUMNS])
        .where('album.id', 'in', [...albumIds])
        .execute();
    },
  };
}

export type MatchesRepository = ReturnType<typeof createMatchesRepository>;
