import { useToast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSingleFlight } from '../../../lib/use-single-flight.ts';
import { texts } from '@surcos/contracts/texts';
import { useSetBlock } from '../api/set-block.ts';

/** 'Silenciar' / 'Dejar de silenciar' as a menu item's action: its label and what it does. */
export function useMuteToggle(userId: string, userName: string, isMuted: boolean) {
  const toast = useToast();
  const setMuted = useSetBlock();
  const once = useSingleFlight();

  function toggle() {
    void once(async () => {
      try {
        await setMuted.mutateAsync({ kind: 'mutes', id: userId, on: !isMuted });
      } catch (error) {
        toast.error(errorMessage(error));
        return;
      }
      toast.success(isMuted ? texts.blocks.unmuted(userName) : texts.blocks.muted(userName));
    });
  }

  return { label: isMuted ? texts.blocks.unmute : texts.blocks.mute, toggle };
}
