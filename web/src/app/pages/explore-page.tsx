import { PageHeading } from '../../components/ui/page-heading.tsx';
import { ExploreCollectionsList } from '../../features/collections/components/explore-collections-list.tsx';
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
      {/* The album grid grows as one scrolls: these links reach the sections under it. */}
      <nav aria-label={es.explore.onThisPage} className="mb-8">
        <ul className="flex flex-wrap gap-x-4 gap-y-1">
          <li>
            <a href="#albumes" className="font-bold text-accent underline underline-offset-4">
              {es.explore.albums}
            </a>
          </li>
          <li>
            <a href="#colecciones" className="font-bold text-accent underline underline-offset-4">
              {es.explore.collections}
            </a>
          </li>
          <li>
            <a href="#usuarios" className="font-bold text-accent underline underline-offset-4">
              {es.explore.users}
            </a>
          </li>
        </ul>
      </nav>
      <section aria-labelledby="albumes-titulo" id="albumes" className="mb-12 scroll-mt-24">
        <h2 id="albumes-titulo" className="mb-4 text-2xl font-bold">
          {es.explore.albums}
        </h2>
        <ExploreAlbumsGrid filters={{ q: filters.q, sort: filters.sort }} />
      </section>
      <section aria-labelledby="colecciones-titulo" id="colecciones" className="mb-12 scroll-mt-24">
        <h2 id="colecciones-titulo" className="mb-4 text-2xl font-bold">
          {es.explore.collections}
        </h2>
        <ExploreCollectionsList q={filters.q} />
      </section>
      <section aria-labelledby="usuarios-titulo" id="usuarios" className="scroll-mt-24">
        <h2 id="usuarios-titulo" className="mb-4 text-2xl font-bold">
          {es.explore.users}
        </h2>
        <UserList q={filters.q} label={es.explore.users} />
      </section>
    </>
  );
}
