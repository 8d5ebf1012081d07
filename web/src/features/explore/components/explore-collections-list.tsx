import { PagedCollectionGrid } from '../../../components/ui/paged-collection-grid.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { es } from '../../../i18n/es.ts';
import { useExploreCollections } from '../api/get-explore-collections.ts';

/** Everybody's public collections, filtered by Explorar's search; the next page loads on 'Cargar más'. */
export function ExploreCollectionsList({ q }: { q: string }) {
  return (
    <PagedCollectionGrid
      query={useExploreCollections(q)}
      label={es.explore.collections}
      emptyMessage={q ? es.explore.noCollectionsFound : es.explore.noCollections}
      skeletonCount={6}
      isAutomatic={false}
      details={(collection) => [es.lists.albumCount(collection.albumCount)]}
      footer={(collection) => (
        <>
          {es.collections.createdBy}{' '}
          <TextLink to={`/user/${encodeURIComponent(collection.owner.id)}`} className="break-words">
            {collection.owner.name}
          </TextLink>
        </>
      )}
    />
  );
}
