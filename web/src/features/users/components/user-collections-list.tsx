import { PagedCollectionGrid } from '../../../components/ui/paged-collection-grid.tsx';
import { texts } from '@surcos/contracts/texts';
import { useUserCollections } from '../api/get-user-collections.ts';

interface UserCollectionsListProps {
  userId: string;
  label: string;
  emptyMessage: string;
}

/** A user's public collections on their profile; the next page loads on 'Cargar más'. */
export function UserCollectionsList({ userId, label, emptyMessage }: UserCollectionsListProps) {
  return (
    <PagedCollectionGrid
      query={useUserCollections(userId)}
      label={label}
      emptyMessage={emptyMessage}
      skeletonCount={4}
      isAutomatic={false}
      details={(collection) => [texts.lists.albumCount(collection.albumCount)]}
    />
  );
}
