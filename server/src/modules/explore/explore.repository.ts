import { type Kysely, sql } from 'kysely';
import type { AlbumListQuery } from '@surcos/contracts/albums';
import type { SearchPageQuery } from '@surcos/contracts/paging';
import { albumOrder, CARD_COLUMNS, SORT_COLUMNS } from '../../db/album-card.ts';
import { foldedContains } from '../../db/folded-search.ts';
import { keysetPage } from '../../db/paging.ts';
import type { Database } from '../../db/schema.ts';
import { listPublicCollections } from '../collections/collections.repository.ts';

/** Explorar's lists: what everybody owns and the public collections. */
export function createExploreRepository(db: Kysely<Database>) {
  return {
    /** Every album somebody owns, with the latest add by anyone. */
    albums(query: AlbumListQuery) {
      let select = db
        .selectFrom('album')
        .select([...CARD_COLUMNS, ...SORT_COLUMNS, 'album.last_added_at as added_at'])
        // A literal, not a parameter: only then can SQLite use the partial indexes.
        .where(sql<boolean>`album.owner_count > 0`);
      if (query.q) select = select.where(foldedContains('album.search_text', query.q));
      return keysetPage(select, albumOrder(query.sort, 'album.last_added_at'), query.cursor);
    },

    collections: (query: SearchPageQuery, viewerId: string) => listPublicCollections(db, viewerId, query),
  };
}

export type ExploreRepository = ReturnType<typeof createExploreRepository>;
