import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
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
      <Dialog
        open={isConfirming}
        onClose={() => setIsConfirming(false)}
        title={texts.collections.confirmDeletion}
        description={texts.collections.confirmDeletionText}
      >
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" disabled={deletion.isPending} onClick={() => setIsConfirming(false)}>
            {texts.collections.cancelDelete}
          </Button>
          <Button variant="danger" isLoading={deletion.isPending} onClick={() => void once(handleDelete)}>
            {texts.collections.confirmDelete}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
