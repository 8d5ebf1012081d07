import type { z } from 'zod';
import type {
  AlbumChangedSchema,
  CollectionChangedSchema,
  ConversationChangedSchema,
  ImportProgressedSchema,
  MessageCreatedSchema,
  TypingCommandSchema,
  TypingSignalSchema,
} from './realtime-payloads.ts';

/*
 * Realtime facts, in one table both sides read. Facts are past tense
 * (`album.changed`): the server publishes them after a write has committed.
 * This module has no runtime dependency on zod, so the web can load it with
 * the app shell; the payload schemas are in realtime-payloads.ts.
 */

/**
 * The cached answers a client keeps, by the first element of their query
 * key. A fact names the scopes it makes stale; a scope given as
 * `[scope, field]` is narrowed to the key `[scope, payload[field]]`.
 */
export const QUERY_SCOPES = [
  'session',
  'counts',
  'my-albums',
  'album-search',
  'album',
  'wishlist',
  'explore-albums',
  'explore-collections',
  /** A visitor's glimpse of recent public activity, beside the login form. */
  'public-activity',
  'users',
  'user-profile',
  'user-albums',
  'user-collections',
  'my-collections',
  'collection',
  'followers',
  'following',
  /** A member of another server looked up by `@user@host`: `['remote-account', address]`. */
  'remote-account',
  /** Their profile page, the account and its activity as fetched: `['remote-profile', address]`. */
  'remote-profile',
  'feed',
  'conversations',
  'conversation',
  /** The user's copies of one album: `['copies', albumId]`. */
  'copies',
  /** The user's folders, with their copy counts. */
  'copy-folders',
  // The open conversation merges `message.created` into it and catches up itself after a
  // reconnection; only a message changed in place (`messages.changed`) asks for it again.
  'messages',
  // The user's current import: its progress bar.
  'imports',
  /** The user's own statistics (/stats). */
  'my-stats',
  /** Anyone's public statistics, on their profile: `['user-stats', userId]`. */
  'user-stats',
  /** Matches with followed users: Coincidencias, and 'Lo tienen:' / 'Lo buscan:' by album. */
  'matches',
  /** A scanned code's verdict (`['scan', code]`): the user's albums, wishlist and matches for it. */
  'scan',
  /** Whom the user blocked and muted (/settings/blocks): `['blocks', kind]`. */
  'blocks',
  /** The member's personal access tokens (/settings/tokens). */
  'tokens',
  /** The bell: the user's notifications and their unread count. */
  'notifications',
  /** The admin area's lists: reports, users, audit log, figures, servers. */
  'admin-reports',
  'admin-users',
  'admin-audit',
  'admin-figures',
  'admin-servers',
] as const;
export type QueryScope = (typeof QUERY_SCOPES)[number];

type Stale<Payload> = QueryScope | { [Field in keyof Payload]: readonly [QueryScope, Field] }[keyof Payload];

/** Every fact: what it means and which cached answers it makes stale. */
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
  'collection.changed': (payload: z.infer<typeof CollectionChangedSchema>) => void;
  /** Someone followed or unfollowed this user, or this user someone. */
  'follows.changed': () => void;
  /** A followed user's albums or wishlist changed: the user's matches with them may differ. */
  'matches.changed': () => void;
  /** A followed user added or changed something the feed shows. */
  'feed.changed': () => void;
  /** Somebody's ownership or wishlist of this album changed: Explorar and its page may differ now. */
  'album.changed': (payload: z.infer<typeof AlbumChangedSchema>) => void;
  /** A message was stored in one of this user's conversations. */
  'message.created': (message: z.infer<typeof MessageCreatedSchema>) => void;
  /** One of this user's conversations changed for the list: last message or read state. */
  'conversation.changed': (payload: z.infer<typeof ConversationChangedSchema>) => void;
  /** One of this user's imports moved on (throttled: a few a second at most, never one per row). */
  'import.progressed': (payload: z.infer<typeof ImportProgressedSchema>) => void;
  /** The user's notifications changed: a new one, one read, or preferences that hide some. */
  'notifications.changed': () => void;
  /**
   * The other participant started or stopped typing. A `true` lasts TYPING_TTL_MS
   * unless renewed, so a lost `false` never leaves the indicator on. Never stored.
   */
  typing: (payload: z.infer<typeof TypingSignalSchema>) => void;
  /** Whom the user blocked or muted changed (in any tab or device). */
  'blocks.changed': () => void;
  /**
   * Somebody left or came back into what this user may see (a block between
   * them began or ended): every list naming people may differ. It says who to nobody.
   */
  'people.changed': () => void;
  /** Admins only: a report was filed or resolved, or an admin acted on a user. */
  'moderation.changed': () => void;
  /** A message of one of this user's conversations changed in place (hidden by the moderation). */
  'messages.changed': (payload: z.infer<typeof ConversationChangedSchema>) => void;
}

export interface ClientToServerEvents {
  /** The user is (or stopped) typing in a conversation; ignored unless they take part in it. */
  typing: (payload: z.infer<typeof TypingCommandSchema>) => void;
}

/** Facts that make cached answers stale (every event but `typing`, which passes in seconds). */
export type FactName = Exclude<keyof ServerToClientEvents, 'typing'>;
export type FactPayload<Fact extends FactName> = Parameters<ServerToClientEvents[Fact]>[0];

export const FACTS: { [Fact in FactName]: { stale: ReadonlyArray<Stale<FactPayload<Fact>>> } } = {
  'counts.changed': { stale: ['counts'] },
  'account.changed': { stale: ['session'] },
  // Counts too, in every fact that changes one: the badges must not wait for a `counts.changed`.
  // Copies and folders too: adding or removing an album adds or removes its copies.
  // Statistics too: they count the albums and copies.
  // Matches too: they pair the user's own albums and wishlist with the followed users'.
  // Scan verdicts too: they say what the user and the followed users have of a release.
  'albums.changed': {
    stale: ['my-albums', 'counts', 'album-search', 'copies', 'copy-folders', 'my-stats', 'matches', 'scan'],
  },
  'wishlist.changed': { stale: ['wishlist', 'counts', 'matches', 'scan'] },
  // A profile lists its owner's albums and counts them.
  'album.changed': {
    stale: ['explore-albums', 'users', ['album', 'albumId'], 'user-albums', 'user-profile', 'user-stats'],
  },
  // Every detail: a private collection changed in another tab has no `collection.changed` of its own.
  'collections.changed': { stale: ['my-collections', 'collection', 'user-collections', 'counts'] },
  'collection.changed': {
    stale: ['explore-collections', 'user-collections', ['collection', 'collectionId']],
  },
  'follows.changed': {
    stale: [
      'followers',
      'following',
      'remote-account',
      'remote-profile',
      'user-profile',
      'counts',
      'matches',
      'scan',
    ],
  },
  'matches.changed': { stale: ['matches', 'scan'] },
  'feed.changed': { stale: ['feed', 'counts'] },
  // The open conversation merges new messages itself; the list and the unread badge are asked again.
  'message.created': { stale: ['conversations', 'counts'] },
  'conversation.changed': {
    stale: ['conversations', ['conversation', 'conversationId'], 'counts'],
  },
  'import.progressed': { stale: ['imports'] },
  // The profile says whether the viewer mutes its owner; the bell leaves out whom they block or mute.
  'blocks.changed': { stale: ['blocks', 'user-profile', 'notifications'] },
  'people.changed': {
    stale: [
      'users',
      'user-profile',
      'user-albums',
      'user-collections',
      'user-stats',
      'followers',
      'following',
      'feed',
      'counts',
      'matches',
      'scan',
      'conversations',
      'conversation',
      'explore-collections',
      'album',
      'collection',
    ],
  },
  'notifications.changed': { stale: ['notifications'] },
  'moderation.changed': {
    stale: ['admin-reports', 'admin-users', 'admin-audit', 'admin-figures', 'admin-servers'],
  },
  // The open conversation keeps its messages until told: this is what tells it.
  'messages.changed': {
    stale: [['messages', 'conversationId'], 'conversations', ['conversation', 'conversationId']],
  },
};

/**
 * Who hears of an operation: the user who did it (`actor`, all of their
 * tabs but the one that asked), named other users (`others`: whom they
 * followed, the other participant), the actor's `followers`, or `everyone`
 * signed in.
 */
export type Audience = 'actor' | 'others' | 'followers' | 'everyone' | 'admins';

type OperationFacts = Partial<Record<Audience, readonly FactName[]>>;

/**
 * Every write that others must hear of, and the facts it publishes to each
 * audience. The server publishes from this table; a tab that made the write
 * applies the facts meant for itself (`actor` and `everyone`) at once, and
 * its socket is left out of them, so it never refreshes twice.
 */
export const OPERATIONS = {
  'album.add': {
    actor: ['albums.changed', 'wishlist.changed', 'counts.changed'],
    everyone: ['album.changed'],
    followers: ['feed.changed', 'counts.changed', 'matches.changed'],
  },
  'album.remove': {
    actor: ['albums.changed', 'collections.changed', 'counts.changed'],
    everyone: ['album.changed'],
    // Their feeds lose an item, which is no news: no `counts.changed`, so no '¡Nuevos!'.
    followers: ['feed.changed', 'matches.changed'],
  },
  /**
   * A copy was added, changed or removed (not the first or the last: those
   * are `album.add` and `album.remove`). Everyone hears it only when the
   * owner's date of the album moved, which 'Añadido por' shows.
   */
  'copy.change': { actor: ['albums.changed'], everyone: ['album.changed'] },
  /** A hand-made album's maker rewrote it: their lists, its page, and their followers' feeds show the new text. */
  'album.describe': {
    actor: ['albums.changed'],
    everyone: ['album.changed'],
    followers: ['feed.changed'],
  },
  /** An account is gone: its albums have one owner fewer. */
  'album.owner-gone': { everyone: ['album.changed'] },
  // Followers see the wishlist through their matches ('Lo buscan:'); nobody else does.
  'wishlist.add': {
    actor: ['wishlist.changed', 'counts.changed'],
    everyone: ['album.changed'],
    followers: ['matches.changed'],
  },
  'wishlist.remove': {
    actor: ['wishlist.changed', 'counts.changed'],
    everyone: ['album.changed'],
    followers: ['matches.changed'],
  },
  /** A collection became visible to others (created public, or made public): news for followers. */
  'collection.publish': {
    actor: ['collections.changed', 'counts.changed'],
    everyone: ['collection.changed'],
    followers: ['feed.changed', 'counts.changed'],
  },
  /** A public collection changed, was hidden or deleted: followers' feeds change, without news. */
  'collection.change-public': {
    actor: ['collections.changed', 'counts.changed'],
    everyone: ['collection.changed'],
    followers: ['feed.changed'],
  },
  /** A private collection changed: only its owner's tabs care. */
  'collection.change-private': { actor: ['collections.changed', 'counts.changed'] },
  'follow.change': {
    actor: ['follows.changed', 'feed.changed', 'counts.changed'],
    others: ['follows.changed', 'counts.changed'],
  },
  'feed.visit': { actor: ['counts.changed'] },
  /** A remote account the member follows posted (published to each follower as its own actor): news. */
  'remote-post.arrive': { actor: ['feed.changed', 'counts.changed'] },
  /** A remote post the member sees was rewritten or deleted: the feed changes, without news. */
  'remote-post.change': { actor: ['feed.changed'] },
  /** What a remote account the member follows holds was fetched anew (published to each follower as its own actor). */
  'remote-holdings.change': { actor: ['matches.changed'] },
  'account.change': { actor: ['account.changed'] },
  'conversation.start': { actor: ['conversation.changed'] },
  'conversation.read': {
    actor: ['conversation.changed', 'counts.changed'],
    others: ['conversation.changed'],
  },
  /** The tab that sent it keeps the message from its own answer; the other tabs get it here. */
  'message.send': {
    actor: ['message.created', 'conversation.changed', 'counts.changed'],
    others: ['message.created', 'conversation.changed', 'counts.changed'],
  },
  /** The other participant's account is gone: the conversation now names 'Usuario eliminado'. */
  'conversation.participant-gone': { others: ['conversation.changed', 'counts.changed'] },
  /** An import's batch went in: only the importing user's tabs hear of it. */
  'import.progress': { actor: ['import.progressed'] },
  /** An import finished: its owner's lists change, and followers get one feed entry (never one per album). */
  'import.finish': {
    actor: ['import.progressed', 'albums.changed', 'wishlist.changed', 'counts.changed'],
    followers: ['feed.changed', 'counts.changed', 'matches.changed'],
  },
  /**
   * A block began or ended: both stop (or start again) seeing each other, and
   * the follows between them went. The other side hears only that people changed.
   */
  'block.change': {
    actor: ['blocks.changed', 'people.changed'],
    others: ['people.changed'],
  },
  /** A mute began or ended: only the muter's tabs hear of it (their feed changes). */
  'mute.change': { actor: ['blocks.changed', 'feed.changed', 'counts.changed'] },
  /** Notifications were written for these recipients (`others`): their bells ring. */
  'notification.create': { others: ['notifications.changed'] },
  /** The user read notifications or changed what they see. */
  'notification.read': { actor: ['notifications.changed'] },
  /** A report was filed or resolved, or an admin acted on a user: the admins' sockets alone hear it. */
  'moderation.change': { admins: ['moderation.changed'] },
  /** A message was hidden by the moderation: both participants (`others`) see it change, open or not. */
  'message.hide': { others: ['messages.changed'] },
} as const satisfies Record<string, OperationFacts>;
export type Operation = keyof typeof OPERATIONS;

/**
 * The payload an operation's facts need: the union of their payloads (an
 * operation publishing `album.changed` needs an `albumId`).
 */
type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void
  ? I
  : never;
type FactsOf<Op extends Operation> = {
  [A in keyof (typeof OPERATIONS)[Op]]: (typeof OPERATIONS)[Op][A] extends readonly (infer F)[] ? F : never;
}[keyof (typeof OPERATIONS)[Op]];
type PayloadOf<Fact> = Fact extends FactName
  ? FactPayload<Fact> extends object
    ? FactPayload<Fact>
    : never
  : never;
export type OperationPayload<Op extends Operation> = UnionToIntersection<PayloadOf<FactsOf<Op>>>;

/** The facts a tab applies itself after its own write of `operation` succeeded. */
export function factsForActor(operation: Operation): FactName[] {
  const facts: OperationFacts = OPERATIONS[operation];
  return [...new Set([...(facts.actor ?? []), ...(facts.everyone ?? [])])];
}

// In a module of its own so the web app's request code does not carry the fact table.
export { SOCKET_ID_HEADER } from './socket-id.ts';

export const userRoom = (userId: string): string => `user:${userId}`;

/** The room admin sockets join at the handshake; no other socket ever does. */
export const ADMINS_ROOM = 'admins';
