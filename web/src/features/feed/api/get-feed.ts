import type { FeedPage } from '@surcos/contracts/feed';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pageFetcher, pagedQueryOptions } from '../../../lib/query-options.ts';
import { scopedKey } from '../../../lib/realtime/scoped-key.ts';

// The schema is loaded, not imported: it stays out of the app shell (see SchemaSource).
const loadSchema = () => import('@surcos/contracts/feed').then((contracts) => contracts.FeedPageSchema);

/** Albums added and public collections created by followed users, as one stream, newest first. */
export const feedQueryOptions = () =>
  pagedQueryOptions(scopedKey('feed'), pageFetcher<FeedPage>('/api/feed', loadSchema));

export function useFeed() {
  return useInfiniteQuery(feedQueryOptions());
}
