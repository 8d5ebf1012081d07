import { texts } from '@surcos/contracts/texts';
import { useMyAlbums, type MyAlbumListFilters } from '../api/get-my-albums.ts';
import { PagedAlbumGrid } from '../../../components/ui/paged-album-grid.tsx';

/** The user's own albums, one card per album; a card says how many copies when more than one. */
export function MyAlbumsGrid({ filters }: { filters: MyAlbumListFilters }) {
  const isFiltered = !!(filters.q || filters.folder || filters.format || filters.condition);
  return (
    <PagedAlbumGrid
      query={useMyAlbums(filters)}
      label={texts.myAlbums.gridLabel}
      emptyMessage={isFiltered ? texts.lists.noAlbumsFound : texts.myAlbums.empty}
      detailsOf={(album) =>
        album.copyCount !== undefined && album.copyCount > 1
          ? [texts.myAlbums.copyCount(album.copyCount)]
          : []
      }
    />
  );
}
