import { texts } from '@surcos/contracts/texts';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { MyAlbumsGrid } from '../../features/albums/components/my-albums-grid.tsx';
import { AlbumMatches } from '../../features/matches/components/album-matches.tsx';
import { CopyFilters, useCopyFilters } from '../../features/copies/components/copy-filters.tsx';
import { AlbumListControls, useAlbumListFilters } from '../album-list-controls.tsx';

export function AlbumsPage() {
  const filters = useAlbumListFilters();
  const copyFilters = useCopyFilters();

  return (
    <>
      <PageHeading title={texts.pages.albums}>
        <Link to="/add-album" className={buttonClasses('primary')}>
          {texts.myAlbums.add}
        </Link>
        <Link to="/import" className={buttonClasses('secondary')}>
          {texts.imports.page.link}
        </Link>
        <Link to="/matches" className={buttonClasses('secondary')}>
          {texts.matches.link}
        </Link>
      </PageHeading>
      <AlbumListControls searchLabel={texts.myAlbums.searchLabel} filters={filters} className="mb-4" />
      <CopyFilters filters={copyFilters} className="mb-6" />
      <MyAlbumsGrid
        filters={{
          q: filters.q,
          sort: filters.sort,
          folder: copyFilters.folder,
          format: copyFilters.format,
          condition: copyFilters.condition,
        }}
        extraOf={(album) => <AlbumMatches albumId={album.id} side="wishers" />}
      />
    </>
  );
}
