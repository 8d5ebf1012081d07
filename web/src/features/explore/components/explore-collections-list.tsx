import { CollectionCard } from '../../../components/ui/collection-card.tsx';
import { PagedList } from '../../../components/ui/paged-list.tsx';
import { SleeveGrid, SleeveGridSkeleton } from '../../../components/ui/sleeve-grid.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { es } from '../../../i18n/es.ts';
import { pagedItems } from '../../../lib/unique-by.ts';
import { useExploreCollections } from '../api/get-explore-collections.ts';

/** Everybody's public collections, filtered by Explorar's search; the next page loads on 'Cargar más'. */
export function ExploreCollectionsList({ q }: { q: string }) {
  const collections = useExploreCollections(q);
  const items = pagedItems(collections.data);

  return (
    <PagedList
      query={collections}
      itemCount={items.length}
      emptyMessage={q ? es.explore.noCollectionsFound : es.explore.noCollections}
      loading={<SleeveGridSkeleton count={6} />}
      // It sits under a grid that grows as one scrolls: loading it by scrolling too would be a tug of war.
      isAutomatic={false}
    >
      <SleeveGrid label={es.explore.collections}>
        {items.map((collection) => (
          <li key={collection.id}>
            <CollectionCard
              name={collection.name}
              to={`/collection/${encodeURIComponent(collection.id)}`}
              preview={collection.preview}
              details={[es.lists.albumCount(collection.albumCount)]}
              footer={
                <>
                  {es.collections.createdBy}{' '}
                  <TextLink to={`/user/${encodeURIComponent(collection.owner.id)}`} className="break-words">
                    {collection.owner.name}
                  </TextLink>
                </>
              }
            />
          </li>
        ))}
      </SleeveGrid>
    </PagedList>
  );
}
