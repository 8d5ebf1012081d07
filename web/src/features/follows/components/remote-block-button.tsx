import { useState } from 'react';
import { flushSync } from 'react-dom';
import { texts } from '@surcos/contracts/texts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSingleFlight } from '../../../lib/use-single-flight.ts';
import { useSetRemoteBlock } from '../api/remote-blocks.ts';

interface RemoteBlockButtonProps {
  actorUrl: string;
  /** `@user@host`, as the dialog and the toasts name the account. */
  address: string;
  isBlocked: boolean;
  /** The block began (true) or ended (false). */
  onChange?: (blocked: boolean) => void;
}

/**
 * 'Bloquear' an account of another server, after a question saying what it
 * does (it is not silent: their server is told); 'Desbloquear' once blocked.
 */
export function RemoteBlockButton({ actorUrl, address, isBlocked, onChange }: RemoteBlockButtonProps) {
  const [asking, setAsking] = useState(false);
  const toast = useToast();
  const once = useSingleFlight();
  const setBlock = useSetRemoteBlock();

  async function change(on: boolean) {
    try {
      await setBlock.mutateAsync({ actorUrl, on });
      flushSync(() => setAsking(false));
      toast.success(on ? texts.remote.blockedToast(address) : texts.remote.unblockedToast(address));
      onChange?.(on);
    } catch (error) {
      flushSync(() => setAsking(false));
      toast.error(errorMessage(error));
    }
  }

  if (isBlocked) {
    return (
      <Button
        variant="secondary"
        isLoading={setBlock.isPending}
        aria-label={`${texts.remote.unblock}: ${address}`}
        onClick={() => void once(() => change(false))}
      >
        {texts.remote.unblock}
      </Button>
    );
  }
  return (
    <>
      <Button
        variant="secondary"
        aria-label={`${texts.remote.block}: ${address}`}
        onClick={() => setAsking(true)}
      >
        {texts.remote.block}
      </Button>
      <ConfirmDialog
        open={asking}
        onClose={() => setAsking(false)}
        title={texts.remote.blockTitle(address)}
        description={texts.remote.blockText}
        cancelLabel={texts.remote.cancel}
        confirmLabel={texts.remote.block}
        isPending={setBlock.isPending}
        onConfirm={() => void once(() => change(true))}
      />
    </>
  );
}
