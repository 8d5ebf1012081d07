import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { texts } from '@surcos/contracts/texts';
import { useSingleFlight } from '../../../lib/use-single-flight.ts';
import type { useDeleteCollection } from '../api/delete-collection.ts';

interface DeleteCollectionButtonProps {
  collectionId: string;
  /** Owned by the page, which keeps showing the collection while it is being deleted. */
  deletion: ReturnType<typeof useDeleteCollection>;
  onDeleted: () => void;
}

/** 'Eliminar colección', behind a confirmation dialog. */
export function DeleteCollectionButton({ collectionId, deletion, onDeleted }: DeleteCollectionButtonProps) {
  const toast = useToast();
  const once = useSingleFlight();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [isConfirming, setIsConfirming] = useState(false);

  async function handleDelete() {
    try {
      await deletion.mutateAsync(collectionId);
    } catch {
      toast.error(texts.collections.deleteFailed);
      // Closed at once (not in an effect), so focus can go back to the button right after.
      flushSync(() => setIsConfirming(false));
      buttonRef.current?.focus();
      return;
    }
    flushSync(() => setIsConfirming(false));
    toast.success(texts.collections.deleted);
    onDeleted();
  }

  return (
    <>
      <Button ref={buttonRef} variant="danger" onClick={() => setIsConfirming(true)}>
        {texts.collections.delete}
      </Button>
      <ConfirmDialog
        open={isConfirming}
        onClose={() => setIsConfirming(false)}
        title={texts.collections.confirmDeletion}
        description={texts.collections.confirmDeletionText}
        cancelLabel={texts.collections.cancelDelete}
        confirmLabel={texts.collections.confirmDelete}
        isPending={deletion.isPending}
        onConfirm={() => void once(handleDelete)}
      />
    </>
  );
}
