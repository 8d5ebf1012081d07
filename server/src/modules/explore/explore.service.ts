import type { AlbumListQuery, AlbumPage } from '@surcos/contracts/albums';
import type { CollectionPage } from '@surcos/contracts/collections';
import type { SearchPageQuery } from '@surcos/contracts/paging';
import { presentAlbumPage, presentCollectionPage } from './explore.presenter.ts';
import type { ExploreRepository } from './explore.repository.ts';

/** Explorar: open to every signed-in user, nothing private in it, nobody the viewer may not see. */
export function createExploreService({ explore }: { explore: ExploreRepository }) {
  return {
    albums: async (query: AlbumListQuery): Promise<AlbumPage> =>
      presentAlbumPage(await explore.albums(query)),

    collections: async (query: SearchPageQuery, viewerId: string): Promise<CollectionPage> =>
      presentCollectionPage(await explore.collections(query, viewerId)),
  };
}

export type ExploreService = ReturnType<typeof createExploreService>;
