import type { AlbumDetail } from '@surcos/contracts/albums';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useLocation } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { MenuButton } from '../../../components/ui/menu-button.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { texts } from '@surcos/contracts/texts';
import { errorMessage } from '../../../lib/api-client.ts';
import { loginPathFor } from '../../../lib/safe-next.ts';
import { useSingleFlight } from '../../../lib/use-single-flight.ts';
import { useAddAlbum } from '../api/add-album.ts';
import type { BulkResult } from '@surcos/contracts/albums-bulk';
import { previewAlbumRemoval, useRemoveAlbumUndoably, useRestoreAlbum } from '../api/remove-album.ts';

interface OwnershipButtonProps {
  albumId: string;
  /** null for a visitor. */
  viewer: AlbumDetail['viewer'];
}

/**
 * 'Añadir a mis álbumes', or, once the album is the user's, a '⋯' menu with
 * 'Eliminar de mis álbumes' behind a confirmation (SPEC.md §4). Focus goes
 * back to whichever of the two is shown after either action.
 */
export function OwnershipButton({ albumId, viewer }: OwnershipButtonProps) {
  const addAlbum = useAddAlbum();
  const removeAlbum = useRemoveAlbumUndoably();
  const restoreAlbum = useRestoreAlbum();
  /** What a removal takes, when more than one plain copy: said under the question. */
  const [removalDetail, setRemovalDetail] = useState<string | null>(null);
  const toast = useToast();
  const once = useSingleFlight();
  const location = useLocation();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const [mustSignIn, setMustSignIn] = useState(false);
  const owns = viewer?.owns ?? false;

  // The add button and the menu are two elements: focus follows when one replaces the other.
  const shownFor = useRef(owns);
  useEffect(() => {
    if (shownFor.current === owns) return;
    shownFor.current = owns;
    if (document.activeElement === document.body || document.activeElement === null)
      buttonRef.current?.focus();
  }, [owns]);

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
    // An add that took the album off the wishlist offers no 'Deshacer': the wish would not come back as it was.
    if (viewer.wishlisted) {
      toast.success(texts.album.added);
      return;
    }
    toast.undoable(texts.album.added, () => {
      removeAlbum.mutateAsync(albumId).then(
        () => toast.success(texts.toast.undone),
        (error: unknown) => toast.error(errorMessage(error)),
      );
    });
  }

  /** Asks what the removal takes first, so the question can say it (it stands without, on a failure). */
  async function askRemoval() {
    let detail: string | null = null;
    try {
      const found = await previewAlbumRemoval(albumId);
      detail = texts.albumsBulk.albumRemovalDetail(found.copies, found.gradedCopies, found.copiesWithNotes);
    } catch {
      // The plain question.
    }
    setRemovalDetail(detail);
    setIsConfirming(true);
  }

  async function handleRemove() {
    let removed: BulkResult;
    try {
      removed = await removeAlbum.mutateAsync(albumId);
    } catch {
      toast.error(texts.album.removeFailed);
      return;
    } finally {
      // Closed at once (not in an effect), so focus can go back to the button right after.
      flushSync(() => setIsConfirming(false));
      refocus();
    }
    const token = removed.undo;
    if (token === null) {
      toast.success(texts.album.removed);
      return;
    }
    // 'Deshacer' puts the album back exactly: its copies, their details and its collections.
    toast.undoable(texts.album.removed, () => {
      restoreAlbum(albumId, token).then(
        () => toast.success(texts.toast.undone),
        (error: unknown) => toast.error(errorMessage(error)),
      );
    });
  }

  /** A button disabled while busy loses focus; give it back so keyboard and screen-reader users stay here. */
  function refocus() {
    if (document.activeElement === document.body || document.activeElement === null)
      buttonRef.current?.focus();
  }

  return (
    <>
      {owns ? (
        // Removing is not the album page's first action: it waits in the '⋯' menu.
        <MenuButton
          ref={buttonRef}
          label={texts.album.moreActions}
          items={[{ label: texts.album.removeFromMine, onSelect: () => void askRemoval(), isDanger: true }]}
        />
      ) : (
        <Button
          ref={buttonRef}
          variant="primary"
          isLoading={addAlbum.isPending}
          onClick={() => void once(handleAdd)}
        >
          {texts.album.addToMine}
        </Button>
      )}
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
        {...(removalDetail ? { description: removalDetail } : {})}
        cancelLabel={texts.album.cancelRemove}
        confirmLabel={texts.album.confirmRemove}
        isPending={removeAlbum.isPending}
        onConfirm={() => void once(handleRemove)}
      />
    </>
  );
}
