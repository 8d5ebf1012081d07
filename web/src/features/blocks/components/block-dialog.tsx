import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSingleFlight } from '../../../lib/use-single-flight.ts';
import { texts } from '@surcos/contracts/texts';
import { useSetBlock } from '../api/set-block.ts';

interface BlockButtonProps {
  userId: string;
  userName: string;
  /** The profile is gone for the blocker too: the page leaves it (to the list where blocks are undone). */
  onBlocked: () => void;
}

/** 'Bloquear', behind a dialog that says what a block does. */
export function BlockButton({ userId, userName, onBlocked }: BlockButtonProps) {
  const toast = useToast();
  const once = useSingleFlight();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const blocking = useSetBlock(() => {
    flushSync(() => setIsConfirming(false));
    toast.success(texts.blocks.blocked(userName));
    onBlocked();
  });

  async function handleBlock() {
    try {
      await blocking.mutateAsync({ kind: 'blocks', id: userId, on: true });
    } catch (error) {
      toast.error(errorMessage(error));
      // Closed at once (not in an effect), so focus can go back to the button right after.
      flushSync(() => setIsConfirming(false));
      buttonRef.current?.focus();
    }
  }

  return (
    <>
      <Button ref={buttonRef} variant="danger" onClick={() => setIsConfirming(true)}>
        {texts.blocks.block}
      </Button>
      <ConfirmDialog
        open={isConfirming}
        onClose={() => setIsConfirming(false)}
        title={texts.blocks.dialogTitle(userName)}
        description={texts.blocks.dialogText(userName)}
        cancelLabel={texts.blocks.cancel}
        confirmLabel={texts.blocks.confirm}
        isPending={blocking.isPending}
        onConfirm={() => void once(handleBlock)}
      />
    </>
  );
}
