import { useParams } from 'react-router';
import { BackButton } from '../../components/ui/back-button.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { useAlbum } from '../../features/albums/api/get-album.ts';
import { AlbumDetails, AlbumDetailsSkeleton } from '../../features/albums/components/album-details.tsx';
import { AlbumLoadError } from '../../features/albums/components/album-load-error.tsx';
import { OwnershipButton } from '../../features/albums/components/ownership-button.tsx';
import { AlbumMatches } from '../../features/matches/components/album-matches.tsx';
import { MyCopies } from '../../features/copies/components/my-copies.tsx';
import { WishlistToggle } from '../../features/wishlist/components/wishlist-toggle.tsx';
import { texts } from '@surcos/contracts/texts';
import { isRateLimited } from '../../lib/rate-limit-retry.ts';

/** /album/:id, open to everyone; what the viewer can do depends on whether they own it. */
export function AlbumPage() {
  const { id = '' } = useParams();
  const album = useAlbum(id);

  // A failed refresh keeps what is already on screen; only a first load that failed shows the error.
  if (!album.data) {
    return (
      <>
        <BackButton />
        <PageHeading title={texts.pages.album} />
        {album.isError ? (
          <AlbumLoadError
            error={album.error}
            onRetry={() => void album.refetch()}
            isRetrying={album.isFetching}
          />
        ) : isRateLimited(album.failureReason) ? (
          // It asks again by itself in a few seconds.
          <ErrorState message={texts.addAlbum.rateLimited} />
        ) : (
          <AlbumDetailsSkeleton />
        )}
      </>
    );
  }

  const { viewer } = album.data;
  return (
    <>
      <BackButton />
      <PageHeading title={album.data.album.name} />
      <AlbumDetails
        detail={album.data}
        actions={
          <>
            <OwnershipButton albumId={album.data.album.id} viewer={viewer} />
            {/* SPEC.md §4: hidden once the album is the user's; a visitor has no wishlist. */}
            {viewer && !viewer.owns ? (
              <WishlistToggle albumId={album.data.album.id} isWishlisted={viewer.wishlisted} />
            ) : null}
          </>
        }
      />
      {/* The followed users who want it; only a signed-in viewer follows anyone. */}
      {viewer ? (
        <div className="mt-6">
          <AlbumMatches albumId={album.data.album.id} side="wishers" />
        </div>
      ) : null}
      <div className="mt-10">
        <MyCopies albumId={album.data.album.id} isOwner={viewer?.owns ?? false} />
      </div>
    </>
  );
}
