import type { AlbumCard } from '@surcos/contracts/albums';
import { texts } from '@surcos/contracts/texts';
import type { ReactNode } from 'react';
import { useMyAlbums, type MyAlbumListFilters } from '../api/get-my-albums.ts';
import { PagedAlbumGrid } from '../../../components/ui/paged-album-grid.tsx';

/**
 * My albums' sleeves, narrower than other grids: three to a row on a 375 px
 * phone (a collection is scanned, not read), up to six on wide screens.
 */
export const MY_ALBUMS_COLUMNS = {
  minColumnWidth: 96,
  maxColumns: 6,
  estimateRowHeight: 220,
  flowClassName: 'grid grid-cols-3 gap-4 sm:grid-cols-5 lg:grid-cols-6',
} as const;

/** Whether any filter narrows My albums (the search or one on the copies). */
export const isFiltered = (filters: MyAlbumListFilters): boolean =>
  !!(filters.q || filters.folder || filters.format || filters.condition);

/** The user's own albums, one card per album; a card says how many copies when more than one. */
export function MyAlbumsGrid({
  filters,
  extraOf,
}: {
  filters: MyAlbumListFilters;
  /** More under each card, outside its link (the page adds 'Lo buscan:'). */
  extraOf?: (album: AlbumCard) => ReactNode;
}) {
  return (
    <div className="text-sm sm:text-base">
      <PagedAlbumGrid
        query={useMyAlbums(filters, { keepShown: true })}
        label={texts.myAlbums.gridLabel}
        {...(extraOf ? { extraOf } : {})}
        emptyMessage={isFiltered(filters) ? texts.lists.noAlbumsFound : texts.myAlbums.empty}
        detailsOf={(album) =>
          album.copyCount !== undefined && album.copyCount > 1
            ? [texts.myAlbums.copyCount(album.copyCount)]
            : []
        }
        columns={MY_ALBUMS_COLUMNS}
      />
    </div>
  );
}
