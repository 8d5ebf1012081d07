import { flushSync } from 'react-dom';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSingleFlight } from '../../../lib/use-single-flight.ts';
import { texts } from '@surcos/contracts/texts';
import { useSetBlock } from '../api/set-block.ts';

interface BlockDialogProps {
  userId: string;
  userName: string;
  open: boolean;
  onClose: () => void;
  /** The profile is gone for the blocker too: the page leaves it (to the list where blocks are undone). */
  onBlocked: () => void;
}

/**
 * The question before 'Bloquear', saying what a block does. Opened from a
 * menu item; the native dialog gives focus back to whatever opened it.
 */
export function BlockDialog({ userId, userName, open, onClose, onBlocked }: BlockDialogProps) {
  const toast = useToast();
  const once = useSingleFlight();
  const blocking = useSetBlock(() => {
    flushSync(onClose);
    toast.success(texts.blocks.blocked(userName));
    onBlocked();
  });

  async function handleBlock() {
    try {
      await blocking.mutateAsync({ kind: 'blocks', id: userId, on: true });
    } catch (error) {
      toast.error(errorMessage(error));
      flushSync(onClose);
    }
  }

  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      title={texts.blocks.dialogTitle(userName)}
      description={texts.blocks.dialogText(userName)}
      cancelLabel={texts.blocks.cancel}
      confirmLabel={texts.blocks.confirm}
      isPending={blocking.isPending}
      onConfirm={() => void once(handleBlock)}
    />
  );
}
