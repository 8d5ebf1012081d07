/** A member as their actor shows them; `suspendedAt` set: no actor. */
export interface ActorMember {
  id: string;
  name: string;
  handle: string;
  image: string | null;
  suspendedAt: number | null;
  /** Set when found by a handle the member had before their change: that address has moved. */
  formerHandle: string | null;
}

/** Where each thing lives; the actor's address is the one Mastodon's users expect. */
export const FEDERATION_PATHS = {
  actor: '/users/{identifier}',
  inbox: '/users/{identifier}/inbox',
  sharedInbox: '/inbox',
  outbox: '/users/{identifier}/outbox',
  followers: '/users/{identifier}/followers',
  following: '/users/{identifier}/following',
  nodeInfo: '/nodeinfo/2.1',
} as const;
