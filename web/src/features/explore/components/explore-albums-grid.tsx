import { texts } from '@surcos/contracts/texts';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { PagedAlbumGrid } from '../../../components/ui/paged-album-grid.tsx';
import { pagedItems } from '../../../lib/unique-by.ts';
import { useExploreAlbums, type ExploreAlbumFilters } from '../api/get-explore-albums.ts';

/** Every album somebody owns; a search that finds none offers the music database's catalogue instead. */
export function ExploreAlbumsGrid({ filters }: { filters: ExploreAlbumFilters }) {
  const query = useExploreAlbums(filters);
  const isNothingOwned =
    filters.q !== '' &&
    query.isSuccess &&
    pagedItems(query.data).filter((album) => album.id && album.name).length === 0;
  return (
    <>
      <PagedAlbumGrid
        query={query}
        label={texts.explore.albums}
        emptyMessage={filters.q ? texts.lists.noAlbumsFound : texts.explore.noAlbums}
      />
      {isNothingOwned ? (
        <p className="mt-4">
          <Link
            to={`/add-album?q=${encodeURIComponent(filters.q)}`}
            className={buttonClasses('primary', 'break-words')}
          >
            {texts.explore.searchCatalogue(filters.q)}
          </Link>
        </p>
      ) : null}
    </>
  );
}
