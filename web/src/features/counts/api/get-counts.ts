import type { Counts } from '@surcos/contracts/counts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { scopedKey } from '../../../lib/realtime/stale-queries.ts';

// The schema is loaded, not imported: the navigation bar asks for this on every first load (see SchemaSource).
const loadSchema = () => import('@surcos/contracts/counts').then((contracts) => contracts.CountsSchema);

export const getCounts = (signal?: AbortSignal): Promise<Counts> =>
  apiGet('/api/me/counts', { signal, schema: loadSchema });

/** Kept fresh by `counts.changed` over the socket, so no polling. */
export const countsQueryOptions = () =>
  queryOptions({
    queryKey: scopedKey('counts'),
    queryFn: ({ signal }) => getCounts(signal),
  });

/** Only ask while signed in: the endpoint answers 401 to visitors. */
export function useCounts({ enabled }: { enabled: boolean }) {
  return useQuery({ ...countsQueryOptions(), enabled });
}
