import { PageHeading } from '../../components/ui/page-heading.tsx';
import { PageSections } from '../../components/ui/page-sections.tsx';
import { ExploreCollectionsList } from '../../features/explore/components/explore-collections-list.tsx';
import { ExploreAlbumsGrid } from '../../features/explore/components/explore-albums-grid.tsx';
import { UserList } from '../../features/users/components/user-list.tsx';
import { es } from '../../i18n/es.ts';
import { AlbumListControls, useAlbumListFilters } from '../album-list-controls.tsx';

/** '/' for a signed-in user: every owned album, every public collection and every user, filtered by one search box. */
export function ExplorePage() {
  const filters = useAlbumListFilters();

  return (
    <>
      <PageHeading title={es.pages.explore} />
      <AlbumListControls searchLabel={es.explore.searchLabel} filters={filters} className="mb-4" />
      <PageSections
        sections={[
          {
            id: 'albumes',
            title: es.explore.albums,
            content: <ExploreAlbumsGrid filters={{ q: filters.q, sort: filters.sort }} />,
          },
          {
            id: 'colecciones',
            title: es.explore.collections,
            content: <ExploreCollectionsList q={filters.q} />,
          },
          {
            id: 'usuarios',
            title: es.explore.users,
            content: <UserList q={filters.q} label={es.explore.users} />,
          },
        ]}
      />
    </>
  );
}
