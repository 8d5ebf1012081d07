import { type Message, MessageSchema, type SendMessageBody } from '@surcos/contracts/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { useApplyOperation } from '../../../lib/realtime/stale-queries.ts';
import { addMessages } from './get-messages.ts';

/** Stored before it answers; sending the same `clientId` again never stores a second copy. */
export const sendMessage = (conversationId: string, body: Required<SendMessageBody>): Promise<Message> =>
  apiPost(`/api/conversations/${encodeURIComponent(conversationId)}/messages`, body, {
    schema: MessageSchema,
  });

export function useSendMessage(conversationId: string) {
  const queryClient = useQueryClient();
  const applyOperation = useApplyOperation();
  return useMutation({
    mutationFn: (body: Required<SendMessageBody>) => sendMessage(conversationId, body),
    onSuccess: (message) => {
      addMessages(queryClient, conversationId, [message]);
      // The list's last message and order change; no need to wait for it.
      void applyOperation('message.send', message);
    },
  });
}
