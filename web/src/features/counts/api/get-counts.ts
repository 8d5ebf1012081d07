import type { Counts } from '@surcos/contracts/counts';
import { useQuery } from '@tanstack/react-query';
import { itemQueryOptions } from '../../../lib/query-options.ts';
import { scopedKey } from '../../../lib/realtime/scoped-key.ts';

// The schema is loaded, not imported: the navigation bar asks for this on every first load (see SchemaSource).
const loadSchema = () => import('@surcos/contracts/counts').then((contracts) => contracts.CountsSchema);

/** Kept fresh by `counts.changed` over the socket, so no polling. */
export const countsQueryOptions = () => itemQueryOptions(scopedKey('counts'), '/api/me/counts', loadSchema);

/** Only ask while signed in: the endpoint answers 401 to visitors. */
export function useCounts({ enabled }: { enabled: boolean }) {
  return useQuery({ ...countsQueryOptions(), enabled });
}

/**
 * One figure of the counts, for a badge: its component renders again only when that figure
 * changes (the query compares what `select` answers), not whenever any count arrives or changes.
 */
export function useCount<Value>(select: (counts: Counts) => Value, { enabled }: { enabled: boolean }) {
  return useQuery({ ...countsQueryOptions(), enabled, select }).data;
}
