import { useNavigate, useParams } from 'react-router';
import { texts } from '@surcos/contracts/texts';
import { BackButton } from '../../components/ui/back-button.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { Skeleton } from '../../components/ui/spinner.tsx';
import { useAlbum } from '../../features/albums/api/get-album.ts';
import { AlbumLoadError } from '../../features/albums/components/album-load-error.tsx';
import { HandMadeAlbumForm } from '../../features/albums/components/hand-made-album-form.tsx';

const albumPath = (id: string) => `/album/${encodeURIComponent(id)}`;

/** /add-album/by-hand: 'Añadir a mano', then the new album's page. */
export function AddHandMadeAlbumPage() {
  const navigate = useNavigate();
  return (
    <>
      <BackButton />
      <PageHeading title={texts.pages.addByHand} />
      <p className="mb-6 max-w-2xl text-fg-muted">{texts.addAlbum.byHand.intro}</p>
      <HandMadeAlbumForm
        onSaved={(card) => void navigate(albumPath(card.id), { replace: true })}
        onCancel={() => void navigate(-1)}
      />
    </>
  );
}

/** /edit-album/:id: its maker rewrites a hand-made album; for any other album there is nothing to edit. */
export function EditHandMadeAlbumPage() {
  const { id = '' } = useParams();
  const album = useAlbum(id);
  const navigate = useNavigate();
  const leave = () => void navigate(albumPath(id), { replace: true });
  const handMade = album.data?.handMade;

  return (
    <>
      <BackButton />
      <PageHeading title={texts.pages.editByHand} />
      {album.isError && !album.data ? (
        <AlbumLoadError
          error={album.error}
          onRetry={() => void album.refetch()}
          isRetrying={album.isFetching}
        />
      ) : !album.data ? (
        <Skeleton className="h-64 max-w-2xl" />
      ) : handMade ? (
        <HandMadeAlbumForm key={id} editing={{ id, body: handMade }} onSaved={leave} onCancel={leave} />
      ) : (
        <ErrorState message={texts.album.notFound} />
      )}
    </>
  );
}
