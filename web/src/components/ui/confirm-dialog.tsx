import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

interface ConfirmDialogProps {
  open: boolean;
  /** Cancelling, Escape, and every other way the dialog closes. */
  onClose: () => void;
  title: string;
  description?: string;
  cancelLabel: string;
  confirmLabel: string;
  /** While the action runs: cancelling is off and the confirming button spins. */
  isPending: boolean;
  onConfirm: () => void;
}

/** Asks before an action that cannot simply be taken back: a way out, and the danger button that goes ahead. */
export function ConfirmDialog({
  open,
  onClose,
  title,
  description,
  cancelLabel,
  confirmLabel,
  isPending,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={title} description={description}>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" disabled={isPending} onClick={onClose}>
          {cancelLabel}
        </Button>
        <Button variant="danger" isLoading={isPending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
