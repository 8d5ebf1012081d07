import { Button } from '../../../components/ui/button.tsx';
import { useToastedRequest } from '../../../components/ui/use-toasted-request.ts';
import { useSingleFlight } from '../../../lib/use-single-flight.ts';
import { texts } from '@surcos/contracts/texts';
import { useSetBlock } from '../api/set-block.ts';

interface MuteButtonProps {
  userId: string;
  userName: string;
  isMuted: boolean;
}

/** 'Silenciar' / 'Dejar de silenciar'; one button element for both, so focus stays on it when it flips. */
export function MuteButton({ userId, userName, isMuted }: MuteButtonProps) {
  const setMuted = useSetBlock();
  const once = useSingleFlight();
  const { buttonRef, send } = useToastedRequest();

  return (
    <Button
      ref={buttonRef}
      variant="secondary"
      isLoading={setMuted.isPending}
      onClick={(event) => {
        // The second click of a double click would undo the first one.
        if (event.detail > 1) return;
        void once(() =>
          send(
            () => setMuted.mutateAsync({ kind: 'mutes', id: userId, on: !isMuted }),
            isMuted ? texts.blocks.unmuted(userName) : texts.blocks.muted(userName),
          ),
        );
      }}
    >
      {isMuted ? texts.blocks.unmute : texts.blocks.mute}
    </Button>
  );
}
