import { PagedList } from '../../../components/ui/paged-list.tsx';
import { SleeveCard } from '../../../components/ui/sleeve-card.tsx';
import { SleeveGrid, SleeveGridSkeleton } from '../../../components/ui/sleeve-grid.tsx';
import { es } from '../../../i18n/es.ts';
import { useExploreAlbums, type ExploreAlbumFilters } from '../api/get-explore-albums.ts';

/** Every album somebody owns, each sleeve a link to its page; more load as the user scrolls. */
export function ExploreAlbumsGrid({ filters }: { filters: ExploreAlbumFilters }) {
  const albums = useExploreAlbums(filters);
  // SPEC.md §5: a card with no id or no name is not shown.
  const items = (albums.data?.pages ?? [])
    .flatMap((page) => page.items)
    .filter((album) => album.id && album.name);

  return (
    <PagedList
      query={albums}
      itemCount={items.length}
      emptyMessage={filters.q ? es.lists.noAlbumsFound : es.explore.noAlbums}
      loading={<SleeveGridSkeleton />}
    >
      <SleeveGrid label={es.explore.albums}>
        {items.map((album) => (
          <li key={album.id}>
            <SleeveCard
              name={album.name}
              artist={album.artist}
              image={album.image}
              to={`/album/${encodeURIComponent(album.id)}`}
            />
          </li>
        ))}
      </SleeveGrid>
    </PagedList>
  );
}
