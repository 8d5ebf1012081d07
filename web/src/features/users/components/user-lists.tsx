import { PagedAlbumGrid } from '../../../components/ui/paged-album-grid.tsx';
import { PagedCollectionGrid } from '../../../components/ui/paged-collection-grid.tsx';
import { texts } from '@surcos/contracts/texts';
import { useUserAlbums } from '../api/get-user-albums.ts';
import { useUserCollections } from '../api/get-user-collections.ts';

/** What a profile's lists are given: whose, how to name them, and what to say when empty. */
interface UserListProps {
  userId: string;
  label: string;
  emptyMessage: string;
}

/** A user's albums on their profile. */
export function UserAlbumsGrid({ userId, ...shown }: UserListProps) {
  return <PagedAlbumGrid query={useUserAlbums(userId)} {...shown} skeletonCount={6} />;
}

/** A user's public collections on their profile; the next page loads on 'Cargar más'. */
export function UserCollectionsList({ userId, ...shown }: UserListProps) {
  return (
    <PagedCollectionGrid
      query={useUserCollections(userId)}
      {...shown}
      skeletonCount={4}
      isAutomatic={false}
      details={(collection) => [texts.lists.albumCount(collection.albumCount)]}
    />
  );
}
