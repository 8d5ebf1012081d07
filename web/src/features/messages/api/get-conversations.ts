import type { ConversationPage } from '@surcos/contracts/messages';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pageFetcher, pagedQueryOptions } from '../../../lib/query-options.ts';
import { scopedKey } from '../../../lib/realtime/scoped-key.ts';

// The schema is loaded, not imported: it stays out of the app shell (see SchemaSource).
const loadSchema = () =>
  import('@surcos/contracts/messages').then((contracts) => contracts.ConversationPageSchema);

/** The user's conversations, newest activity first. */
export const conversationsQueryOptions = () =>
  pagedQueryOptions(
    scopedKey('conversations'),
    pageFetcher<ConversationPage>('/api/conversations', loadSchema),
  );

export function useConversations() {
  return useInfiniteQuery(conversationsQueryOptions());
}
