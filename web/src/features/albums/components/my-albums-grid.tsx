import { es } from '../../../i18n/es.ts';
import { useMyAlbums, type AlbumListFilters } from '../api/get-my-albums.ts';
import { PagedAlbumGrid } from '../../../components/ui/paged-album-grid.tsx';

/** The user's own albums. */
export function MyAlbumsGrid({ filters }: { filters: AlbumListFilters }) {
  return (
    <PagedAlbumGrid
      query={useMyAlbums(filters)}
      label={es.myAlbums.gridLabel}
      emptyMessage={filters.q ? es.lists.noAlbumsFound : es.myAlbums.empty}
    />
  );
}
