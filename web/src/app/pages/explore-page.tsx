import { PageHeading } from '../../components/ui/page-heading.tsx';
import { PageSections } from '../../components/ui/page-sections.tsx';
import { ExploreCollectionsList } from '../../features/explore/components/explore-collections-list.tsx';
import { ExploreAlbumsGrid } from '../../features/explore/components/explore-albums-grid.tsx';
import { WelcomeActions } from '../welcome-actions.tsx';
import { UserList } from '../../features/users/components/user-list.tsx';
import { texts } from '@surcos/contracts/texts';
import { AlbumListControls, useAlbumListFilters } from '../album-list-controls.tsx';

/** '/' for a signed-in user: every owned album, every public collection and every user, filtered by one search box. */
export function ExplorePage() {
  const filters = useAlbumListFilters();

  return (
    <>
      <PageHeading title={texts.pages.explore} />
      <WelcomeActions />
      <AlbumListControls
        searchLabel={texts.explore.searchLabel}
        searchHint={texts.explore.searchHint}
        filters={filters}
        className="mb-4"
      />
      <PageSections
        sections={[
          {
            id: 'albumes',
            title: texts.explore.albums,
            content: <ExploreAlbumsGrid filters={{ q: filters.q, sort: filters.sort }} />,
          },
          {
            id: 'colecciones',
            title: texts.explore.collections,
            content: <ExploreCollectionsList q={filters.q} />,
          },
          {
            id: 'usuarios',
            title: texts.explore.users,
            content: <UserList q={filters.q} label={texts.explore.users} />,
          },
        ]}
      />
    </>
  );
}
