import { texts } from '@surcos/contracts/texts';
import { ButtonLink } from '../../components/ui/button.tsx';
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
        <ButtonLink to="/add-album">{texts.myAlbums.add}</ButtonLink>
        <ButtonLink to="/import" variant="secondary">
          {texts.imports.page.link}
        </ButtonLink>
        <ButtonLink to="/matches" variant="secondary">
          {texts.matches.link}
        </ButtonLink>
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
