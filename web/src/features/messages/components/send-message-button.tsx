import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { texts } from '@surcos/contracts/texts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSingleFlight } from '../../../lib/use-single-flight.ts';
import { useStartConversation } from '../api/start-conversation.ts';

/**
 * 'Enviar mensaje' on another user's profile: opens the conversation with them,
 * started now or the one they already have. The profile hides it on one's own.
 */
export function SendMessageButton({ userId }: { userId: string }) {
  const start = useStartConversation();
  const navigate = useNavigate();
  const toast = useToast();
  const once = useSingleFlight();

  async function handleClick() {
    try {
      const conversation = await start.mutateAsync(userId);
      await navigate(`/messages/${encodeURIComponent(conversation.id)}`);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  return (
    <Button variant="secondary" isLoading={start.isPending} onClick={() => void once(handleClick)}>
      {texts.messages.sendMessage}
    </Button>
  );
}
