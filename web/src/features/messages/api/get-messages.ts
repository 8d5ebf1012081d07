import type { Message, MessagePage } from '@surcos/contracts/messages';
import { infiniteQueryOptions, useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { scopedKey } from '../../../lib/realtime/scoped-key.ts';

const loadSchema = () =>
  import('@surcos/contracts/messages').then((contracts) => contracts.MessagePageSchema);

/** One of `before` (older history) or `after` (what arrived since); neither asks for the newest page. */
export type MessageCursor = { before: number } | { after: number } | null;

export const getMessages = (
  conversationId: string,
  cursor: MessageCursor,
  signal?: AbortSignal,
): Promise<MessagePage> => {
  const query = new URLSearchParams();
  if (cursor && 'before' in cursor) query.set('before', String(cursor.before));
  if (cursor && 'after' in cursor) query.set('after', String(cursor.after));
  const search = query.toString() ? `?${query.toString()}` : '';
  return apiGet(`/api/conversations/${encodeURIComponent(conversationId)}/messages${search}`, {
    signal,
    schema: loadSchema,
  });
};

/** Pages from the newest back: `pages[0]` is the newest (and grows with live messages), each next one older. */
export const messagesQueryOptions = (conversationId: string) =>
  infiniteQueryOptions({
    queryKey: scopedKey('messages', conversationId),
    queryFn: ({ pageParam, signal }) =>
      getMessages(conversationId, pageParam === null ? null : { before: pageParam }, signal),
    initialPageParam: null as number | null,
    // The "next" page is the one before the oldest message loaded.
    getNextPageParam: (oldest: MessagePage) => (oldest.hasMore ? oldest.items[0]?.seq : undefined),
    // Socket events and the catch-up after each (re)connection keep it current; refetching
    // every loaded page on focus would only repeat what is already here.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useMessages(conversationId: string) {
  return useInfiniteQuery(messagesQueryOptions(conversationId));
}

export const bySeq = (a: Message, b: Message): number => a.seq - b.seq;

/** Every loaded message once, oldest first. */
export function historyMessages(history: { pages: readonly MessagePage[] } | undefined): Message[] {
  const byId = new Map<string, Message>();
  for (const page of history?.pages ?? []) {
    for (const message of page.items) byId.set(message.id, message);
  }
  return [...byId.values()].sort(bySeq);
}

/**
 * Where a catch-up starts: the highest seq up to which every message is loaded, from the
 * oldest loaded one on. Seqs of a conversation are consecutive, so a gap is a message that
 * was missed (sent while the socket was down, with a later one, such as the user's own
 * send, already merged); asking only for what follows the highest seq would skip it.
 */
export function contiguousSeq(history: { pages: readonly MessagePage[] }): number {
  const seqs = [...new Set(history.pages.flatMap((page) => page.items.map((message) => message.seq)))].sort(
    (a, b) => a - b,
  );
  let upTo = seqs[0] ?? 0;
  for (const seq of seqs.slice(1)) {
    if (seq !== upTo + 1) break;
    upTo = seq;
  }
  return upTo;
}

/**
 * Merges messages (from the socket, a send or a catch-up) into the loaded history:
 * by id, so the same message arriving twice shows once, and in seq order. Before the
 * first page has loaded there is nothing to merge into; the catch-up after it brings them.
 */
export function addMessages(
  queryClient: QueryClient,
  conversationId: string,
  messages: readonly Message[],
): void {
  queryClient.setQueryData(messagesQueryOptions(conversationId).queryKey, (history) => {
    if (!history) return history;
    const known = new Set(history.pages.flatMap((page) => page.items.map((message) => message.id)));
    const fresh = new Map<string, Message>();
    for (const message of messages) {
      if (message.conversationId === conversationId && !known.has(message.id)) fresh.set(message.id, message);
    }
    if (fresh.size === 0) return history;
    const [newest, ...older] = history.pages;
    const items = [...(newest?.items ?? []), ...fresh.values()].sort(bySeq);
    return { ...history, pages: [{ hasMore: newest?.hasMore ?? false, items }, ...older] };
  });
}

/**
 * Fetches what was stored after the last message held without a gap, page by page
 * until nothing newer is left, and merges it in. Returns what the server sent.
 */
export async function fetchMessagesSince(
  queryClient: QueryClient,
  conversationId: string,
): Promise<Message[]> {
  const history = queryClient.getQueryData(messagesQueryOptions(conversationId).queryKey);
  if (!history) return [];
  const received: Message[] = [];
  let after = contiguousSeq(history);
  for (;;) {
    const page = await getMessages(conversationId, { after });
    addMessages(queryClient, conversationId, page.items);
    received.push(...page.items);
    const newest = page.items.at(-1)?.seq;
    if (!page.hasMore || newest === undefined || newest <= after) return received;
    after = newest;
  }
}
