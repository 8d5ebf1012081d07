import type { ConversationPage } from '@surcos/contracts/messages';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

// The schema is loaded, not imported: the app shell imports this file for its query keys (see SchemaSource).
const loadSchema = () =>
  import('@surcos/contracts/messages').then((contracts) => contracts.ConversationPageSchema);

/** The user's conversations, newest activity first. */
export const getConversations = (page: number, signal?: AbortSignal): Promise<ConversationPage> =>
  apiGet(`/api/conversations?${new URLSearchParams({ page: String(page) }).toString()}`, {
    signal,
    schema: loadSchema,
  });

export const conversationListRootKey = ['conversations', 'list'] as const;

export const conversationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: conversationListRootKey,
    queryFn: ({ pageParam, signal }) => getConversations(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: ConversationPage) => (last.hasMore ? last.page + 1 : undefined),
  });

export function useConversations() {
  return useInfiniteQuery(conversationsQueryOptions());
}
