import type { Federation, KvStore, MessageQueue } from '@fedify/fedify';
import type { Actor } from '@fedify/vocab';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Dialect } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { ActorKeysRepository } from './actor-keys.repository.ts';
import type { ActorMember } from './actor-paths.ts';
import { createSurcosFederation } from './federation.ts';
import type { FederationRepository } from './federation.repository.ts';
import { createDatabaseKvStore } from './kv-store.repository.ts';
import { createDatabaseMessageQueue } from './message-queue.repository.ts';
import {
  installOutboundGuard,
  type OutboundPolicy,
  releaseOutboundPolicy,
  withOutboundPolicy,
} from './outbound-guard.ts';
import type { SurcosMessageQueue } from './queue-listener.ts';
import { lookupRemoteActor } from './remote-lookup.ts';
import { createRedisKvStore } from './redis-kv-store.ts';
import { createRedisMessageQueue } from './redis-message-queue.ts';
import type { RemoteActorsRepository } from './remote-actors.repository.ts';
import type { OutgoingPostsRepository } from './outgoing-posts.repository.ts';
import type { PostSubjectsRepository } from './post-subjects.repository.ts';
import type { RemoteBlocksRepository } from './remote-blocks.repository.ts';
import type { DomainBlocks } from './domain-blocks.ts';
import { routeFedifyLogs } from './fedify-logs.ts';
import type { RemoteFollowsRepository } from './remote-follows.repository.ts';
import type { RemotePostsRepository } from './remote-posts.repository.ts';
import { createJobRunner } from '../../lib/jobs.ts';
import { fetchHoldings, HOLDINGS_MAX } from './holdings.ts';
import type { HoldingsRepository, RemoteHolding } from './holdings.repository.ts';

/** Keys of Fedify's store and queue in Redis, apart from everything else Surcos keeps there. */
const REDIS_PREFIX = 'surcos:fedify:';
/** How often values past their time are deleted from the database's store. */
const SWEEP_EVERY_MS = 10 * 60 * 1000;

export interface FederationRuntime {
  federation: Federation<void>;
  /** Fedify's key–value store (database or Redis), shared by the instances: for what is fetched and kept briefly. */
  kv: KvStore;
  /** The outbound policy every request of the federation runs under (outbound-guard.ts). */
  policy: OutboundPolicy;
  /** Runs `work` under the policy: for a service's own lookups of remote actors. */
  outbound: <T>(work: () => T) => T;
  /** The actor `@user@host` names on another server, or null (remote-lookup.ts). */
  lookupActor: (handle: string) => Promise<Actor | null>;
  /** Messages waiting in the queue, due now and later. */
  queueDepth: () => Promise<{ ready: number; delayed: number }>;
  /** Starts the queue's worker and the store's sweeps. */
  start: () => void;
  stop: () => Promise<void>;
}

export interface FederationRuntimeDeps {
  config: Config;
  db: Kysely<Database>;
  dialect: Dialect;
  log: FastifyBaseLogger;
  /** Told of each failed delivery (the metrics). */
  onDeliveryError?: () => void;
  findMember: (handle: string) => Promise<ActorMember | undefined>;
  formerHandlesOf: (userId: string) => Promise<string[]>;
  actorKeys: ActorKeysRepository;
  remoteActors: RemoteActorsRepository;
  remoteFollows: RemoteFollowsRepository;
  remoteBlocks: RemoteBlocksRepository;
  domainBlocks: DomainBlocks;
  repository: FederationRepository;
  posts: OutgoingPostsRepository;
  subjects: PostSubjectsRepository;
  onFollowAnswered?: (userId: string) => Promise<void>;
  onRemoteFollower?: (actorId: string, userId: string) => Promise<void>;
  remotePosts: RemotePostsRepository;
  holdings: HoldingsRepository;
  /** A followed account's holdings were fetched: its followers' matches may have changed; `added` is news. */
  onHoldingsFetched?: (
    actorId: string,
    followers: readonly string[],
    added: readonly RemoteHolding[],
  ) => Promise<void>;
  onRemotePostArrived?: (userIds: readonly string[]) => Promise<void>;
  onRemotePostChanged?: (userIds: readonly string[]) => Promise<void>;
}

/**
 * The federation as the app runs it: Fedify's store and queue on Redis when
 * REDIS_URL is set, else on the database; every outgoing request under the
 * SSRF guard; the queue's worker in the server process.
 */
export async function createFederationRuntime(deps: FederationRuntimeDeps): Promise<FederationRuntime> {
  const { config, log } = deps;
  const policy: OutboundPolicy = { allowPrivateAddresses: config.federation.allowPrivateAddresses };
  installOutboundGuard();
  const onError = (error: unknown) => log.error({ err: error }, 'federation queue');
  const queueSettings = {
    pollIntervalMs: config.federation.queuePollMs,
    leaseMs: config.federation.queueLeaseMs,
    onError,
  };

  let redis: Redis | null = null;
  let sweep: (() => Promise<number>) | null = null;
  let kv: KvStore;
  let queue: SurcosMessageQueue;
  if (config.redisUrl !== undefined) {
    redis = new Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 3 });
    redis.on('error', (error) => log.warn({ err: error }, 'federation Redis'));
    await redis.connect();
    kv = createRedisKvStore(redis, `${REDIS_PREFIX}kv:`);
    queue = createRedisMessageQueue(redis, `${REDIS_PREFIX}mq:`, queueSettings);
  } else {
    const store = createDatabaseKvStore(deps.db);
    sweep = store.sweep;
    kv = store;
    queue = createDatabaseMessageQueue(deps.db, deps.dialect, queueSettings);
  }

  const sync = config.federation.holdings;
  // Taken by one worker for a fetch's length and a margin; a stopped server's lapses and another takes it.
  const syncLeaseMs = sync.deadlineMs * 2;
  /** One followed actor's holdings fetched and kept (docs/decisions/061-remote-holdings.md). */
  const syncStep = async (): Promise<boolean> => {
    const now = Date.now();
    const due = await deps.holdings.takeDue(now, now + syncLeaseMs);
    if (due === null) return false;
    try {
      if (await deps.domainBlocks.isBlockedUrl(due.actorId)) throw new Error('server blocked');
      const found = await withOutboundPolicy(policy, () =>
        fetchHoldings(
          federation.createContext(new URL(config.publicUrl), undefined),
          due.signer,
          due.actorId,
          {
            deadlineMs: sync.deadlineMs,
            maxPerList: HOLDINGS_MAX,
          },
        ),
      );
      // An actor without the collections (not a Surcos) holds nothing here.
      const done = Date.now();
      const { added, followers } = await deps.holdings.replace(
        due.actorId,
        found ?? [],
        done,
        done + sync.everyMs,
      );
      await deps.onHoldingsFetched?.(due.actorId, followers, added);
    } catch (error) {
      log.warn({ err: error, actor: due.actorId }, 'remote holdings fetch failed');
      // Kept holdings stay; the next try waits a minute, doubling up to the period.
      await deps.holdings.failed(
        due.actorId,
        (failures) => Date.now() + Math.min(sync.everyMs, 60_000 * 2 ** Math.min(failures - 1, 20)),
      );
    }
    return true;
  };
  const syncRunner = createJobRunner({
    step: syncStep,
    pauseMs: 50,
    pollMs: sync.pollMs,
    log,
    name: 'remote-holdings',
  });

  const federation = createSurcosFederation({
    publicUrl: config.publicUrl,
    allowPrivateAddresses: config.federation.allowPrivateAddresses,
    kv,
    queue: underPolicy(queue, policy, deps.domainBlocks),
    findMember: deps.findMember,
    formerHandlesOf: deps.formerHandlesOf,
    actorKeys: deps.actorKeys,
    remoteActors: deps.remoteActors,
    remoteFollows: deps.remoteFollows,
    remoteBlocks: deps.remoteBlocks,
    onFollowAnswered: deps.onFollowAnswered,
    onRemoteFollower: deps.onRemoteFollower,
    remotePosts: deps.remotePosts,
    holdings: deps.holdings,
    onHoldingsChanged: async (actorId) => {
      await deps.holdings.requestSync(actorId, Date.now() + sync.debounceMs);
      // Woken when it falls due, rather than at the next poll.
      setTimeout(() => syncRunner.wake(), sync.debounceMs).unref();
    },
    onRemotePostArrived: deps.onRemotePostArrived,
    onRemotePostChanged: deps.onRemotePostChanged,
    repository: deps.repository,
    posts: deps.posts,
    subjects: deps.subjects,
    onDeliveryError: (error, activityId) => {
      log.warn({ err: error, activityId }, 'federation delivery failed');
      deps.onDeliveryError?.();
    },
  });

  const running = new AbortController();
  let sweeper: NodeJS.Timeout | null = null;
  let worker: Promise<void> | null = null;
  let stopLogs: (() => void) | null = null;
  return {
    federation,
    kv,
    policy,
    outbound: (work) => withOutboundPolicy(policy, work),
    lookupActor: (handle) =>
      withOutboundPolicy(policy, () =>
        lookupRemoteActor(federation.createContext(new URL(config.publicUrl), undefined), handle, {
          plainHttp: config.federation.allowPrivateAddresses,
        }),
      ),
    queueDepth: async () => {
      const { ready = 0, delayed = 0 } = await queue.getDepth();
      return { ready, delayed };
    },
    start() {
      stopLogs = routeFedifyLogs(policy, log);
      worker = federation.startQueue(undefined, { signal: running.signal }).catch(onError);
      syncRunner.start();
      if (sweep !== null) {
        const sweepNow = sweep;
        sweeper = setInterval(() => void sweepNow().catch(onError), SWEEP_EVERY_MS);
        sweeper.unref();
      }
    },
    async stop() {
      running.abort();
      await syncRunner.stop();
      if (sweeper !== null) clearInterval(sweeper);
      await worker;
      await releaseOutboundPolicy(policy);
      stopLogs?.();
      stopLogs = null;
      await redis?.quit().catch(() => undefined);
    },
  };
}

/** The queue, with each message's work (deliveries, inbox processing) under the outbound policy. */
function underPolicy(queue: MessageQueue, policy: OutboundPolicy, domainBlocks: DomainBlocks): MessageQueue {
  return {
    nativeRetrial: queue.nativeRetrial,
    enqueue: (message, options) => queue.enqueue(message, options),
    enqueueMany: queue.enqueueMany?.bind(queue),
    getDepth: queue.getDepth?.bind(queue),
    listen: (handler, options) =>
      queue.listen(async (message) => {
        // A delivery to a server blocked since it was queued is dropped, not attempted; so is the
        // work of an activity a server sent before its block, not applied (decision 060).
        if (isDelivery(message) && (await domainBlocks.isBlockedUrl(message.inbox))) return;
        const sender = isInboxWork(message) ? senderOf(message.activity) : null;
        if (sender !== null && (await domainBlocks.isBlockedUrl(sender))) return;
        return withOutboundPolicy(policy, () => handler(message));
      }, options),
  };
}

/** Fedify's queued delivery of an activity to one inbox (its `OutboxMessage`). */
const isDelivery = (message: unknown): message is { type: 'outbox'; inbox: string } =>
  typeof message === 'object' &&
  message !== null &&
  (message as { type?: unknown }).type === 'outbox' &&
  typeof (message as { inbox?: unknown }).inbox === 'string';

/** Fedify's queued processing of an activity an inbox received (its `InboxMessage`). */
const isInboxWork = (message: unknown): message is { type: 'inbox'; activity: unknown } =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === 'inbox';

/**
 * The actor of a received activity as its JSON names it (Fedify has checked
 * the signature against it): a URI, or an object with its id; else the
 * activity's own id, which is on its server too.
 */
function senderOf(activity: unknown): string | null {
  if (typeof activity !== 'object' || activity === null) return null;
  const { actor, id } = activity as { actor?: unknown; id?: unknown };
  const named = Array.isArray(actor) ? (actor as unknown[])[0] : actor;
  if (typeof named === 'string') return named;
  if (typeof named === 'object' && named !== null) {
    const actorId = (named as { id?: unknown; '@id'?: unknown }).id ?? (named as { '@id'?: unknown })['@id'];
    if (typeof actorId === 'string') return actorId;
  }
  return typeof id === 'string' ? id : null;
}
