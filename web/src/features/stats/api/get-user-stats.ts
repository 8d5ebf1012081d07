import { useQuery } from '@tanstack/react-query';
import { itemQueryOptions } from '../../../lib/query-options.ts';
import { scopedKey } from '../../../lib/realtime/scoped-key.ts';
import { loadStatsSchema } from './get-my-stats.ts';

export const userStatsPath = (userId: string) => `/api/users/${encodeURIComponent(userId)}/stats`;

/** Anyone's public statistics: what their profile shows; `album.changed` makes them stale. */
export const userStatsQueryOptions = (userId: string) =>
  itemQueryOptions(scopedKey('user-stats', userId), userStatsPath(userId), loadStatsSchema);

export function useUserStats(userId: string) {
  return useQuery(userStatsQueryOptions(userId));
}
