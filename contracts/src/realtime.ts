import type { Message } from './messages.ts';

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
  /** A message was stored in one of this user's conversations (their own ones included, for their other tabs). */
  'message.created': (message: Message) => void;
  /** One of this user's conversations changed for the list: last message or read state. */
  'conversation.changed': (payload: { conversationId: string }) => void;
  /**
   * The other participant started or stopped typing. A `true` lasts TYPING_TTL_MS
   * unless renewed, so a lost `false` never leaves the indicator on.
   */
  typing: (payload: TypingSignal & { userId: string }) => void;
}

export interface TypingSignal {
  conversationId: string;
  typing: boolean;
}

export interface ClientToServerEvents {
  /** The user is (or stopped) typing in a conversation; ignored unless they take part in it. */
  typing: (payload: TypingSignal) => void;
}

export const userRoom = (userId: string): string => `user:${userId}`;
