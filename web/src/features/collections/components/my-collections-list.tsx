import { PagedCollectionGrid } from '../../../components/ui/paged-collection-grid.tsx';
import { texts } from '@surcos/contracts/texts';
import { useMyCollections } from '../api/get-my-collections.ts';

/** The user's own collections, public and private; more load as the user scrolls. */
export function MyCollectionsList() {
  return (
    <PagedCollectionGrid
      query={useMyCollections()}
      label={texts.collections.listLabel}
      emptyMessage={texts.collections.empty}
      skeletonCount={8}
      details={(collection) => [
        texts.lists.albumCount(collection.albumCount),
        texts.collections.privacy[collection.privacy],
      ]}
    />
  );
}
