import { type Conversation, ConversationSchema } from '@surcos/contracts/messages';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { useAnnounceServerFacts } from '../../../lib/server-facts.ts';

/** Reuses the conversation between the two users when there is one. */
export const startConversation = (userId: string): Promise<Conversation> =>
  apiPost('/api/conversations', { userId }, { schema: ConversationSchema });

export function useStartConversation() {
  const announce = useAnnounceServerFacts();
  return useMutation({
    mutationFn: startConversation,
    onSuccess: (conversation) => announce(['conversation.changed', { conversationId: conversation.id }]),
  });
}
