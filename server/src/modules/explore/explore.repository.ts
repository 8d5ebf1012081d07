import type { Kysely } from 'kysely';
import type { AlbumListQuery } from '@surcos/contracts/albums';
import type { SearchPageQuery } from '@surcos/contracts/paging';
import { albumOrder, CARD_COLUMNS, SORT_COLUMNS } from '../../db/album-card.ts';
import { OWNED, searchPage } from '../../db/album-text-search.ts';
import type { Dialect } from '../../db/database.ts';
import { keysetPage } from '../../db/paging.ts';
import type { Database } from '../../db/schema.ts';
import { listPublicCollections } from '../collections/collections.repository.ts';

/** Explorar's lists: what everybody owns and the public collections. */
export function createExploreRepository(db: Kysely<Database>, dialect: Dialect) {
  return {
    /** Every album somebody owns, with the latest add by anyone. */
    albums(query: AlbumListQuery) {
      const cards = db
        .selectFrom('album')
        .select([...CARD_COLUMNS, ...SORT_COLUMNS, 'album.last_added_at as added_at'])
        .where(OWNED);
      const order = albumOrder(query.sort, 'album.last_added_at');
      return query.q
        ? searchPage(db, dialect, cards, order, query.q, query.cursor)
        : keysetPage(cards, order, query.cursor);
    },

    collections: (query: SearchPageQuery, viewerId: string) => listPublicCollections(db, viewerId, query),
  };
}

export type ExploreRepository = ReturnType<typeof createExploreRepository>;
