import { PagedAlbumGrid } from '../../../components/ui/paged-album-grid.tsx';
import { useUserAlbums } from '../api/get-user-albums.ts';

interface UserAlbumsGridProps {
  userId: string;
  label: string;
  emptyMessage: string;
}

/** A user's albums on their profile. */
export function UserAlbumsGrid({ userId, label, emptyMessage }: UserAlbumsGridProps) {
  return (
    <PagedAlbumGrid
      query={useUserAlbums(userId)}
      label={label}
      emptyMessage={emptyMessage}
      skeletonCount={6}
    />
  );
}
