import { PageHeading } from '../../components/ui/page-heading.tsx';
import { PageSections } from '../../components/ui/page-sections.tsx';
import { SleeveGridSkeleton } from '../../components/ui/sleeve-grid.tsx';
import { LoadingState } from '../../components/ui/spinner.tsx';
import { WhenNearScreen } from '../../components/ui/when-near-screen.tsx';
import {
  COLLECTIONS_SKELETON,
  ExploreCollectionsList,
} from '../../features/explore/components/explore-collections-list.tsx';
import { ExploreAlbumsGrid } from '../../features/explore/components/explore-albums-grid.tsx';
import { WelcomeActions } from '../welcome-actions.tsx';
import { UserList } from '../../features/users/components/user-list.tsx';
import { isRemoteAddress } from '@surcos/contracts/remote-address';
import { texts } from '@surcos/contracts/texts';
import { RemoteAccountLookup } from '../../features/follows/components/remote-account-card.tsx';
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
      {isRemoteAddress(filters.q) ? <RemoteAccountLookup address={filters.q} /> : null}
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
            // Below the albums: asked for and rendered once scrolled (or jumped) near, in their loading state until then.
            content: (
              <WhenNearScreen placeholder={<SleeveGridSkeleton count={COLLECTIONS_SKELETON} />}>
                <ExploreCollectionsList q={filters.q} />
              </WhenNearScreen>
            ),
          },
          {
            id: 'usuarios',
            title: texts.explore.users,
            content: (
              <WhenNearScreen placeholder={<LoadingState label={texts.lists.loading} />}>
                <UserList q={filters.q} label={texts.explore.users} />
              </WhenNearScreen>
            ),
          },
        ]}
      />
    </>
  );
}
