import { texts } from '@surcos/contracts/texts';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { isListedOnDevice, useMyAlbums } from '../../features/albums/api/get-my-albums.ts';
import { useKeepMyAlbumsOnDevice } from '../../lib/offline/my-albums-on-device.ts';
import { MyAlbumsGrid } from '../../features/albums/components/my-albums-grid.tsx';
import { MyAlbumsTable } from '../../features/albums/components/my-albums-table.tsx';
import { useMyAlbumsView } from '../../features/albums/lib/my-albums-view.ts';
import { AlbumMatches } from '../../features/matches/components/album-matches.tsx';
import { useCopyFilters } from '../../features/copies/components/copy-filters.tsx';
import { MyAlbumsControls, useMyAlbumsListFilters } from '../my-albums-controls.tsx';
import { CollectionTools } from '../collection-tools.tsx';
import { type AlbumSelection, useAlbumSelection } from '../../features/albums/lib/album-selection.ts';
import { BulkBar } from '../../features/albums-bulk/components/bulk-bar.tsx';
import { useFolders } from '../../features/copies/api/get-folders.ts';
import { useMyCollections } from '../../features/collections/api/get-my-collections.ts';
import { pagedItems } from '../../lib/unique-by.ts';

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
  const albums = useMyAlbums(filters, { keepShown: true });
  const total = albums.data?.pages[0]?.total;
  useKeepMyAlbumsOnDevice(albums.isSuccess && !isListedOnDevice(albums.data));
  const selection = useAlbumSelection(pagedItems(albums.data).map((album) => album.id));

  return (
    <>
      <PageHeading title={texts.pages.albums}>
        <ButtonLink to="/add-album">{texts.myAlbums.add}</ButtonLink>
        {selection.isActive ? null : (
          <Button variant="secondary" onClick={selection.start}>
            {texts.albumsBulk.select}
          </Button>
        )}
      </PageHeading>
      <CollectionTools />
      <MyAlbumsControls
        list={list}
        copyFilters={copyFilters}
        total={total}
        view={view}
        onViewChange={setView}
      />
      {selection.isActive ? <SelectionBar selection={selection} /> : null}
      {view === 'table' ? (
        <MyAlbumsTable filters={filters} onSortChange={list.setSort} selection={selection} />
      ) : (
        <MyAlbumsGrid
          filters={filters}
          extraOf={(album) => <AlbumMatches albumId={album.id} side="wishers" />}
          selection={selection}
        />
      )}
    </>
  );
}

/** The bulk actions' bar, with the folders and collections it offers: loaded only in 'Seleccionar' mode. */
function SelectionBar({ selection }: { selection: AlbumSelection }) {
  const folders = useFolders().data?.items.map((folder) => folder.name) ?? [];
  const collections = pagedItems(useMyCollections().data);
  return (
    <BulkBar
      albumIds={[...selection.selected]}
      isAtLimit={selection.isAtLimit}
      folders={folders}
      collections={collections}
      onSelectAll={selection.selectAll}
      onClear={selection.clear}
      onCancel={selection.stop}
    />
  );
}
