import { PagedList } from '../../../components/ui/paged-list.tsx';
import { SleeveCard } from '../../../components/ui/sleeve-card.tsx';
import { SleeveGrid, SleeveGridSkeleton } from '../../../components/ui/sleeve-grid.tsx';
import { uniqueBy } from '../../../lib/unique-by.ts';
import { useUserAlbums } from '../api/get-user-albums.ts';

interface UserAlbumsGridProps {
  userId: string;
  label: string;
  emptyMessage: string;
}

/** A user's albums on their profile, each sleeve a link to its page; more load as the user scrolls. */
export function UserAlbumsGrid({ userId, label, emptyMessage }: UserAlbumsGridProps) {
  const albums = useUserAlbums(userId);
  // SPEC.md §5: a card with no id or no name is not shown.
  const items = uniqueBy(
    (albums.data?.pages ?? []).flatMap((page) => page.items).filter((album) => album.id && album.name),
    (album) => album.id,
  );

  return (
    <PagedList
      query={albums}
      itemCount={items.length}
      emptyMessage={emptyMessage}
      loading={<SleeveGridSkeleton count={6} />}
    >
      <SleeveGrid label={label}>
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
