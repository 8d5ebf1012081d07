import { useQuery } from '@tanstack/react-query';
import { itemQueryOptions } from '../../../lib/query-options.ts';
import { scopedKey } from '../../../lib/realtime/scoped-key.ts';

// The schema is loaded, not imported: a visitor's first page carries no zod (docs/decisions/026).
const loadSchema = () =>
  import('@surcos/contracts/explore').then((contracts) => contracts.PublicActivitySchema);

/** Recent albums and public collections, the same for every visitor (cached a minute by the browser). */
export const publicActivityQueryOptions = () =>
  itemQueryOptions(scopedKey('public-activity'), '/api/public-activity', loadSchema);

export function usePublicActivity() {
  return useQuery(publicActivityQueryOptions());
}
