import { texts } from '@surcos/contracts/texts';
import { ButtonLink } from '../../components/ui/button.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { useMyAlbums } from '../../features/albums/api/get-my-albums.ts';
import { MyAlbumsGrid } from '../../features/albums/components/my-albums-grid.tsx';
import { MyAlbumsTable } from '../../features/albums/components/my-albums-table.tsx';
import { useMyAlbumsView } from '../../features/albums/lib/my-albums-view.ts';
import { AlbumMatches } from '../../features/matches/components/album-matches.tsx';
import { useCopyFilters } from '../../features/copies/components/copy-filters.tsx';
import { MyAlbumsControls, useMyAlbumsListFilters } from '../my-albums-controls.tsx';

export function AlbumsPage() {
  const list = useMyAlbumsListFilters();
  const copyFilters = useCopyFilters();
  const [view, setView] = useMyAlbumsView();
  const filters = {
    q: list.q,
    sort: list.sort,
    folder: copyFilters.folder,
    format: copyFilters.format,
    condition: copyFilters.condition,
  };
  // The same query as the grid's or the table's (one cache entry): its first page counts the matches.
  const total = useMyAlbums(filters, { keepShown: true }).data?.pages[0]?.total;

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
      <MyAlbumsControls
        list={list}
        copyFilters={copyFilters}
        total={total}
        view={view}
        onViewChange={setView}
      />
      {view === 'table' ? (
        <MyAlbumsTable filters={filters} onSortChange={list.setSort} />
      ) : (
        <MyAlbumsGrid
          filters={filters}
          extraOf={(album) => <AlbumMatches albumId={album.id} side="wishers" />}
        />
      )}
    </>
  );
}
