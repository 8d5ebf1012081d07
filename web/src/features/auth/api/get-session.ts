import type { Me } from '@surcos/contracts/auth';
import { hashKey, useQuery, type QueryClient } from '@tanstack/react-query';
import { clearOfflineData } from '../../../lib/offline/offline-caches.ts';
import { itemQueryOptions } from '../../../lib/query-options.ts';
import { scopedKey } from '../../../lib/realtime/scoped-key.ts';

// The schema is loaded, not imported: this request runs on every first load (see SchemaSource).
const loadSchema = () =>
  import('@surcos/contracts/auth').then((contracts) => contracts.SessionResponseSchema);

export const sessionQueryOptions = () => itemQueryOptions(scopedKey('session'), '/api/session', loadSchema);

/** The session query itself, for screens that show its loading and error states. */
export function useSession() {
  return useQuery(sessionQueryOptions());
}

/** The signed-in user, null for a visitor, undefined while the session is unknown. */
export function useCurrentUser(): Me | null | undefined {
  return useSession().data?.user;
}

/** After a sign-in or sign-up: re-read the session so every screen sees the user. */
export function refreshSession(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: sessionQueryOptions().queryKey, refetchType: 'all' });
}

/** After signing in as someone: nothing kept for offline reading may belong to whoever was here before. */
export async function startSession(queryClient: QueryClient): Promise<void> {
  await clearOfflineData();
  await refreshSession(queryClient);
}

/**
 * After signing out or deleting the account: the session becomes "visitor" at
 * once (so guards redirect without a round trip) and every other cached answer,
 * which belonged to the previous user, is dropped, here and in the service
 * worker's caches kept for offline reading. Done once those caches are empty:
 * the sign-out is not over while the previous user's data is still on disk.
 */
export async function resetToSignedOut(queryClient: QueryClient): Promise<void> {
  const sessionKey = sessionQueryOptions().queryKey;
  const clearing = clearOfflineData();
  void queryClient.cancelQueries();
  queryClient.setQueryData(sessionKey, { user: null });
  const sessionHash = hashKey(sessionKey);
  queryClient.removeQueries({ predicate: (query) => query.queryHash !== sessionHash });
  await clearing;
}
