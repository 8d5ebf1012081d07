import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPut } from '../../../lib/api-client.ts';
import { useApplyOperation } from '../../../lib/realtime/stale-queries.ts';
import { scopedKey } from '../../../lib/realtime/scoped-key.ts';

// The schema is loaded, not imported: it stays out of the app shell (see SchemaSource).
const loadSchema = () =>
  import('@surcos/contracts/remote-blocks').then((contracts) => contracts.RemoteBlockListSchema);

/** The accounts of other servers the signed-in member blocked, newest first (few: one request). */
export const remoteBlockListQueryOptions = () =>
  queryOptions({
    queryKey: scopedKey('blocks', 'remote'),
    queryFn: ({ signal }) => apiGet('/api/me/remote-blocks', { signal, schema: loadSchema }),
  });

export function useRemoteBlockList() {
  return useQuery(remoteBlockListQueryOptions());
}

/** Blocks (`on`) or unblocks an account of another server, by its actor's URI; idempotent both ways. */
export function useSetRemoteBlock() {
  const applyOperation = useApplyOperation();
  return useMutation({
    mutationFn: ({ actorUrl, on }: { actorUrl: string; on: boolean }) =>
      on
        ? apiPut('/api/remote/blocks', { actor: actorUrl })
        : apiDelete(`/api/remote/blocks?actor=${encodeURIComponent(actorUrl)}`),
    // The follows between the two went with the block: the lists and counts change as well.
    onSuccess: () => Promise.all([applyOperation('block.change'), applyOperation('follow.change')]),
  });
}
