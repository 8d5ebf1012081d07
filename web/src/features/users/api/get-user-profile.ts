import { useQuery, type QueryClient } from '@tanstack/react-query';
import { itemQueryOptions } from '../../../lib/query-options.ts';
import { scopedKey } from '../../../lib/realtime/scoped-key.ts';

// The schema is loaded, not imported: it stays out of the app shell (see SchemaSource).
const loadSchema = () => import('@surcos/contracts/users').then((contracts) => contracts.UserProfileSchema);

/** Where a profile is asked for: also the key of the server's answer in a visitor's page (lib/api-client.ts). */
export const userProfilePath = (id: string) => `/api/users/${encodeURIComponent(id)}`;

/** Anyone's public profile: counts and what the viewer has to do with them; never an email. */
export const userProfileQueryOptions = (id: string) =>
  itemQueryOptions(scopedKey('user-profile', id), userProfilePath(id), loadSchema);

export function useUserProfile(id: string) {
  return useQuery(userProfileQueryOptions(id));
}

/** Follow and unfollow show at once; the refetch that follows confirms the counts. */
export function setViewerFollows(queryClient: QueryClient, id: string, follows: boolean): void {
  queryClient.setQueryData(userProfileQueryOptions(id).queryKey, (profile) =>
    profile?.viewer && profile.viewer.follows !== follows
      ? {
          ...profile,
          followerCount: Math.max(0, profile.followerCount + (follows ? 1 : -1)),
          viewer: { ...profile.viewer, follows },
        }
      : profile,
  );
}
