import { type Kysely, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { AlbumSort } from '@surcos/contracts/albums';
import type { Paged, SortValue } from '../lib/paging.ts';
import type { SortedCardRow } from './album-card.ts';
import type { Dialect } from './database.ts';
import { containsPattern, likePattern } from './folded-search.ts';
import {
  after,
  keyOf,
  keysetPage,
  keysetQueryAfter,
  type ListOrder,
  orderSql,
  pageOf,
  seeksAsRowValue,
} from './paging.ts';
import { preparedQuery } from './prepared-query.ts';
import type { Database } from './schema.ts';
import { foldForSearch } from '../music/normalize.ts';

/**
 * Up to this many matches a search reads them all from the text index and
 * sorts them; beyond it, it first walks a window of the list's own order,
 * where the matches of a common word fill a page within the first rows. The
 * two costs meet here: reading and sorting this many matches costs about what
 * a window without a single match does (a quarter of a millisecond at a
 * million albums, since the order's index holds the text: migration 019), so
 * neither path costs a search much more than the other would have. Finding
 * whether there are this many costs tens of microseconds
 * (docs/decisions/028-text-index.md).
 */
export const TEXT_INDEX_MAX_MATCHES = 250;

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
 * The rows of `order` up to the key `edge`, inclusive, as a row-value comparison
 * (every album order runs one way in all its columns, as a row value needs).
 * SQLite seeks and stops on a row value along an index of one table's plain columns; given
 * a bound on the first column beside it, it would use that instead and walk
 * all of the edge's first value (a whole genre). Along an index of
 * expressions (the year orders) it does not use the row value: there the
 * bound on the first column does it, with the whole of the edge's year in the
 * window.
 */
function upTo(order: ListOrder<SortedCardRow>, edge: readonly SortValue[]) {
  const [first] = order;
  if (first === undefined || order.some((col) => col.desc !== first.desc)) {
    throw new Error('A window needs an order of one direction.');
  }
  const comparison = sql.raw(first.desc ? '>=' : '<=');
  const columns = sql.join(order.map((col) => col.expression));
  const rowValue = sql<SqlBool>`(${columns}) ${comparison} (${sql.join([...edge])})`;
  return seeksAsRowValue(order)
    ? rowValue
    : sql<SqlBool>`(${first.expression} ${comparison} ${edge[0]} and ${rowValue})`;
}

/** Where a first page's search window ends: a row of the order, kept by the caller maybe (it reads with `read`). */
export type KeptEdge = (read: () => Promise<SortedCardRow | undefined>) => Promise<SortedCardRow | undefined>;

/**
 * Pages of Explorar's albums (`cards`) whose folded text contains the folded
 * query. The LIKE alone decides which albums match, on both databases.
 * PostgreSQL's planner weighs pg_trgm's index against the list's order
 * itself, from its statistics. SQLite has no statistics for FTS5, so the
 * choice is made here: few matches are read from the index (migration 018)
 * and sorted; many are found by walking the list's order, for at most
 * ORDER_WINDOW rows. On SQLite a search's first pages, the ones every search
 * opens, are prepared queries, one of each kind for each order
 * (db/prepared-query.ts); PostgreSQL's are not, since a plan kept for one
 * query would be the wrong plan for a rarer or commoner word.
 */
export function createAlbumSearch(
  db: Kysely<Database>,
  dialect: Dialect,
  cards: () => CardQuery,
  orderOf: (sort: AlbumSort) => ListOrder<SortedCardRow>,
) {
  /** Whether the text index holds TEXT_INDEX_MAX_MATCHES matches of a phrase: it stops reading at the last. */
  const hasManyMatches = preparedQuery(
    db,
    { phrase: 'text' },
    ({ phrase }) =>
      sql<{ many: number }>`select exists (
        select rowid from album_search where album_search match ${phrase}
        limit 1 offset ${sql.lit(TEXT_INDEX_MAX_MATCHES - 1)}
      ) as many`,
  );

  const indexed = (query: CardQuery, phrase: string) =>
    query.where(
      sql<SqlBool>`album.rowid in (select rowid from album_search where album_search match ${phrase})`,
    );

  const firstPagesOf = (order: ListOrder<SortedCardRow>) => {
    const edgeSpec = Object.fromEntries(order.map((col, index) => [`edge${index}`, col.type] as const));
    return {
      /** Few matches: all of them from the text index, sorted. */
      indexed: preparedQuery(db, { pattern: 'text', phrase: 'text' }, ({ pattern, phrase }) =>
        keysetQueryAfter(
          indexed(cards().where(likePattern('album.search_text', pattern)), phrase),
          order,
          null,
        ),
      ),
      /** Many matches: those within the window of the order's first rows. */
      windowed: preparedQuery(db, { pattern: 'text', ...edgeSpec }, (values) => {
        const edge = order.map(
          (_, index) => (values as Record<string, SortValue>)[`edge${index}`] as SortValue,
        );
        return keysetQueryAfter(
          cards().where(likePattern('album.search_text', values.pattern)).where(upTo(order, edge)),
          order,
          null,
        );
      }),
    };
  };
  const firstPages = new Map<AlbumSort, ReturnType<typeof firstPagesOf>>();

  return async function searchPage(
    sort: AlbumSort,
    query: string,
    cursor: string | undefined,
    keptEdge: KeptEdge = (read) => read(),
  ): Promise<Paged<SortedCardRow>> {
    const order = orderOf(sort);
    const pattern = containsPattern(query);
    // Built only where a page is not a prepared query.
    const matching = () => cards().where(likePattern('album.search_text', pattern));
    const folded = foldForSearch(query);
    if (dialect !== 'sqlite' || [...folded].length < TRIGRAM) return keysetPage(matching(), order, cursor);

    let prepared = firstPages.get(sort);
    if (!prepared) {
      prepared = firstPagesOf(order);
      firstPages.set(sort, prepared);
    }
    // An FTS5 phrase of the query's trigrams: the very substring, every character literal.
    const phrase = `"${folded.replaceAll('"', '""')}"`;
    const key = keyOf(order, cursor);
    const fromIndex = async () =>
      key === null
        ? pageOf(await prepared.indexed({ pattern, phrase }), order)
        : keysetPage(indexed(matching(), phrase), order, cursor);
    const [counted] = await hasManyMatches({ phrase });
    if (!counted?.many) return fromIndex();

    // Where the window ends: the sort key of its last row, read from the order's index alone.
    const readEdge = () =>
      (key === null ? cards() : cards().where(after(order, key)))
        .orderBy(orderSql(order))
        .limit(1)
        .offset(ORDER_WINDOW - 1)
        .executeTakeFirst();
    // A first page's window is the same for every search in that order: the caller may keep it.
    const edgeRow = await (key === null ? keptEdge(readEdge) : readEdge());
    if (edgeRow === undefined) return keysetPage(matching(), order, cursor);
    const edge = order.map((col) => col.of(edgeRow));
    const windowed =
      key === null
        ? pageOf(
            await prepared.windowed({
              pattern,
              ...Object.fromEntries(edge.map((value, index) => [`edge${index}`, value])),
            }),
            order,
          )
        : await keysetPage(matching().where(upTo(order, edge)), order, cursor);
    // A full page within the window is the full page; otherwise the matches lie further on.
    return windowed.nextCursor === null ? fromIndex() : windowed;
  };
}
