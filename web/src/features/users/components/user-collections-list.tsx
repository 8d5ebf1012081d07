import { CollectionCard } from '../../../components/ui/collection-card.tsx';
import { PagedList } from '../../../components/ui/paged-list.tsx';
import { SleeveGrid, SleeveGridSkeleton } from '../../../components/ui/sleeve-grid.tsx';
import { es } from '../../../i18n/es.ts';
import { pagedItems } from '../../../lib/unique-by.ts';
import { useUserCollections } from '../api/get-user-collections.ts';

interface UserCollectionsListProps {
  userId: string;
  label: string;
  emptyMessage: string;
}

/** A user's public collections on their profile; the next page loads on 'Cargar más'. */
export function UserCollectionsList({ userId, label, emptyMessage }: UserCollectionsListProps) {
  const collections = useUserCollections(userId);
  const items = pagedItems(collections.data);

  return (
    <PagedList
      query={collections}
      itemCount={items.length}
      emptyMessage={emptyMessage}
      loading={<SleeveGridSkeleton count={4} />}
      // It sits under a grid that grows as one scrolls: loading it by scrolling too would be a tug of war.
      isAutomatic={false}
    >
      <SleeveGrid label={label}>
        {items.map((collection) => (
          <li key={collection.id}>
            <CollectionCard
              name={collection.name}
              to={`/collection/${encodeURIComponent(collection.id)}`}
              preview={collection.preview}
              details={[es.lists.albumCount(collection.albumCount)]}
            />
          </li>
        ))}
      </SleeveGrid>
    </PagedList>
  );
}
