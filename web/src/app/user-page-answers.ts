import type { AlbumPage } from '@surcos/contracts/albums';
import type { CollectionPage } from '@surcos/contracts/collections';
import type { Stats } from '@surcos/contracts/stats';
import type { UserProfile } from '@surcos/contracts/users';
import type { QueryClient } from '@tanstack/react-query';
import { userStatsPath, userStatsQueryOptions } from '../features/stats/api/get-user-stats.ts';
import { userAlbumsPath, userAlbumsQueryOptions } from '../features/users/api/get-user-albums.ts';
import {
  userCollectionsPath,
  userCollectionsQueryOptions,
} from '../features/users/api/get-user-collections.ts';
import { userProfilePath, userProfileQueryOptions } from '../features/users/api/get-user-profile.ts';
import { pagePath } from '../lib/query-options.ts';

/**
 * Puts into the cache what a public profile shows as it first renders, from
 * the server's answers to its first requests by path: the profile, the first
 * page of its albums and of its collections, and its statistics. The server
 * renders a visitor's profile from them, and the browser's first render starts
 * from the same, so it takes the server's HTML over as it is. Without the
 * profile nothing is put (a missing profile is the page's to show); an answer
 * missing otherwise leaves its section loading, on both sides alike.
 */
export function startOnUserPage(
  queryClient: QueryClient,
  userId: string,
  answerOf: (path: string) => unknown,
): void {
  const profile = answerOf(userProfilePath(userId)) as UserProfile | undefined;
  if (!profile) return;
  queryClient.setQueryData(userProfileQueryOptions(userId).queryKey, profile);
  const albums = answerOf(pagePath(userAlbumsPath(userId))) as AlbumPage | undefined;
  if (albums) queryClient.setQueryData(userAlbumsQueryOptions(userId).queryKey, firstPage(albums));
  const collections = answerOf(pagePath(userCollectionsPath(userId))) as CollectionPage | undefined;
  if (collections) {
    queryClient.setQueryData(userCollectionsQueryOptions(userId).queryKey, firstPage(collections));
  }
  const stats = answerOf(userStatsPath(userId)) as Stats | undefined;
  if (stats) queryClient.setQueryData(userStatsQueryOptions(userId).queryKey, stats);
}

/** A list's first page as TanStack Query keeps a paged list. */
const firstPage = <Page>(page: Page) => ({ pages: [page], pageParams: [null] });
