import { type Conversation, ConversationSchema } from '@surcos/contracts/messages';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { useApplyOperation } from '../../../lib/realtime/stale-queries.ts';

/** Reuses the conversation between the two users when there is one. */
export const startConversation = (userId: string): Promise<Conversation> =>
  apiPost('/api/conversations', { userId }, { schema: ConversationSchema });

export function useStartConversation() {
  const applyOperation = useApplyOperation();
  return useMutation({
    mutationFn: startConversation,
    onSuccess: (conversation) => applyOperation('conversation.start', { conversationId: conversation.id }),
  });
}
