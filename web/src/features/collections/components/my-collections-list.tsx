import { PagedCollectionGrid } from '../../../components/ui/paged-collection-grid.tsx';
import { es } from '../../../i18n/es.ts';
import { useMyCollections } from '../api/get-my-collections.ts';

/** The user's own collections, public and private; more load as the user scrolls. */
export function MyCollectionsList() {
  return (
    <PagedCollectionGrid
      query={useMyCollections()}
      label={es.collections.listLabel}
      emptyMessage={es.collections.empty}
      skeletonCount={8}
      details={(collection) => [
        es.lists.albumCount(collection.albumCount),
        es.collections.privacy[collection.privacy],
      ]}
    />
  );
}
