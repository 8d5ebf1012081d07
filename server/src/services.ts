import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import type { Dialect } from './db/database.ts';
import type { SyncedTogether } from './db/log-sync.ts';
import type { Database } from './db/schema.ts';
import type { Mailer } from './mail/mailer.ts';
import { createAlbumsRepository } from './modules/albums/albums.repository.ts';
import { createAlbumsService } from './modules/albums/albums.service.ts';
import { createAccountDeletion } from './modules/auth/account-deletion.service.ts';
import { createAccountsRepository, createRateLimitRepository } from './modules/auth/auth.repository.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createCollectionsRepository } from './modules/collections/collections.repository.ts';
import { createCollectionsService } from './modules/collections/collections.service.ts';
import { createCopiesRepository } from './modules/copies/copies.repository.ts';
import { createCopiesService } from './modules/copies/copies.service.ts';
import { createAlbumsBulkRepository } from './modules/albums-bulk/albums-bulk.repository.ts';
import { createAlbumsBulkService } from './modules/albums-bulk/albums-bulk.service.ts';
import { createCountsRepository } from './modules/counts/counts.repository.ts';
import { createCountsService } from './modules/counts/counts.service.ts';
import { createExploreRepository } from './modules/explore/explore.repository.ts';
import type { TableWrites } from './db/table-writes.ts';
import { createExploreService } from './modules/explore/explore.service.ts';
import { createFeedRepository } from './modules/feed/feed.repository.ts';
import { createFeedService } from './modules/feed/feed.service.ts';
import { createFollowsRepository } from './modules/follows/follows.repository.ts';
import { createFollowsService } from './modules/follows/follows.service.ts';
import { createMatchesRepository } from './modules/matches/matches.repository.ts';
import { createMatchesService, keptAnswersMaxAge } from './modules/matches/matches.service.ts';
import { createScanRepository } from './modules/scan/scan.repository.ts';
import { createScanService } from './modules/scan/scan.service.ts';
import { createNotificationsRepository } from './modules/notifications/notifications.repository.ts';
import { createNotificationsService } from './modules/notifications/notifications.service.ts';
import { createAccountSource } from './modules/imports/account-source.ts';
import { createImportWorker } from './modules/imports/import-worker.ts';
import { createFilePlanner } from './modules/imports/import-file-planner.ts';
import { createImportBatchRepository } from './modules/imports/import-batch.repository.ts';
import { createImportJobsRepository } from './modules/imports/import-jobs.repository.ts';
import { createImportPlanRepository } from './modules/imports/import-plan.repository.ts';
import { createListingDetailsRepository } from './modules/imports/listing-details.repository.ts';
import { createImportsService } from './modules/imports/imports.service.ts';
import { createExportsRepository } from './modules/exports/exports.repository.ts';
import { createExportsService } from './modules/exports/exports.service.ts';
import { createMessagesRepository } from './modules/messages/messages.repository.ts';
import { createMessagesService } from './modules/messages/messages.service.ts';
import { createStatsRepository } from './modules/stats/stats.repository.ts';
import { createStatsService } from './modules/stats/stats.service.ts';
import { createUsersRepository } from './modules/users/users.repository.ts';
import { createUsersService } from './modules/users/users.service.ts';
import { createHandlesService, handleHostOf } from './modules/users/handles.service.ts';
import { createWishlistRepository } from './modules/wishlist/wishlist.repository.ts';
import { createWishlistService } from './modules/wishlist/wishlist.service.ts';
import { createBlocksRepository } from './modules/blocks/blocks.repository.ts';
import { createBlocksService } from './modules/blocks/blocks.service.ts';
import type { DiscogsRequests } from './music/discogs-client.ts';
import type { MusicDatabase } from './music/music-database.ts';
import type { Realtime } from './plugins/realtime.ts';
import type { SessionCache } from './modules/auth/session-cache.ts';
import type { CachedIdentity } from './modules/auth/identity.ts';
import { createTokensRepository } from './modules/tokens/tokens.repository.ts';
import { createTokensService } from './modules/tokens/tokens.service.ts';
import { createPublisher } from './realtime/publisher.ts';
import { serverActor } from './lib/actor.ts';
import { createCoverLinks } from './modules/covers/cover-links.ts';
import { createCoverSource } from './modules/covers/cover-source.ts';
import { openCoverStore } from './modules/covers/cover-store.ts';
import { createCoversRepository } from './modules/covers/covers.repository.ts';
import { type CoverOutcome, createCoversService } from './modules/covers/covers.service.ts';
import { createAdminRepository } from './modules/admin/admin.repository.ts';
import { createAdminService } from './modules/admin/admin.service.ts';
import { createReportsRepository } from './modules/reports/reports.repository.ts';
import { createReportsService } from './modules/reports/reports.service.ts';
import { createActorKeysRepository } from './modules/federation/actor-keys.repository.ts';
import { createFederationRepository } from './modules/federation/federation.repository.ts';
import { createRemoteActorsRepository } from './modules/federation/remote-actors.repository.ts';
import { createOutgoingPostsRepository } from './modules/federation/outgoing-posts.repository.ts';
import { createPostSubjectsRepository } from './modules/federation/post-subjects.repository.ts';
import {
  createOutgoingPosts,
  noOutgoingPosts,
  postPage,
  type PostSender,
} from './modules/federation/outgoing-posts.ts';
import { createRemotePostsRepository } from './modules/federation/remote-posts.repository.ts';
import { createRemoteFollowsRepository } from './modules/federation/remote-follows.repository.ts';
import { createRemoteBlocksRepository } from './modules/federation/remote-blocks.repository.ts';
import { createHoldingsRepository } from './modules/federation/holdings.repository.ts';
import { createOutgoingWants, noOutgoingWants } from './modules/federation/outgoing-wants.ts';
import { createDomainBlocks } from './modules/federation/domain-blocks.ts';

interface ServiceDeps {
  config: Config;
  db: Kysely<Database>;
  dialect: Dialect;
  /** Moves with every committed write of `album` (db/table-writes.ts). */
  albumWrites: TableWrites;
  /** Moves with every committed write of what the matches show (db/table-writes.ts). */
  matchWrites: TableWrites;
  /** Writes synced to disk together, off the server's thread on SQLite (db/log-sync.ts). */
  syncedTogether: SyncedTogether;
  mailer: Mailer;
  music: MusicDatabase;
  /** Paced requests to Discogs for account imports, sharing the music database's budget. */
  discogs: DiscogsRequests;
  realtime: Realtime;
  /** The session cache: revocations forget the sessions (and tokens) on every instance. */
  sessions: SessionCache<CachedIdentity>;
  log: FastifyBaseLogger;
  /** Told how each import-worker step went (the metrics). */
  onJobStep?: (outcome: 'worked' | 'idle' | 'failed') => void;
  /** Told how each cover request went (the metrics). */
  onCover?: (outcome: CoverOutcome) => void;
  /** The federation once it runs (it starts after the services), null while off. */
  federation?: () => PostSender | null;
}

/**
 * The one place modules are wired: every repository once, then every
 * service with exactly what it uses. A service reaches another module
 * through that module's repository, or through a function handed in here.
 */
export function createServices({
  config,
  db,
  dialect,
  albumWrites,
  matchWrites,
  syncedTogether,
  mailer,
  music,
  discogs,
  realtime,
  sessions,
  log,
  onJobStep,
  onCover,
  federation,
}: ServiceDeps) {
  const repositories = {
    albums: createAlbumsRepository(db, dialect),
    wishlist: createWishlistRepository(db, dialect),
    collections: createCollectionsRepository(db, dialect),
    explore: createExploreRepository(db, dialect, albumWrites),
    users: createUsersRepository(db),
    follows: createFollowsRepository(db, dialect),
    feed: createFeedRepository(db),
    messages: createMessagesRepository(db, dialect, syncedTogether),
    counts: createCountsRepository(db),
    rateLimits: createRateLimitRepository(db),
    accounts: createAccountsRepository(db),
    copies: createCopiesRepository(db, dialect),
    albumsBulk: createAlbumsBulkRepository(db, dialect),
    importJobs: createImportJobsRepository(db, dialect),
    importPlans: createImportPlanRepository(db),
    importBatches: createImportBatchRepository(db, dialect),
    listingDetails: createListingDetailsRepository(db),
    exports: createExportsRepository(db),
    stats: createStatsRepository(db, dialect),
    matches: createMatchesRepository(db, dialect),
    scan: createScanRepository(db),
    covers: createCoversRepository(db),
    blocks: createBlocksRepository(db, dialect),
    notifications: createNotificationsRepository(db, dialect),
    admin: createAdminRepository(db, dialect),
    reports: createReportsRepository(db, dialect),
    tokens: createTokensRepository(db),
    actorKeys: createActorKeysRepository(db),
    federation: createFederationRepository(db),
    remoteActors: createRemoteActorsRepository(db),
    posts: createOutgoingPostsRepository(db),
    postSubjects: createPostSubjectsRepository(db),
    remoteFollows: createRemoteFollowsRepository(db, dialect),
    remoteBlocks: createRemoteBlocksRepository(db, dialect),
    holdings: createHoldingsRepository(db, dialect),
    remotePosts: createRemotePostsRepository(db),
  };
  const {
    albums,
    wishlist,
    collections,
    explore,
    users,
    follows,
    feed,
    messages,
    counts,
    rateLimits,
    accounts,
  } = repositories;

  const publisher = createPublisher({
    realtime,
    followerIds: (userId) => follows.followerIds(userId),
    blockedEitherWay: (userId) => repositories.blocks.blockedEitherWay(userId),
    log,
  });

  // What travels to followers on other servers; nothing while federation is off.
  const outgoing = config.federation.enabled
    ? createOutgoingPosts({
        publicUrl: config.publicUrl,
        posts: repositories.posts,
        subjects: repositories.postSubjects,
        remoteActors: repositories.remoteActors,
        sender: () => federation?.() ?? null,
        log,
      })
    : noOutgoingPosts;
  // A wishlist change, to the same followers: their servers fetch `wants` again (decision 066).
  const outgoingWants = config.federation.enabled
    ? createOutgoingWants({
        publicUrl: config.publicUrl,
        holdings: repositories.holdings,
        subjects: repositories.postSubjects,
        remoteActors: repositories.remoteActors,
        sender: () => federation?.() ?? null,
        log,
      })
    : noOutgoingWants;

  const coverLinks = createCoverLinks(config.authSecret);
  const notifications = createNotificationsService({
    notifications: repositories.notifications,
    follows,
    collections,
    messages,
    importJobs: repositories.importJobs,
    publisher,
    mailer,
    config,
    log,
  });
  const { notifier } = notifications;

  const albumsService = createAlbumsService({
    albums,
    wishlist,
    music,
    publisher,
    foundCover: coverLinks.found,
    onAdded: async (userId, albumId) => {
      await notifier.albumAdded(userId, albumId);
      await outgoing.albumAdded(userId, albumId);
    },
    onRemoved: async (userId, albumId) => {
      await outgoing.albumRemoved(userId, albumId);
      // `haves` changed whether or not a post went with it (an imported album, or one added while
      // federation was off, has none): the Update goes always. Sending it only when no Delete went
      // would tie the two senders together to save one delivery; a receiver folds both into one fetch.
      await outgoingWants.listsChanged(userId, { haves: [albumId], wants: [] });
    },
    onLeftWishlist: outgoingWants.removed,
  });
  const accountDeletion = createAccountDeletion({
    accounts,
    albums,
    messages,
    publisher,
    sessions,
    farewell: outgoing.accountDeleting,
  });
  /** The servers admins blocked, read by every inbox delivery (modules/federation/remote-blocks.ts). */
  const domainBlocks = createDomainBlocks(repositories.remoteBlocks);
  const adminService = createAdminService({
    admin: repositories.admin,
    accountDeletion,
    publisher,
    sessions,
    adminEmails: config.adminEmails,
  });
  // Personal Discogs tokens for running account imports: kept in memory only, never stored.
  const importTokens = new Map<string, string>();
  // Imported albums' details come from Discogs itself: without the server's token the bundled
  // catalog would call most releases unknown, so the lane waits (their listings stay, pending)
  // until a token is set, and the imports page says that only the file's data is kept.
  const importDetails = config.imports.fetchDetails && Boolean(config.discogsToken);
  const importWorker = createImportWorker({
    jobs: repositories.importJobs,
    batches: repositories.importBatches,
    listings: repositories.listingDetails,
    albums,
    music,
    publisher,
    settings: { ...config.imports, fetchDetails: importDetails },
    log,
    onStep: onJobStep,
    onFinished: async (userId, importId) => {
      await notifier.importFinished(userId, importId);
      await outgoing.importFinished(userId, importId);
      await outgoingWants.importEnded(userId, importId);
    },
    accountSource: createAccountSource({
      jobs: repositories.importJobs,
      plans: repositories.importPlans,
      discogs,
      tokens: importTokens,
    }),
  });
  const filePlanner = createFilePlanner({
    jobs: repositories.importJobs,
    plans: repositories.importPlans,
    publisher,
    log,
    wake: importWorker.wake,
  });
  /** A remote post changed or was hidden: the feeds of the members shown it change. */
  const remotePostChanged = async (userIds: readonly string[]) => {
    for (const userId of userIds)
      await publisher.publish('remote-post.change', { actor: serverActor(userId) });
  };

  return {
    publisher,
    auth: createAuthService({
      rateLimits,
      publisher,
      sessions,
      mailer,
      signUpsPerIpPerHour: config.signUpsPerIpPerHour,
    }),
    accountDeletion,
    albums: albumsService,
    wishlist: createWishlistService({
      wishlist,
      ensureAlbum: albumsService.ensureAlbum,
      publisher,
      onAdded: async (userId, albumId) => {
        await notifier.wished(userId, albumId);
        await outgoingWants.added(userId, albumId);
      },
      onRemoved: outgoingWants.removed,
    }),
    collections: createCollectionsService({
      collections,
      publisher,
      onPublished: async (userId, collectionId) => {
        await notifier.collectionPublished(userId, collectionId);
        await outgoing.collectionPublished(userId, collectionId);
      },
      onWithdrawn: outgoing.collectionWithdrawn,
      onChanged: outgoing.collectionChanged,
    }),
    explore: createExploreService({ explore, albumWrites }),
    users: createUsersService({
      users,
      albums,
      collections,
      follows,
      blocks: repositories.blocks,
      onUserChanged: sessions.forgetUser,
      handleHost: handleHostOf(config.publicUrl),
    }),
    handles: createHandlesService({
      users,
      host: handleHostOf(config.publicUrl),
      publisher,
      onUserChanged: sessions.forgetUser,
      onHandleChanged: outgoing.handleChanged,
    }),
    follows: createFollowsService({ follows, users, publisher, onFollowed: notifier.followed }),
    feed: createFeedService({
      feed,
      collections,
      wishlist,
      publisher,
      remotePosts: repositories.remotePosts,
    }),
    messages: createMessagesService({
      messages,
      users,
      rateLimits,
      publisher,
      sendMaxPerWindow: config.messagesPer10Seconds,
      onSent: notifier.messaged,
      onRead: notifier.conversationRead,
    }),
    counts: createCountsService({ counts, feed }),
    copies: createCopiesService({
      copies: repositories.copies,
      ownership: {
        add: albumsService.own,
        remove: (actor, id) => albumsService.remove(actor, id),
        isOtherEdition: (fromId, toId, caller) => albumsService.isOtherEdition(fromId, toId, caller),
      },
      publisher,
    }),
    albumsBulk: createAlbumsBulkService({
      bulk: repositories.albumsBulk,
      publisher,
      secret: config.authSecret,
      onRemoved: outgoing.albumRemoved,
      onListsChanged: outgoingWants.listsChanged,
    }),
    importWorker,
    filePlanner,
    importJobsByState: () => repositories.importJobs.countByState(),
    imports: createImportsService({
      jobs: repositories.importJobs,
      plans: repositories.importPlans,
      listings: repositories.listingDetails,
      publisher,
      wake: importWorker.wake,
      tokens: importTokens,
      planner: filePlanner,
      detailsSource: importDetails ? 'discogs' : 'file',
      // What a cancelled import added stays, and the feed shows it: it travels as a finished one does.
      onCancelled: async (userId, importId) => {
        await outgoing.importFinished(userId, importId);
        await outgoingWants.importEnded(userId, importId);
      },
    }),
    exports: createExportsService({ exports: repositories.exports }),
    stats: createStatsService({ stats: repositories.stats, users }),
    matches: createMatchesService({
      matches: repositories.matches,
      matchWrites,
      keptMaxAgeMs: keptAnswersMaxAge(dialect),
    }),
    scan: createScanService({
      scan: repositories.scan,
      matches: repositories.matches,
      music,
      foundCover: coverLinks.found,
    }),
    covers: createCoversService({
      covers: repositories.covers,
      links: coverLinks,
      source: createCoverSource({
        allowedOrigins: config.covers.allowedOrigins,
        timeoutMs: config.covers.timeoutMs,
        maxBytes: config.covers.maxImageBytes,
      }),
      store: openCoverStore(config.covers.dir, config.covers.maxBytes),
      failureTtlMs: config.covers.failureTtlMs,
      onOutcome: onCover,
    }),
    blocks: createBlocksService({ blocks: repositories.blocks, users, publisher }),
    notifications,
    admin: adminService,
    reports: createReportsService({
      reports: repositories.reports,
      admin: repositories.admin,
      moderation: adminService,
      publisher,
      rateLimits,
      onCollectionWithdrawn: outgoing.collectionWithdrawn,
      remoteServers: {
        block: (trx, host, reason, now) => repositories.remoteBlocks.blockDomain(trx, host, reason, now),
        blocked: () => domainBlocks.forget(),
      },
      onRemotePostHidden: (userIds) => remotePostChanged(userIds),
    }),
    /** What the federation reads of Surcos (modules/federation/federation-runtime.ts). */
    federation: {
      findMember: users.findByHandle,
      formerHandlesOf: (userId: string) => users.formerHandlesOf(userId),
      /** Whose handle acts on other servers, and whether their suspension stops it. */
      users,
      actorKeys: repositories.actorKeys,
      remoteActors: repositories.remoteActors,
      remoteFollows: repositories.remoteFollows,
      remoteBlocks: repositories.remoteBlocks,
      holdings: repositories.holdings,
      domainBlocks,
      /** Domain blocks are admin actions, audit-logged with the others. */
      adminRepository: repositories.admin,
      repository: repositories.federation,
      posts: repositories.posts,
      subjects: repositories.postSubjects,
      /** A post's page, for a browser opening the post's id. */
      postPage: (id: string) => postPage(repositories.posts, repositories.postSubjects, id),
      /** A remote server accepted or refused a member's follow: their lists and counts change. */
      onFollowAnswered: (userId: string) =>
        publisher.publish('follow.change', { actor: serverActor(userId), others: [] }),
      /** An account on another server newly follows a member: told as a follower here is. */
      onRemoteFollower: notifier.remoteFollowed,
      remotePosts: repositories.remotePosts,
      /** A followed remote account posted: each follower's feed has news ('¡Nuevos!'). */
      onRemotePostArrived: async (userIds: readonly string[]) => {
        for (const userId of userIds)
          await publisher.publish('remote-post.arrive', { actor: serverActor(userId) });
      },
      /** A followed account's holdings were fetched: its followers' matches may have changed, and news told. */
      onHoldingsFetched: async (
        actorId: string,
        followers: readonly string[],
        added: readonly { held: 'owned' | 'wished'; releaseId: string }[],
      ) => {
        for (const userId of followers)
          await publisher.publish('remote-holdings.change', { actor: serverActor(userId) });
        if (added.length > 0) await notifier.remoteHoldingsAdded(actorId, added);
      },
      onRemotePostChanged: remotePostChanged,
    },
    tokens: createTokensService({
      tokens: repositories.tokens,
      rateLimits,
      cache: sessions,
      requestsPerMinute: config.tokenRequestsPerMinute,
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
