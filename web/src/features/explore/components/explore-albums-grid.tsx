import { texts } from '@surcos/contracts/texts';
import { PagedAlbumGrid } from '../../../components/ui/paged-album-grid.tsx';
import { useExploreAlbums, type ExploreAlbumFilters } from '../api/get-explore-albums.ts';

/** Every album somebody owns. */
export function ExploreAlbumsGrid({ filters }: { filters: ExploreAlbumFilters }) {
  return (
    <PagedAlbumGrid
      query={useExploreAlbums(filters)}
      label={texts.explore.albums}
      emptyMessage={filters.q ? texts.lists.noAlbumsFound : texts.explore.noAlbums}
    />
  );
}
