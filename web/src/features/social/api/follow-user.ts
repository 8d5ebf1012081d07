import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiPut } from '../../../lib/api-client.ts';
import { useAnnounceServerFacts } from '../../../lib/server-facts.ts';
import { setViewerFollows } from './get-user-profile.ts';

/** Idempotent: following twice leaves one follow. */
export const followUser = (id: string): Promise<null> =>
  apiPut(`/api/users/${encodeURIComponent(id)}/follow`, undefined);

/** Idempotent: unfollowing someone not followed succeeds too. */
export const unfollowUser = (id: string): Promise<null> =>
  apiDelete(`/api/users/${encodeURIComponent(id)}/follow`);

/** `follows` is what the viewer wants: true follows, false unfollows. */
export function useSetFollowing() {
  const queryClient = useQueryClient();
  const announce = useAnnounceServerFacts();
  return useMutation({
    mutationFn: ({ id, follows }: { id: string; follows: boolean }) =>
      follows ? followUser(id) : unfollowUser(id),
    // Pending until the screen shows the change, so a second click cannot send it again.
    onSuccess: (_nothing, { id, follows }) => {
      setViewerFollows(queryClient, id, follows);
      return announce(['follows.changed'], ['feed.changed'], ['counts.changed']);
    },
  });
}
