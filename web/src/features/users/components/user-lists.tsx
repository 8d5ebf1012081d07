import { PagedAlbumGrid } from '../../../components/ui/paged-album-grid.tsx';
import { PagedCollectionGrid } from '../../../components/ui/paged-collection-grid.tsx';
import { texts } from '@surcos/contracts/texts';
import { useUserAlbums } from '../api/get-user-albums.ts';
import { useUserCollections } from '../api/get-user-collections.ts';

/** Whose profile a list is on; one's own profile says its empty lists differently. */
interface UserListProps {
  userId: string;
  userName: string;
  isSelf: boolean;
}

/** A user's albums on their profile. */
export function UserAlbumsGrid({ userId, userName, isSelf }: UserListProps) {
  return (
    <PagedAlbumGrid
      query={useUserAlbums(userId)}
      label={texts.social.albumsOf(userName)}
      emptyMessage={isSelf ? texts.social.noOwnAlbums : texts.social.noAlbums}
      skeletonCount={6}
    />
  );
}

/** A user's public collections on their profile; the next page loads on 'Cargar más'. */
export function UserCollectionsList({ userId, userName, isSelf }: UserListProps) {
  return (
    <PagedCollectionGrid
      query={useUserCollections(userId)}
      label={texts.social.collectionsOf(userName)}
      emptyMessage={isSelf ? texts.social.noOwnCollections : texts.social.noCollections}
      skeletonCount={4}
      isAutomatic={false}
      details={(collection) => [texts.lists.albumCount(collection.albumCount)]}
    />
  );
}
