import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { MatchLevel, RemoteHolder } from '@surcos/contracts/matches';
import { remoteAvatarPath } from '@surcos/contracts/remote-follows';
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
  /** An account of another server (docs/decisions/061-remote-holdings.md). */
  remote?: RemoteHolder;
}

export interface MatchPeopleRow {
  user_id: string;
  user_name: string;
  sort_name: string;
  remote?: RemoteHolder;
}

/** The fields of a card, as the page's query selects them twice: `mine_…` and `theirs_…`. */
const CARD_FIELDS = CARD_COLUMNS.map((column) => column.slice('album.'.length) as keyof CardColumns);

/** A row of Coincidencias' page: a match, its person, and the cards of both pressings (null when not here). */
type PageRow = MatchRow & { sort_name: string; side: 'have' | 'want' } & {
  [Field in keyof CardColumns as `mine_${Field}` | `theirs_${Field}`]: CardColumns[Field] | null;
};

/** The card of one side of a page's row, or null when that album is not stored here. */
function cardOf(row: PageRow, side: 'mine' | 'theirs'): CardColumns | null {
  if (row[`${side}_id`] === null) return null;
  const card: Record<string, unknown> = {};
  for (const field of CARD_FIELDS) card[field] = row[`${side}_${field}`];
  return card as unknown as CardColumns;
}

/**
 * People by name, ids breaking ties: the order of `followed_match_people`
 * (migration 039), which the page walks as `x`.
 */
const PEOPLE_ORDER = [
  textColumn('x.sort_name', 'asc', (row: MatchPeopleRow) => row.sort_name),
  textColumn('x.holder_id', 'asc', (row: MatchPeopleRow) => row.user_id),
];

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
 * A holder's name: a member's, or a followed remote account's (its name, else
 * its address). A remote holder's release need not be an album here, so its
 * rows carry the master its server gave (`master_id`, null for members here),
 * by which the second branch of `holdersOf` finds it.
 */
const holderName = sql`coalesce(
  (select u.name from "user" u where u.id = h.holder_id),
  (select coalesce(ra.name, ra.handle) from remote_actor ra where ra.id = h.holder_id))`;

/** The remote accounts the viewer blocked (decision 060): as `hiddenUsers` for members here. */
const blockedRemotes = (viewerId: string) =>
  sql`(select rb.actor_id from remote_block rb where rb.user_id = ${viewerId})`;

/**
 * The viewer's rows of `followed_holding` where `on` holds (it names the
 * tables before it in the query), joined as `h`. PostgreSQL took a plain
 * join's list of ids, given as JSON, for a hundred rows, and pressings for
 * four hundred, so it hashed every row of the viewer (50,047 at 100,000
 * albums, 38 ms) to find a few dozen, where the index answers each pressing in
 * microseconds: there it is a lateral sub-query, kept whole (`offset 0`, or
 * PostgreSQL pulls it up into the join and hashes again), a loop over what
 * comes before it. SQLite keeps the join order a `cross join` gives, and has
 * no `lateral`.
 */
const viewersHoldings = (dialect: Dialect, viewerId: string, on: RawBuilder<unknown>) =>
  dialect === 'postgres'
    ? sql`lateral (select * from followed_holding h where h.viewer_id = ${viewerId} and ${on} offset 0) h`
    : sql`followed_holding h`;

/**
 * Matches are read from My albums and wishlists only, never from
 * collections, and only among the people the viewer follows (whose wishlists
 * the viewer may see): see docs/decisions/016-matches-visibility.md. The
 * tables of migration 027 keep them (docs/decisions/054-match-tables.md):
 * what each followed user holds, by the viewer and album, for any album, and
 * each match of the viewer's own lists, by the viewer and person. Nobody the
 * viewer may not see (a suspension, a block, a follow that raced one) is
 * named: that is decided here, at each read, not kept in the tables.
 * The holder's names are read by primary key for each match found: as a
 * join, PostgreSQL sorted or hashed every user to name a few hundred.
 */
const holdersOf = (dialect: Dialect, viewerId: string, mine: RawBuilder<unknown>) => sql<
  MatchRow & { held: Held }
>`
  select p.mine_id, p.theirs_id, p.level, h.holder_id as user_id, h.held, ${holderName} as user_name
  from (${pressings(mine)}) p
  cross join ${viewersHoldings(dialect, viewerId, sql`h.album_id = p.theirs_id`)}
  where h.viewer_id = ${viewerId} and h.album_id = p.theirs_id
    and h.holder_id not in ${hiddenUsers(viewerId)} and h.holder_id not in ${blockedRemotes(viewerId)}
  union all
  select m.album_id, h.album_id, 'master', h.holder_id, h.held, ${holderName}
  from (${mine}) m cross join album own
  cross join ${viewersHoldings(dialect, viewerId, sql`h.master_id = own.master_id`)}
  where own.id = m.album_id and h.viewer_id = ${viewerId} and h.master_id = own.master_id
    and h.album_id <> own.id and h.holder_id not in ${blockedRemotes(viewerId)}`;

/** The albums of a JSON array of ids. */
const albumsIn = (dialect: Dialect, idsJson: string) =>
  sql`select ids.value as album_id from (${jsonValueItems(dialect, idsJson)}) ids`;

export function createMatchesRepository(db: Kysely<Database>, dialect: Dialect) {
  /** The remote accounts among these holders, as shown: their address and picture. */
  const remoteHolders = async (ids: Iterable<string>): Promise<Map<string, RemoteHolder>> => {
    // A member's id is never an address; an actor's always is.
    const actorIds = [...new Set(ids)].filter((id) => /^https?:\/\//.test(id));
    if (actorIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('remote_actor')
      .select(['id', 'handle', 'icon_url'])
      .where('id', 'in', actorIds)
      .execute();
    return new Map(
      rows.map((row) => [
        row.id,
        {
          address: `@${row.handle}`,
          avatarUrl: row.icon_url === null ? null : remoteAvatarPath(row.id),
        },
      ]),
    );
  };
  const withRemote = <T extends { user_id: string }>(rows: T[], remote: Map<string, RemoteHolder>) =>
    rows.map((row) => {
      const found = remote.get(row.user_id);
      return found === undefined ? row : { ...row, remote: found };
    });

  /**
   * A page of the people the viewer has matches with, by name, then every
   * match of theirs with the cards of both pressings: all from the viewer's
   * rows of `followed_match`, in one query. The people are a walk of the
   * viewer's rows in the page's order, by the sort name each row keeps
   * (docs/decisions/067-match-sort-names.md), that stops once the page has
   * its people; only those are named, after the limit.
   */
  const pageQuery = (viewerId: string, key: readonly SortValue[] | null) =>
    sql<PageRow>`
        with people as (
          select distinct x.holder_id, x.sort_name
          from followed_match x
          where x.viewer_id = ${viewerId}
            and x.holder_id not in ${hiddenUsers(viewerId)}
            and x.holder_id not in ${blockedRemotes(viewerId)}
            and ${key === null ? sql`1 = 1` : after(PEOPLE_ORDER, key)}
          order by ${orderSql(PEOPLE_ORDER)}
          limit ${sql.lit(PAGE_FETCH)}
        )
        select m.side, m.mine_id, m.theirs_id, m.level, x.holder_id as user_id, x.sort_name,
          coalesce(
            (select u.name from "user" u where u.id = x.holder_id),
            (select coalesce(ra.name, ra.handle) from remote_actor ra where ra.id = x.holder_id)
          ) as user_name,
          ${sql.join(CARD_FIELDS.map((field) => sql`mine.${sql.ref(field)} as ${sql.ref(`mine_${field}`)}`))},
          ${sql.join(CARD_FIELDS.map((field) => sql`theirs.${sql.ref(field)} as ${sql.ref(`theirs_${field}`)}`))}
        from people x cross join followed_match m
          left join album mine on mine.id = m.mine_id
          left join album theirs on theirs.id = m.theirs_id
        where m.viewer_id = ${viewerId} and m.holder_id = x.holder_id
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
  const ofAlbumsQuery = preparedQuery(db, { viewerId: 'text', idsJson: 'text' }, ({ viewerId, idsJson }) =>
    holdersOf(dialect, viewerId, albumsIn(dialect, idsJson)),
  );

  return {
    /** For each album: the followed users who own a pressing of it, and those who wish for one. */
    async ofAlbums(viewerId: string, albumIds: readonly string[]) {
      const owners: MatchRow[] = [];
      const wishers: MatchRow[] = [];
      const rows = await ofAlbumsQuery({ viewerId, idsJson: JSON.stringify(albumIds) });
      const remote = await remoteHolders(rows.map((row) => row.user_id));
      for (const { held, ...row } of withRemote(rows, remote)) {
        (held === 'owned' ? owners : wishers).push(row);
      }
      return { owners, wishers };
    },

    /**
     * One page of the followed users the viewer matches with, in either
     * direction, by name, with every match of theirs: what they own of the
     * viewer's wishlist (`theyHave`) and wish of the viewer's albums
     * (`theyWant`). Only the page's people and their matches leave the database.
     */
    async page(viewerId: string, cursor: string | undefined) {
      const key = keyOf(PEOPLE_ORDER, cursor);
      const rows = await (key === null
        ? firstPage({ viewerId })
        : laterPage({ viewerId, sortName: String(key[0]), userId: String(key[1]) }));
      const people = new Map<string, MatchPeopleRow>();
      const theyHave: MatchRow[] = [];
      const theyWant: MatchRow[] = [];
      const cards = new Map<string, CardColumns>();
      const remote = await remoteHolders(rows.map((row) => row.user_id));
      for (const row of withRemote(rows, remote)) {
        const match: MatchRow = {
          mine_id: row.mine_id,
          theirs_id: row.theirs_id,
          level: row.level,
          user_id: row.user_id,
          user_name: row.user_name,
          ...(row.remote === undefined ? {} : { remote: row.remote }),
        };
        if (!people.has(row.user_id)) {
          people.set(row.user_id, {
            user_id: row.user_id,
            user_name: row.user_name,
            sort_name: row.sort_name,
            remote: row.remote,
          });
        }
        (row.side === 'have' ? theyHave : theyWant).push(match);
        for (const side of ['mine', 'theirs'] as const) {
          const card = cardOf(row, side);
          if (card !== null) cards.set(card.id, card);
        }
      }
      return { people: pageOf([...people.values()], PEOPLE_ORDER), theyHave, theyWant, cards };
    },
  };
}

export type MatchesRepository = ReturnType<typeof createMatchesRepository>;
