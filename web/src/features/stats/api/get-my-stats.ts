import { useQuery } from '@tanstack/react-query';
import { itemQueryOptions } from '../../../lib/query-options.ts';
import { scopedKey } from '../../../lib/realtime/scoped-key.ts';

// The schema is loaded, not imported: it stays out of the app shell (see SchemaSource).
export const loadStatsSchema = () =>
  import('@surcos/contracts/stats').then((contracts) => contracts.StatsSchema);

/** The signed-in user's statistics, copies counted; `albums.changed` makes them stale. */
export const myStatsQueryOptions = () =>
  itemQueryOptions(scopedKey('my-stats'), '/api/me/stats', loadStatsSchema);

export function useMyStats() {
  return useQuery(myStatsQueryOptions());
}
