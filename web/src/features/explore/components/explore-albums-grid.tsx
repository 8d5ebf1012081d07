import { es } from '../../../i18n/es.ts';
import { PagedAlbumGrid } from '../../../components/ui/paged-album-grid.tsx';
import { useExploreAlbums, type ExploreAlbumFilters } from '../api/get-explore-albums.ts';

/** Every album somebody owns. */
export function ExploreAlbumsGrid({ filters }: { filters: ExploreAlbumFilters }) {
  return (
    <PagedAlbumGrid
      query={useExploreAlbums(filters)}
      label={es.explore.albums}
      emptyMessage={filters.q ? es.lists.noAlbumsFound : es.explore.noAlbums}
    />
  );
}
