import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { BackButton } from '../../components/ui/back-button.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { useAlbum } from '../../features/albums/api/get-album.ts';
import { AlbumDetails, AlbumDetailsSkeleton } from '../../features/albums/components/album-details.tsx';
import { AlbumLoadError } from '../../features/albums/components/album-load-error.tsx';
import { OwnershipButton } from '../../features/albums/components/ownership-button.tsx';
import { AlbumMatches } from '../../features/matches/components/album-matches.tsx';
import { AddToCollection } from '../../features/collections/components/add-to-collection.tsx';
import { CopiesSummary } from '../../features/copies/components/copies-summary.tsx';
import { MyCopies } from '../../features/copies/components/my-copies.tsx';
import { MoveCopyButtons } from '../../features/copies/components/move-copy-buttons.tsx';
import { OtherEditions } from '../../features/albums/components/other-editions.tsx';
import { WishlistToggle } from '../../features/wishlist/components/wishlist-toggle.tsx';
import { texts } from '@surcos/contracts/texts';
import { isRateLimited } from '../../lib/rate-limit-retry.ts';
import { NeedsConnection } from '../../components/ui/needs-connection.tsx';
import { waitsForConnection } from '../../lib/offline/waits-for-connection.ts';

/** Where the summary beside the cover leads: the copies, to edit them. */
const COPIES_ANCHOR = 'mis-copias';

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
        {waitsForConnection(album) ? (
          <NeedsConnection />
        ) : album.isError ? (
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
  const albumId = album.data.album.id;
  const owns = viewer?.owns ?? false;
  return (
    <>
      <BackButton />
      <PageHeading title={album.data.album.name} />
      <AlbumDetails
        detail={album.data}
        actions={
          <>
            {/* Its maker's own description (decision 046): they alone edit it. */}
            {album.data.handMade ? (
              <Link to={`/edit-album/${encodeURIComponent(albumId)}`} className={buttonClasses('secondary')}>
                {texts.addAlbum.byHand.edit}
              </Link>
            ) : null}
            {/* A collection holds only the user's own albums. */}
            {owns ? <AddToCollection albumId={albumId} /> : null}
            {/* SPEC.md §4: hidden once the album is the user's; a visitor has no wishlist. */}
            {viewer && !owns ? <WishlistToggle albumId={albumId} isWishlisted={viewer.wishlisted} /> : null}
            {/* 'Añadir a mis álbumes' first for others; for the owner, removal waits in its '⋯' menu, last. */}
            <OwnershipButton albumId={albumId} viewer={viewer} />
          </>
        }
        summary={<CopiesSummary albumId={albumId} isOwner={owns} detailsHref={`#${COPIES_ANCHOR}`} />}
      />
      {/* The followed users who want it; only a signed-in viewer follows anyone. */}
      {viewer ? (
        <div className="mt-6">
          <AlbumMatches albumId={album.data.album.id} side="wishers" />
        </div>
      ) : null}
      <div id={COPIES_ANCHOR} className="mt-10 scroll-mt-4">
        <MyCopies albumId={albumId} isOwner={owns} />
      </div>
      <div className="mt-10">
        <OtherEditions
          albumId={albumId}
          action={
            owns
              ? (edition) => (
                  <MoveCopyButtons fromAlbumId={albumId} to={{ id: edition.id, name: edition.name }} />
                )
              : undefined
          }
        />
      </div>
    </>
  );
}
