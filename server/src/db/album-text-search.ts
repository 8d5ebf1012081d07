import { type Kysely, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { Paged } from '../lib/paging.ts';
import type { SortedCardRow } from './album-card.ts';
import type { Dialect } from './database.ts';
import { foldedContains } from './folded-search.ts';
import { after, keyOf, keysetPage, type ListOrder, orderSql } from './paging.ts';
import type { Database } from './schema.ts';
import { foldForSearch } from '../music/normalize.ts';

/**
 * Up to this many matches a search reads them all from the text index and
 * sorts them (under 2 ms at a million albums); beyond it, matches are common
 * enough that a page usually fills within the first rows of the list's own
 * order. Counting them up to here costs a quarter of a millisecond
 * (docs/decisions/028-text-index.md).
 */
export const TEXT_INDEX_MAX_MATCHES = 1000;

/**
 * How many rows of the list's order a search with many matches reads before
 * it gives up on them and sorts the matches instead: the matches of a common
 * word may all sit far into one order ('luna' by artist).
 */
const ORDER_WINDOW = 4000;

/** The trigram tokenizer indexes runs of three characters: a shorter query has nothing to look up. */
const TRIGRAM = 3;

/** Explorar's albums: the ones somebody owns. A literal, not a parameter: only then can SQLite use the partial indexes. */
export const OWNED = sql<SqlBool>`album.owner_count > 0`;

type CardQuery = SelectQueryBuilder<Database, 'album', SortedCardRow>;

/**
 * The rows of `order` up to `edge`, inclusive, as a row-value comparison
 * (every album order runs one way in all its columns, as a row value needs).
 * SQLite seeks and stops on a row value along an index of plain columns, but
 * not along an index of expressions (the year orders): there the bound on the
 * first column alone does it, with the whole of the edge's year in the window.
 */
function upTo(order: ListOrder<SortedCardRow>, edge: SortedCardRow) {
  const [first] = order;
  if (first === undefined || order.some((col) => col.desc !== first.desc)) {
    throw new Error('A window needs an order of one direction.');
  }
  const comparison = sql.raw(first.desc ? '>=' : '<=');
  const columns = sql.join(order.map((col) => col.expression));
  const values = sql.join(order.map((col) => col.of(edge)));
  return sql<SqlBool>`(${first.expression} ${comparison} ${first.of(edge)} and (${columns}) ${comparison} (${values}))`;
}

/**
 * A page of Explorar's albums whose folded text contains the folded query.
 * The LIKE alone decides which albums match, on both databases. PostgreSQL's
 * planner weighs pg_trgm's index against the list's order itself, from its
 * statistics. SQLite has no statistics for FTS5, so the choice is made here:
 * few matches are read from the index (migration 018) and sorted; many are
 * found by walking the list's order, for at most ORDER_WINDOW rows.
 * `keptEdge` may keep where a first page's window ends (it reads with `read`).
 */
export async function searchPage(
  db: Kysely<Database>,
  dialect: Dialect,
  cards: CardQuery,
  order: ListOrder<SortedCardRow>,
  query: string,
  cursor: string | undefined,
  keptEdge: (read: () => Promise<SortedCardRow | undefined>) => Promise<SortedCardRow | undefined> = (read) =>
    read(),
): Promise<Paged<SortedCardRow>> {
  const matching = cards.where(foldedContains('album.search_text', query));
  const folded = foldForSearch(query);
  if (dialect !== 'sqlite' || [...folded].length < TRIGRAM) return keysetPage(matching, order, cursor);

  // An FTS5 phrase of the query's trigrams: the very substring, every character literal.
  const phrase = `"${folded.replaceAll('"', '""')}"`;
  const indexed = matching.where(
    sql<SqlBool>`album.rowid in (select rowid from album_search where album_search match ${phrase})`,
  );
  const counted = await sql<{ matches: number }>`select count(*) as matches from (
      select rowid from album_search where album_search match ${phrase} limit ${TEXT_INDEX_MAX_MATCHES}
    )`.execute(db);
  if ((counted.rows[0]?.matches ?? 0) < TEXT_INDEX_MAX_MATCHES) return keysetPage(indexed, order, cursor);

  // Where the window ends: the sort key of its last row, read from the order's index alone.
  const key = keyOf(order, cursor);
  const from = key === null ? cards : cards.where(after(order, key));
  const readEdge = () =>
    from
      .orderBy(orderSql(order))
      .limit(1)
      .offset(ORDER_WINDOW - 1)
      .executeTakeFirst();
  // A first page's window is the same for every search in that order: the caller may keep it.
  const edge = await (key === null ? keptEdge(readEdge) : readEdge());
  if (edge === undefined) return keysetPage(matching, order, cursor);
  const windowed = await keysetPage(matching.where(upTo(order, edge)), order, cursor);
  // A full page within the window is the full page; otherwise the matches lie further on.
  return windowed.nextCursor === null ? keysetPage(indexed, order, cursor) : windowed;
}
