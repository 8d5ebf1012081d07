import { CollectionCard } from '../../../components/ui/collection-card.tsx';
import { PagedList } from '../../../components/ui/paged-list.tsx';
import { SleeveGrid, SleeveGridSkeleton } from '../../../components/ui/sleeve-grid.tsx';
import { es } from '../../../i18n/es.ts';
import { pagedItems } from '../../../lib/unique-by.ts';
import { useMyCollections } from '../api/get-my-collections.ts';

/** The user's own collections, public and private; more load as the user scrolls. */
export function MyCollectionsList() {
  const collections = useMyCollections();
  const items = pagedItems(collections.data);

  return (
    <PagedList
      query={collections}
      itemCount={items.length}
      emptyMessage={es.collections.empty}
      loading={<SleeveGridSkeleton count={8} />}
    >
      <SleeveGrid label={es.collections.listLabel}>
        {items.map((collection) => (
          <li key={collection.id}>
            <CollectionCard
              name={collection.name}
              to={`/collection/${encodeURIComponent(collection.id)}`}
              preview={collection.preview}
              details={[
                es.lists.albumCount(collection.albumCount),
                es.collections.privacy[collection.privacy],
              ]}
            />
          </li>
        ))}
      </SleeveGrid>
    </PagedList>
  );
}
