import type { KnownServerList } from '@surcos/contracts/remote-blocks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiPut } from '../../../lib/api-client.ts';
import { itemQueryOptions } from '../../../lib/query-options.ts';
import { invalidateFacts } from '../../../lib/realtime/stale-queries.ts';
import { scopedKey } from '../../../lib/realtime/scoped-key.ts';

const loadSchema = () =>
  import('@surcos/contracts/remote-blocks').then((contracts) => contracts.KnownServerListSchema);

export const serversQueryOptions = () =>
  itemQueryOptions<KnownServerList, readonly ['admin-servers']>(
    scopedKey('admin-servers'),
    '/api/admin/servers',
    loadSchema,
  );

/** Servidores: the other servers this one knows, and those blocked. */
export function useServers() {
  return useQuery(serversQueryOptions());
}

export type ServerBlock = { host: string; on: true; reason: string } | { host: string; on: false };

/** Blocks a server (with an optional reason) or unblocks it; the admin lists refresh after. */
export function useBlockServer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ServerBlock) =>
      change.on
        ? apiPut('/api/admin/domain-blocks', { host: change.host, reason: change.reason })
        : apiDelete(`/api/admin/domain-blocks?host=${encodeURIComponent(change.host)}`),
    onSuccess: () => invalidateFacts(queryClient, [['moderation.changed']]),
  });
}
