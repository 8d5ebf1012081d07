import { PagedCollectionGrid } from '../../../components/ui/paged-collection-grid.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { texts } from '@surcos/contracts/texts';
import { useExploreCollections } from '../api/get-explore-collections.ts';

/** The sleeves of its loading state (Explorar shows as many until the section nears the screen). */
export const COLLECTIONS_SKELETON = 6;

/** Everybody's public collections, filtered by Explorar's search; the next page loads on 'Cargar más'. */
export function ExploreCollectionsList({ q }: { q: string }) {
  return (
    <PagedCollectionGrid
      query={useExploreCollections(q)}
      label={texts.explore.collections}
      emptyMessage={q ? texts.explore.noCollectionsFound : texts.explore.noCollections}
      skeletonCount={COLLECTIONS_SKELETON}
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
