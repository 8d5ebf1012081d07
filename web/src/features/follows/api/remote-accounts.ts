import type { RemoteAccount } from '@surcos/contracts/remote-follows';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPut } from '../../../lib/api-client.ts';
import { useApplyOperation } from '../../../lib/realtime/stale-queries.ts';
import { scopedKey } from '../../../lib/realtime/scoped-key.ts';

// The schema is loaded, not imported: it stays out of the app shell (see SchemaSource).
const loadSchema = () =>
  import('@surcos/contracts/remote-follows').then((contracts) => contracts.RemoteAccountSchema);

/** The address as one key, whatever '@' or spaces it was typed with. */
export const keyOf = (address: string) => address.trim().replace(/^@/, '').toLowerCase();

export const remoteAccountQueryOptions = (address: string) =>
  queryOptions({
    queryKey: scopedKey('remote-account', keyOf(address)),
    queryFn: ({ signal }) =>
      apiGet(`/api/remote/accounts?address=${encodeURIComponent(address.trim())}`, {
        signal,
        schema: loadSchema,
      }),
    // A missing account or a server that does not answer says so at once: the member may try again.
    retry: false,
  });

/** A member of another server by `@user@host`, as their server shows them. */
export function useRemoteAccount(address: string) {
  return useQuery(remoteAccountQueryOptions(address));
}

/** Shows the looked-up account as its follow or block left it. */
export function useSetRemoteAccount(address: string) {
  const queryClient = useQueryClient();
  return (account: RemoteAccount) =>
    queryClient.setQueryData(remoteAccountQueryOptions(address).queryKey, account);
}

/** Follows (true) or unfollows (false) the account; `onAccount` shows the answer at once. */
export function useSetRemoteFollowing(onAccount: (account: RemoteAccount) => void) {
  const applyOperation = useApplyOperation();
  return useMutation({
    mutationFn: async ({ account, follows }: { account: RemoteAccount; follows: boolean }) => {
      if (follows) {
        return apiPut('/api/remote/follows', { address: account.address }, { schema: loadSchema });
      }
      await apiDelete(`/api/remote/follows?actor=${encodeURIComponent(account.actorUrl)}`);
      return { ...account, follow: 'none' as const };
    },
    onSuccess: (account) => {
      onAccount(account);
      return applyOperation('follow.change');
    },
  });
}
