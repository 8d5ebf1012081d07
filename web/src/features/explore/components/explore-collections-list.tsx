import { PagedCollectionGrid } from '../../../components/ui/paged-collection-grid.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { texts } from '@surcos/contracts/texts';
import { useExploreCollections } from '../api/get-explore-collections.ts';

/** Everybody's public collections, filtered by Explorar's search; the next page loads on 'Cargar más'. */
export function ExploreCollectionsList({ q }: { q: string }) {
  return (
    <PagedCollectionGrid
      query={useExploreCollections(q)}
      label={texts.explore.collections}
      emptyMessage={q ? texts.explore.noCollectionsFound : texts.explore.noCollections}
      skeletonCount={6}
      isAutomatic={false}
      details={(collection) => [texts.lists.albumCount(collection.albumCount)]}
      footer={(collection) => (
        <>
          {texts.collections.createdBy}{' '}
          <TextLink to={`/user/${encodeURIComponent(collection.owner.id)}`} className="break-words">
            {collection.owner.name}
          </TextLink>
        </>
      )}
    />
  );
}
