import type { Conversation } from '@surcos/contracts/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { scopedKey } from '../../../lib/realtime/stale-queries.ts';

// The schema is loaded, not imported: it stays out of the app shell (see SchemaSource).
const loadSchema = () =>
  import('@surcos/contracts/messages').then((contracts) => contracts.ConversationSchema);

/** 404 for an unknown id and for a conversation the user does not take part in. */
export const getConversation = (id: string, signal?: AbortSignal): Promise<Conversation> =>
  apiGet(`/api/conversations/${encodeURIComponent(id)}`, { signal, schema: loadSchema });

export const conversationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: scopedKey('conversation', id),
    queryFn: ({ signal }) => getConversation(id, signal),
  });

export function useConversation(id: string) {
  return useQuery(conversationQueryOptions(id));
}
