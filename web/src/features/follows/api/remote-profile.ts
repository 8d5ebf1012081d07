import type { RemoteAccount } from '@surcos/contracts/remote-follows';
import type { RemoteProfile } from '@surcos/contracts/remote-profiles';
import { type InfiniteData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { pageFetcher, pagedQueryOptions } from '../../../lib/query-options.ts';
import { scopedKey } from '../../../lib/realtime/scoped-key.ts';
import { keyOf } from './remote-accounts.ts';

// The schema is loaded, not imported: it stays out of the app shell (see SchemaSource).
const loadSchema = () =>
  import('@surcos/contracts/remote-profiles').then((contracts) => contracts.RemoteProfileSchema);

/** A member of another server's profile: the account and their public activity, page by page. */
export const remoteProfileQueryOptions = (address: string) => ({
  ...pagedQueryOptions(
    scopedKey('remote-profile', keyOf(address)),
    pageFetcher<RemoteProfile>('/api/remote/profile', loadSchema, { address: address.trim() }),
  ),
  // A missing account or a server that does not answer says so at once: the member may try again.
  retry: false,
});

export function useRemoteProfile(address: string) {
  return useInfiniteQuery(remoteProfileQueryOptions(address));
}

/** Shows the account as its follow or block left it, on every page already loaded. */
export function useSetRemoteProfileAccount(address: string) {
  const queryClient = useQueryClient();
  return (account: RemoteAccount) =>
    queryClient.setQueryData<InfiniteData<RemoteProfile, string | null>>(
      remoteProfileQueryOptions(address).queryKey,
      (data) => data && { ...data, pages: data.pages.map((page) => ({ ...page, account })) },
    );
}
