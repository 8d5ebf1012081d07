import type { AlbumCard } from '@surcos/contracts/albums';
import { texts } from '@surcos/contracts/texts';
import type { ReactNode } from 'react';
import { useMyAlbums, type MyAlbumListFilters } from '../api/get-my-albums.ts';
import { PagedAlbumGrid } from '../../../components/ui/paged-album-grid.tsx';

/** The user's own albums, one card per album; a card says how many copies when more than one. */
export function MyAlbumsGrid({
  filters,
  extraOf,
}: {
  filters: MyAlbumListFilters;
  /** More under each card, outside its link (the page adds 'Lo buscan:'). */
  extraOf?: (album: AlbumCard) => ReactNode;
}) {
  const isFiltered = !!(filters.q || filters.folder || filters.format || filters.condition);
  return (
    <PagedAlbumGrid
      query={useMyAlbums(filters)}
      label={texts.myAlbums.gridLabel}
      {...(extraOf ? { extraOf } : {})}
      emptyMessage={isFiltered ? texts.lists.noAlbumsFound : texts.myAlbums.empty}
      detailsOf={(album) =>
        album.copyCount !== undefined && album.copyCount > 1
          ? [texts.myAlbums.copyCount(album.copyCount)]
          : []
      }
    />
  );
}
