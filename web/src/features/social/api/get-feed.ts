import type { FeedPage } from '@surcos/contracts/feed';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

// The schema is loaded, not imported: the app shell imports this file for its query keys (see SchemaSource).
const loadSchema = () => import('@surcos/contracts/feed').then((contracts) => contracts.FeedPageSchema);

/** Albums added and public collections created by followed users, as one stream, newest first. */
export const getFeed = (page: number, signal?: AbortSignal): Promise<FeedPage> =>
  apiGet(`/api/feed?${new URLSearchParams({ page: String(page) }).toString()}`, {
    signal,
    schema: loadSchema,
  });

export const feedRootKey = ['me', 'feed'] as const;

export const feedQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: feedRootKey,
    queryFn: ({ pageParam, signal }) => getFeed(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: FeedPage) => (last.hasMore ? last.page + 1 : undefined),
  });

export function useFeed() {
  return useInfiniteQuery(feedQueryOptions());
}
