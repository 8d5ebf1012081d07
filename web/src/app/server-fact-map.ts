import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { albumDetailKey, albumDetailRootKey } from '../features/albums/api/get-album.ts';
import { myAlbumsRootKey } from '../features/albums/api/get-my-albums.ts';
import { albumSearchRootKey } from '../features/albums/api/search-albums.ts';
import { sessionQueryOptions } from '../features/auth/api/get-session.ts';
import { collectionDetailKey, collectionDetailRootKey } from '../features/collections/api/get-collection.ts';
import { exploreCollectionsRootKey } from '../features/collections/api/get-explore-collections.ts';
import { myCollectionsRootKey } from '../features/collections/api/get-my-collections.ts';
import { countsQueryOptions } from '../features/counts/api/get-counts.ts';
import { exploreAlbumsRootKey } from '../features/explore/api/get-explore-albums.ts';
import {
  conversationDetailKey,
  conversationDetailRootKey,
} from '../features/messages/api/get-conversation.ts';
import { conversationListRootKey } from '../features/messages/api/get-conversations.ts';
import { feedRootKey } from '../features/social/api/get-feed.ts';
import { followersRootKey, followingRootKey } from '../features/social/api/get-follow-list.ts';
import { userAlbumsRootKey } from '../features/social/api/get-user-albums.ts';
import { userCollectionsRootKey } from '../features/social/api/get-user-collections.ts';
import { userProfileRootKey } from '../features/social/api/get-user-profile.ts';
import { usersRootKey } from '../features/users/api/get-users.ts';
import { wishlistRootKey } from '../features/wishlist/api/get-wishlist.ts';
import type { ServerFact } from '../lib/server-facts.ts';

interface Invalidation {
  queryKey: QueryKey;
  /** 'none' marks the data stale without asking again now (for answers that cost a music-database request). */
  refetchType?: 'none';
}

/** The one map from what changed on the server to the cached answers it makes stale. */
function invalidationsFor(fact: ServerFact): Invalidation[] {
  switch (fact[0]) {
    case 'counts.changed':
      return [{ queryKey: countsQueryOptions().queryKey }];
    case 'account.changed':
      return [{ queryKey: sessionQueryOptions().queryKey }];
    // Counts too: the badges must not wait for a separate `counts.changed` that may be lost.
    case 'albums.changed':
      return [
        { queryKey: myAlbumsRootKey },
        { queryKey: countsQueryOptions().queryKey },
        { queryKey: albumSearchRootKey, refetchType: 'none' },
      ];
    case 'wishlist.changed':
      return [{ queryKey: wishlistRootKey }, { queryKey: countsQueryOptions().queryKey }];
    case 'album.changed':
      return [
        { queryKey: exploreAlbumsRootKey },
        { queryKey: usersRootKey },
        { queryKey: albumDetailKey(fact[1].albumId) },
        // A profile lists its owner's albums and counts them.
        { queryKey: userAlbumsRootKey },
        { queryKey: userProfileRootKey },
      ];
    // Every detail too: a private collection changed in another tab has no `collection.changed` of its own.
    case 'collections.changed':
      return [
        { queryKey: myCollectionsRootKey },
        { queryKey: collectionDetailRootKey },
        { queryKey: userCollectionsRootKey },
        { queryKey: countsQueryOptions().queryKey },
      ];
    case 'collection.changed':
      return [
        { queryKey: exploreCollectionsRootKey },
        { queryKey: userCollectionsRootKey },
        { queryKey: collectionDetailKey(fact[1].collectionId) },
      ];
    // Counts too, for the badges and '¡Nuevos!': a separate `counts.changed` may be lost.
    case 'follows.changed':
      return [
        { queryKey: followersRootKey },
        { queryKey: followingRootKey },
        { queryKey: userProfileRootKey },
        { queryKey: countsQueryOptions().queryKey },
      ];
    case 'feed.changed':
      return [{ queryKey: feedRootKey }, { queryKey: countsQueryOptions().queryKey }];
    // The open conversation merges new messages itself (see use-live-messages.ts); the list,
    // its 'Leído' / 'No leído' and the unread badge are asked again.
    case 'message.created':
      return [{ queryKey: conversationListRootKey }, { queryKey: countsQueryOptions().queryKey }];
    case 'conversation.changed':
      return [
        { queryKey: conversationListRootKey },
        { queryKey: conversationDetailKey(fact[1].conversationId) },
        { queryKey: countsQueryOptions().queryKey },
      ];
    default: {
      const unknownFact: never = fact;
      return unknownFact;
    }
  }
}

/** Applies facts (from the socket or from a mutation in this tab); each affected query is asked again once. */
export async function applyServerFacts(
  queryClient: QueryClient,
  facts: readonly ServerFact[],
): Promise<void> {
  const unique = new Map<string, Invalidation>();
  for (const fact of facts) {
    for (const invalidation of invalidationsFor(fact))
      unique.set(hashKey(invalidation.queryKey), invalidation);
  }
  await Promise.all(
    [...unique.values()].map(({ queryKey, refetchType }) =>
      queryClient.invalidateQueries({ queryKey, ...(refetchType ? { refetchType } : {}) }),
    ),
  );
}

/** Back online after missing events: everything that events keep fresh may be out of date. */
export function refreshAfterReconnect(queryClient: QueryClient): Promise<void> {
  const keys: QueryKey[] = [
    countsQueryOptions().queryKey,
    myAlbumsRootKey,
    wishlistRootKey,
    exploreAlbumsRootKey,
    usersRootKey,
    albumDetailRootKey,
    myCollectionsRootKey,
    exploreCollectionsRootKey,
    collectionDetailRootKey,
    followersRootKey,
    followingRootKey,
    userProfileRootKey,
    userAlbumsRootKey,
    userCollectionsRootKey,
    feedRootKey,
    conversationListRootKey,
    conversationDetailRootKey,
  ];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(
    () => undefined,
  );
}
