import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { useApplyOperation } from '../../../lib/realtime/stale-queries.ts';

export const markConversationRead = (conversationId: string): Promise<null> =>
  apiPost(`/api/conversations/${encodeURIComponent(conversationId)}/read`, undefined);

export function useMarkRead() {
  const applyOperation = useApplyOperation();
  return useMutation({
    mutationFn: markConversationRead,
    // 'Leído' in the list and the unread badge change at once, socket or not.
    onSuccess: (_nothing, conversationId) => applyOperation('conversation.read', { conversationId }),
  });
}
