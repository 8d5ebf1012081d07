import type { webcrypto } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createFederation, type Federation, type KvStore, type MessageQueue } from '@fedify/fedify';
import { Endpoints, Image, Person } from '@fedify/vocab';
import { jwkToKey, keyToJwk, makeKeyPair } from './crypto-keys.ts';
import { type ActorMember, FEDERATION_PATHS } from './actor-paths.ts';
import type { ActorKeyAlgorithm, ActorKeysRepository, StoredKeyPair } from './actor-keys.repository.ts';
import type { FederationRepository } from './federation.repository.ts';
import { listenToFollows } from './inbox-follows.ts';
import { listenToDeletes } from './inbox-deletes.ts';
import { listenToPosts, removePost } from './inbox-posts.ts';
import { listenToHoldings } from './inbox-holdings.ts';
import { dispatchPosts } from './outbox.ts';
import type { OutgoingPostsRepository } from './outgoing-posts.repository.ts';
import type { PostSubjectsRepository } from './post-subjects.repository.ts';
import type { RemoteActorsRepository } from './remote-actors.repository.ts';
import type { RemotePostsRepository } from './remote-posts.repository.ts';
import { listenToFollowAnswers } from './inbox-follow-answers.ts';
import { listenToMoves } from './inbox-moves.ts';
import { backfillPosts } from './outbox-pages.ts';
import { listenToBlocks } from './inbox-blocks.ts';
import type { RemoteBlocksRepository } from './remote-blocks.repository.ts';
import type { RemoteFollowsRepository } from './remote-follows.repository.ts';
import { dispatchHoldings, holdingsStreams } from './holdings.ts';
import type { HoldingsRepository } from './holdings.repository.ts';

// The same relative path from src/modules/federation and from dist/modules/federation.
const { version } = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

export interface FederationDeps {
  publicUrl: string;
  allowPrivateAddresses: boolean;
  kv: KvStore;
  queue: MessageQueue;
  /** A member by handle, whatever its case (modules/users). */
  findMember: (handle: string) => Promise<ActorMember | undefined>;
  /** The handles a member had before (lower case): their actor names them as its aliases. */
  formerHandlesOf: (userId: string) => Promise<string[]>;
  actorKeys: ActorKeysRepository;
  remoteActors: RemoteActorsRepository;
  /** Members' follows of remote actors, answered by Accept or Reject (remote-follows.ts). */
  remoteFollows: RemoteFollowsRepository;
  onFollowAnswered?: (userId: string) => Promise<void>;
  /** An account on another server newly follows a member (modules/notifications: 'X te sigue'). */
  onRemoteFollower?: (actorId: string, userId: string) => Promise<void>;
  /** Members' blocks of remote actors, and remote actors' blocks of members (remote-blocks.ts). */
  remoteBlocks: RemoteBlocksRepository;
  /** Posts of the remote actors members follow (inbox-posts.ts). */
  remotePosts: RemotePostsRepository;
  /** What members here serve as `haves`/`wants`, and what followed actors hold (holdings.ts). */
  holdings: HoldingsRepository;
  /** An activity of a remote actor may have changed what it holds: fetch it again soon. */
  onHoldingsChanged?: (actorId: string) => Promise<void>;
  /** A remote post arrived for these members (news in their feed), or one they see changed or went. */
  onRemotePostArrived?: (userIds: readonly string[]) => Promise<void>;
  onRemotePostChanged?: (userIds: readonly string[]) => Promise<void>;
  repository: FederationRepository;
  /** The posts sent to followers elsewhere, and what they tell of (outgoing-posts.ts). */
  posts: OutgoingPostsRepository;
  subjects: PostSubjectsRepository;
  /** Told of each failed delivery (Fedify retries it with backoff, then gives it up). */
  onDeliveryError: (error: Error, activityId: string | null) => void;
  now?: () => number;
}

/** Followers listed per page of a member's followers collection. */
const FOLLOWERS_PAGE = 100;

/** RSA for Mastodon's HTTP Signatures, Ed25519 for Object Integrity Proofs. */
const ALGORITHMS: ReadonlyArray<{ algorithm: ActorKeyAlgorithm; fedify: 'RSASSA-PKCS1-v1_5' | 'Ed25519' }> = [
  { algorithm: 'rsa', fedify: 'RSASSA-PKCS1-v1_5' },
  { algorithm: 'ed25519', fedify: 'Ed25519' },
];

/**
 * Surcos' Fedify federation: each member a `Person` at `/users/{handle}`,
 * WebFinger (Fedify answers it from the actor dispatcher), NodeInfo 2.1, and
 * the inbox, outbox and collections an actor must name. The inbox takes
 * follows from other servers (inbox-follows.ts); nothing else is acted on yet.
 */
export function createSurcosFederation(deps: FederationDeps): Federation<void> {
  const now = deps.now ?? Date.now;
  const federation = createFederation<void>({
    kv: deps.kv,
    queue: deps.queue,
    // Started by the runtime once the app is up, and stopped with it.
    manuallyStartQueue: true,
    origin: deps.publicUrl,
    allowPrivateAddress: deps.allowPrivateAddresses,
    userAgent: { software: `Surcos/${version}` },
    onOutboxError: (error, activity) => deps.onDeliveryError(error, activity?.id?.href ?? null),
  });

  /** A member who may have an actor: found, and not suspended. */
  const memberOf = async (handle: string): Promise<ActorMember | null> => {
    const member = await deps.findMember(handle);
    return member === undefined || member.suspendedAt !== null ? null : member;
  };

  /** The member's key pairs, made and kept on first need. */
  const keyPairsOf = async (userId: string): Promise<webcrypto.CryptoKeyPair[]> => {
    let stored = await deps.actorKeys.keysOf(userId);
    const missing = ALGORITHMS.filter(
      ({ algorithm }) => !stored.some((pair) => pair.algorithm === algorithm),
    );
    if (missing.length > 0) {
      const made: StoredKeyPair[] = await Promise.all(
        missing.map(async ({ algorithm, fedify }) => {
          const pair = await makeKeyPair(fedify);
          return {
            algorithm,
            publicKey: JSON.stringify(await keyToJwk(pair.publicKey)),
            privateKey: JSON.stringify(await keyToJwk(pair.privateKey)),
          };
        }),
      );
      stored = await deps.actorKeys.keep(userId, made, now());
    }
    // RSA first: its key is the actor's `publicKey` (#main-key), the one Mastodon reads.
    const ordered = ALGORITHMS.flatMap(({ algorithm }) =>
      stored.filter((pair) => pair.algorithm === algorithm),
    );
    return Promise.all(
      ordered.map(async (pair) => ({
        publicKey: await jwkToKey(JSON.parse(pair.publicKey) as webcrypto.JsonWebKey, 'public'),
        privateKey: await jwkToKey(JSON.parse(pair.privateKey) as webcrypto.JsonWebKey, 'private'),
      })),
    );
  };

  federation
    .setActorDispatcher(FEDERATION_PATHS.actor, async (ctx, identifier) => {
      const member = await memberOf(identifier);
      if (member === null) return null;
      const keys = await ctx.getActorKeyPairs(identifier);
      const common = {
        id: ctx.getActorUri(identifier),
        preferredUsername: identifier,
        name: member.name,
        url: new URL(`/user/${encodeURIComponent(member.id)}`, deps.publicUrl),
        icon: iconOf(member.image, deps.publicUrl),
        inbox: ctx.getInboxUri(identifier),
        endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
        publicKey: keys[0]?.cryptographicKey ?? null,
        assertionMethods: keys.map((key) => key.multikey),
      };
      // A handle the member had before their change: the old actor says where they went
      // (`movedTo`), as Mastodon's moved accounts do, and signs the `Move` with the same keys.
      if (member.formerHandle === identifier) {
        return new Person({ ...common, successor: ctx.getActorUri(member.handle) });
      }
      // The address is the handle as kept (lower case); another spelling is not an actor's.
      if (member.handle !== identifier) return null;
      const formerHandles = await deps.formerHandlesOf(member.id);
      return new Person({
        ...common,
        outbox: ctx.getOutboxUri(identifier),
        followers: ctx.getFollowersUri(identifier),
        following: ctx.getFollowingUri(identifier),
        // `haves` and `wants`, for the member's followers alone (decision 061).
        streams: holdingsStreams(ctx, identifier),
        manuallyApprovesFollowers: false,
        // `alsoKnownAs`: a server moving followers checks the new actor names the old one.
        aliases: formerHandles.map((handle) => ctx.getActorUri(handle)),
      });
    })
    .mapHandle(async (_ctx, username) => (await memberOf(username))?.handle ?? null)
    .setKeyPairsDispatcher(async (_ctx, identifier) => {
      const member = await memberOf(identifier);
      return member === null ? [] : keyPairsOf(member.id);
    });

  const inbox = federation.setInboxListeners(FEDERATION_PATHS.inbox, FEDERATION_PATHS.sharedInbox);
  listenToFollows(inbox, {
    remoteActors: deps.remoteActors,
    memberOf,
    now,
    refuses: (userId, actorId) => deps.remoteBlocks.blocks(userId, actorId),
    onFollowed: deps.onRemoteFollower,
  });
  listenToBlocks(inbox, { blocks: deps.remoteBlocks, memberOf, onChange: deps.onFollowAnswered });
  const postDeps = {
    posts: deps.remotePosts,
    onHolderActivity: deps.onHoldingsChanged,
    onArrived: deps.onRemotePostArrived,
    onChanged: deps.onRemotePostChanged,
    now,
  };
  listenToPosts(inbox, postDeps);
  listenToHoldings(inbox, postDeps);
  listenToDeletes(inbox, {
    remoteActors: deps.remoteActors,
    onObjectDeleted: (actorId, objectId) => removePost(postDeps, actorId, objectId),
  });
  listenToMoves(inbox, { remoteFollows: deps.remoteFollows, now, onChange: deps.onFollowAnswered });
  listenToFollowAnswers(inbox, {
    remoteFollows: deps.remoteFollows,
    memberOf,
    onAnswered: deps.onFollowAnswered,
    onAccepted: async (actorId) => {
      await deps.onHoldingsChanged?.(actorId);
      const ctx = federation.createContext(new URL(deps.publicUrl), undefined);
      await backfillPosts(ctx, actorId, {
        posts: deps.remotePosts,
        now,
        onChanged: deps.onRemotePostChanged,
      });
    },
  });

  // What members own and wish for, to their followers elsewhere (holdings.ts).
  dispatchHoldings(federation, { publicUrl: deps.publicUrl, holdings: deps.holdings, memberOf });

  // What a member posted (outbox.ts).
  dispatchPosts(federation, {
    publicUrl: deps.publicUrl,
    posts: deps.posts,
    subjects: deps.subjects,
    memberOf,
  });

  // Whom they follow on other servers: empty until activities travel.
  const empty = async (_ctx: unknown, identifier: string) =>
    (await memberOf(identifier)) === null ? null : { items: [] };
  const none = async (_ctx: unknown, identifier: string) =>
    (await memberOf(identifier)) === null ? null : 0;
  federation.setFollowingDispatcher(FEDERATION_PATHS.following, empty).setCounter(none);

  // Who follows a member from other servers: where their activities will be delivered.
  federation
    .setFollowersDispatcher(FEDERATION_PATHS.followers, async (_ctx, identifier, cursor) => {
      const member = await memberOf(identifier);
      if (member === null) return null;
      // No cursor: the whole collection (Fedify delivering to them); else a page after the cursor.
      const page = await deps.remoteActors.followers(
        member.id,
        cursor || null,
        cursor === null ? null : FOLLOWERS_PAGE,
      );
      const last = page.at(-1);
      return {
        items: page.map((follower) => ({
          id: new URL(follower.id),
          inboxId: new URL(follower.inbox),
          endpoints: { sharedInbox: follower.sharedInbox === null ? null : new URL(follower.sharedInbox) },
        })),
        nextCursor: cursor !== null && page.length === FOLLOWERS_PAGE && last !== undefined ? last.id : null,
      };
    })
    .setFirstCursor(() => '')
    .setCounter(async (_ctx, identifier) => {
      const member = await memberOf(identifier);
      return member === null ? null : deps.remoteActors.followerCount(member.id);
    });

  federation.setNodeInfoDispatcher(FEDERATION_PATHS.nodeInfo, async () => ({
    software: { name: 'surcos', version },
    protocols: ['activitypub'],
    openRegistrations: true,
    usage: {
      users: await deps.repository.memberCounts(now()),
      localPosts: await deps.posts.countAll(),
      localComments: 0,
    },
  }));

  return federation;
}

/** The member's picture as the actor's icon: an http(s) address, or a path on this server. */
function iconOf(image: string | null, publicUrl: string): Image | null {
  if (image === null || image === '') return null;
  try {
    const url = new URL(image, publicUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? new Image({ url }) : null;
  } catch {
    return null;
  }
}
