import { useQuery } from '@tanstack/react-query';
import { itemQueryOptions } from '../../../lib/query-options.ts';
import { scopedKey } from '../../../lib/realtime/scoped-key.ts';

// The schema is loaded, not imported: it stays out of the app shell (see SchemaSource).
const loadSchema = () =>
  import('@surcos/contracts/messages').then((contracts) => contracts.ConversationSchema);

/** 404 for an unknown id and for a conversation the user does not take part in. */
export const conversationQueryOptions = (id: string) =>
  itemQueryOptions(scopedKey('conversation', id), `/api/conversations/${encodeURIComponent(id)}`, loadSchema);

export function useConversation(id: string) {
  return useQuery(conversationQueryOptions(id));
}
