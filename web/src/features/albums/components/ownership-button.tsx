import type { AlbumDetail } from '@surcos/contracts/albums';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useLocation } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { texts } from '@surcos/contracts/texts';
import { errorMessage } from '../../../lib/api-client.ts';
import { loginPathFor } from '../../../lib/safe-next.ts';
import { useSingleFlight } from '../../../lib/use-single-flight.ts';
import { useAddAlbum } from '../api/add-album.ts';
import { useRemoveAlbum } from '../api/remove-album.ts';

interface OwnershipButtonProps {
  albumId: string;
  /** null for a visitor. */
  viewer: AlbumDetail['viewer'];
}

/**
 * 'Añadir a mis álbumes', or 'Eliminar de mis álbumes' behind a confirmation
 * (SPEC.md §4). One button element for both, so focus stays on it when it flips.
 */
export function OwnershipButton({ albumId, viewer }: OwnershipButtonProps) {
  const addAlbum = useAddAlbum();
  const removeAlbum = useRemoveAlbum();
  const toast = useToast();
  const once = useSingleFlight();
  const location = useLocation();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const [mustSignIn, setMustSignIn] = useState(false);
  const owns = viewer?.owns ?? false;

  async function handleAdd() {
    if (!viewer) {
      // SPEC.md §5: adding requires an account; say so here instead of asking the server.
      setMustSignIn(true);
      return;
    }
    try {
      await addAlbum.mutateAsync(albumId);
    } catch (error) {
      toast.error(errorMessage(error));
      return;
    } finally {
      refocus();
    }
    toast.success(texts.album.added);
  }

  async function handleRemove() {
    try {
      await removeAlbum.mutateAsync(albumId);
    } catch {
      toast.error(texts.album.removeFailed);
      return;
    } finally {
      // Closed at once (not in an effect), so focus can go back to the button right after.
      flushSync(() => setIsConfirming(false));
      refocus();
    }
    toast.success(texts.album.removed);
  }

  /** A button disabled while busy loses focus; give it back so keyboard and screen-reader users stay here. */
  function refocus() {
    if (document.activeElement === document.body || document.activeElement === null)
      buttonRef.current?.focus();
  }

  return (
    <>
      <Button
        ref={buttonRef}
        variant={owns ? 'secondary' : 'primary'}
        isLoading={addAlbum.isPending}
        onClick={owns ? () => setIsConfirming(true) : () => void once(handleAdd)}
      >
        {owns ? texts.album.removeFromMine : texts.album.addToMine}
      </Button>
      {mustSignIn ? (
        <p
          role="alert"
          className="basis-full rounded-lg border border-danger bg-raised px-4 py-3 text-danger"
        >
          {texts.album.signInToAdd}{' '}
          <TextLink to={loginPathFor(`${location.pathname}${location.search}`)}>
            {texts.album.signIn}
          </TextLink>
        </p>
      ) : null}
      <ConfirmDialog
        open={isConfirming}
        onClose={() => setIsConfirming(false)}
        title={texts.album.confirmRemoval}
        cancelLabel={texts.album.cancelRemove}
        confirmLabel={texts.album.confirmRemove}
        isPending={removeAlbum.isPending}
        onConfirm={() => void once(handleRemove)}
      />
    </>
  );
}
