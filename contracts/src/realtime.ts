/**
 * Socket.IO event names and payloads. Facts from the server are past tense
 * (`counts.changed`); commands from the client are imperative.
 */
export interface ServerToClientEvents {
  /** Something the navigation counts depend on changed for this user. */
  'counts.changed': () => void;
  /** The user's own account changed (name, email) or was deleted elsewhere. */
  'account.changed': () => void;
  /** The user's own albums changed (added or removed, in any tab or device). */
  'albums.changed': () => void;
  /** The user's own wishlist changed. */
  'wishlist.changed': () => void;
  /** The user's own collections changed. */
  'collections.changed': () => void;
  /** A public collection was created, changed or deleted (or stopped being public). */
  'collection.changed': (payload: { collectionId: string }) => void;
  /** Someone followed or unfollowed this user, or this user someone: follower and following lists changed. */
  'follows.changed': () => void;
  /** A followed user added something: the feed has new items. */
  'feed.changed': () => void;
  /** Somebody's ownership or wishlist of this album changed: Explorar and its page may differ now. */
  'album.changed': (payload: { albumId: string }) => void;
}

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- commands arrive with later features
export interface ClientToServerEvents {}

export const userRoom = (userId: string): string => `user:${userId}`;
