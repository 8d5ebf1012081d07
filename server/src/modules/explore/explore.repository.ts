import type { Kysely } from 'kysely';
import { ALBUM_SORTS, type AlbumListQuery, type AlbumSort } from '@surcos/contracts/albums';
import type { SearchPageQuery } from '@surcos/contracts/paging';
import { albumOrder, CARD_COLUMNS, SORT_COLUMNS } from '../../db/album-card.ts';
import { createAlbumSearch, OWNED } from '../../db/album-text-search.ts';
import type { Dialect } from '../../db/database.ts';
import type { SortedCardRow } from '../../db/album-card.ts';
import { createKeptReads } from '../../lib/kept-reads.ts';
import type { TableWrites } from '../../db/table-writes.ts';
import { keysetPage } from '../../db/paging.ts';
import type { Database } from '../../db/schema.ts';
import { hiddenUsers } from '../../db/hidden-users.ts';
import { listPublicCollections, newestPublicCollections } from '../collections/collections.repository.ts';

/** Explorar's lists: what everybody owns and the public collections. */
/** How long a search's window edge is kept at most (another instance's writes): as Explorar's first pages. */
const EDGE_MAX_AGE_MS = 1000;

export function createExploreRepository(db: Kysely<Database>, dialect: Dialect, albumWrites: TableWrites) {
  const edges = createKeptReads<AlbumSort, { edge: SortedCardRow | undefined }>(albumWrites, {
    maxAgeMs: EDGE_MAX_AGE_MS,
    maxEntries: ALBUM_SORTS.length,
  });
  /** Where a first page's search window ends in `sort`: the same for every search until an album is written. */
  const keptEdge =
    (sort: AlbumSort) =>
    async (read: () => Promise<SortedCardRow | undefined>): Promise<SortedCardRow | undefined> =>
      (await edges(sort, async () => ({ edge: await read() }))).edge;

  /** Every album somebody owns, with the latest add by anyone. */
  const cards = () =>
    db
      .selectFrom('album')
      .select([...CARD_COLUMNS, ...SORT_COLUMNS, 'album.last_added_at as added_at'])
      .where(OWNED);
  const orderOf = (sort: AlbumSort) => albumOrder(sort, 'album.last_added_at');
  const searchPage = createAlbumSearch(db, dialect, cards, orderOf);

  return {
    albums(query: AlbumListQuery) {
      return query.q
        ? searchPage(query.sort, query.q, query.cursor, keptEdge(query.sort))
        : keysetPage(cards(), orderOf(query.sort), query.cursor);
    },

    collections: (query: SearchPageQuery, viewerId: string) => listPublicCollections(db, viewerId, query),

    /**
     * The albums most recently added, each owned by somebody the viewer may see (an album whose
     * owners are all suspended, or all hidden from the viewer, is left out), without when or by whom.
     */
    recentAlbums: (viewerId: string | null, limit: number) =>
      db
        .selectFrom('album')
        .select(CARD_COLUMNS)
        .where(OWNED)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('album_owner')
              .select('album_owner.album_id')
              .whereRef('album_owner.album_id', '=', 'album.id')
              .where('album_owner.user_id', 'not in', hiddenUsers(viewerId)),
          ),
        )
        .orderBy('album.last_added_at', 'desc')
        .orderBy('album.id', 'desc')
        .limit(limit)
        .execute(),

    newestCollections: (viewerId: string | null, limit: number) =>
      newestPublicCollections(db, viewerId, limit),
  };
}

export type ExploreRepository = ReturnType<typeof createExploreRepository>;
