import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { texts } from '@surcos/contracts/texts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSingleFlight } from '../../../lib/use-single-flight.ts';
import { useStartConversation } from '../api/start-conversation.ts';

interface SendMessageButtonProps {
  userId: string;
  /** A text the message field starts with (Coincidencias names the record); the user edits or sends it. */
  draft?: string;
  /** Another label ('Escribir sobre este disco'), with more words read after it to screen readers. */
  label?: { text: string; target: string };
}

/** The draft a conversation opens with travels in the router's state, never in the address. */
export interface ConversationState {
  draft?: string;
}

/**
 * 'Enviar mensaje' on another user's profile: opens the conversation with them,
 * started now or the one they already have. The profile hides it on one's own.
 */
export function SendMessageButton({ userId, draft, label }: SendMessageButtonProps) {
  const start = useStartConversation();
  const navigate = useNavigate();
  const toast = useToast();
  const once = useSingleFlight();

  async function handleClick() {
    try {
      const conversation = await start.mutateAsync(userId);
      const state: ConversationState | undefined = draft ? { draft } : undefined;
      await navigate(`/messages/${encodeURIComponent(conversation.id)}`, { state });
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  return (
    <Button variant="secondary" isLoading={start.isPending} onClick={() => void once(handleClick)}>
      {label ? (
        <>
          {label.text} <span className="sr-only">{label.target}</span>
        </>
      ) : (
        texts.messages.sendMessage
      )}
    </Button>
  );
}
