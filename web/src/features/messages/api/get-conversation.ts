import type { Conversation } from '@surcos/contracts/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

// The schema is loaded, not imported: the app shell imports this file for its query keys (see SchemaSource).
const loadSchema = () =>
  import('@surcos/contracts/messages').then((contracts) => contracts.ConversationSchema);

/** 404 for an unknown id and for a conversation the user does not take part in. */
export const getConversation = (id: string, signal?: AbortSignal): Promise<Conversation> =>
  apiGet(`/api/conversations/${encodeURIComponent(id)}`, { signal, schema: loadSchema });

export const conversationDetailRootKey = ['conversations', 'detail'] as const;
export const conversationDetailKey = (id: string) => [...conversationDetailRootKey, id] as const;

export const conversationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: conversationDetailKey(id),
    queryFn: ({ signal }) => getConversation(id, signal),
  });

export function useConversation(id: string) {
  return useQuery(conversationQueryOptions(id));
}
