import type { HandleAvailability } from '@surcos/contracts/handles';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

// The schema is loaded, not imported: the registration page paints without zod.
const loadSchema = () =>
  import('@surcos/contracts/handles').then((contracts) => contracts.HandleAvailabilitySchema);

export const handleAvailabilityPath = (handle: string) =>
  `/api/users/handle-available?${new URLSearchParams({ handle }).toString()}`;

/**
 * Whether `handle` is free, and the first free one numbered on it when it is not. Null asks
 * nothing (a handle the rule refuses, or none yet). Another member may take it meanwhile:
 * the answer is good for a little while only.
 */
export function useHandleAvailability(handle: string | null) {
  return useQuery({
    queryKey: ['handle-available', handle],
    queryFn: ({ signal }) =>
      apiGet<HandleAvailability>(handleAvailabilityPath(handle ?? ''), { signal, schema: loadSchema }),
    enabled: handle !== null,
    staleTime: 10_000,
    retry: false,
  });
}
