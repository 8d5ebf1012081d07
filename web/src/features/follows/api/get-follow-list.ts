import type { FollowPage } from '@surcos/contracts/remote-follows';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pageFetcher, pagedQueryOptions } from '../../../lib/query-options.ts';
import { scopedKey } from '../../../lib/realtime/scoped-key.ts';

// The schema is loaded, not imported: it stays out of the app shell (see SchemaSource).
const loadSchema = () =>
  import('@surcos/contracts/remote-follows').then((contracts) => contracts.FollowPageSchema);

/** Who follows the signed-in user, or whom they follow: the same endpoint shape in both directions. */
export type FollowDirection = 'followers' | 'following';

export const followListQueryOptions = (direction: FollowDirection) =>
  pagedQueryOptions(scopedKey(direction), pageFetcher<FollowPage>(`/api/me/${direction}`, loadSchema));

export function useFollowList(direction: FollowDirection) {
  return useInfiniteQuery(followListQueryOptions(direction));
}
