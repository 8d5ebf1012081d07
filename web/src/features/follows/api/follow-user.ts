import { useMutation } from '@tanstack/react-query';
import { apiDelete, apiPut } from '../../../lib/api-client.ts';
import { useApplyOperation } from '../../../lib/realtime/stale-queries.ts';

/** Idempotent: following twice leaves one follow. */
export const followUser = (id: string): Promise<null> =>
  apiPut(`/api/users/${encodeURIComponent(id)}/follow`, undefined);

/** Idempotent: unfollowing someone not followed succeeds too. */
export const unfollowUser = (id: string): Promise<null> =>
  apiDelete(`/api/users/${encodeURIComponent(id)}/follow`);

/**
 * `follows` is what the viewer wants: true follows, false unfollows.
 * `onFollowed` shows the change at once wherever the page shows it (the profile's counts).
 */
export function useSetFollowing(onFollowed?: (id: string, follows: boolean) => void) {
  const applyOperation = useApplyOperation();
  return useMutation({
    mutationFn: ({ id, follows }: { id: string; follows: boolean }) =>
      follows ? followUser(id) : unfollowUser(id),
    // Pending until the screen shows the change, so a second click cannot send it again.
    onSuccess: (_nothing, { id, follows }) => {
      onFollowed?.(id, follows);
      return applyOperation('follow.change');
    },
  });
}
