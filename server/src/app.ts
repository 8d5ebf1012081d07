import { randomUUID } from 'node:crypto';
import { startRequestLanguage } from './lib/language.ts';
import { speakToSessionUser } from './modules/auth/require-user.ts';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { getMigrations } from 'better-auth/db/migration';
import { useSpanishValidationMessages } from '@surcos/contracts/validation';
import type { Config } from './config.ts';
import { openDatabase, type Dialect } from './db/database.ts';
import { migrateToLatest, withMigrationLock } from './db/migrate.ts';
import type { Database } from './db/schema.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { type Auth, createAuth } from './modules/auth/auth.ts';
import { registerAlbumsRoutes } from './modules/albums/albums.routes.ts';
import { registerAuthRoutes } from './modules/auth/auth.routes.ts';
import { createSessionCache } from './modules/auth/session-cache.ts';
import { shareWrites } from './lib/shared-writes.ts';
import type { CachedIdentity } from './modules/auth/identity.ts';
import { createSessionLookup, type SessionLookup } from './modules/auth/sessions.ts';
import { registerCopiesRoutes } from './modules/copies/copies.routes.ts';
import { registerAlbumsBulkRoutes } from './modules/albums-bulk/albums-bulk.routes.ts';
import { registerCollectionsRoutes } from './modules/collections/collections.routes.ts';
import { registerCountsRoutes } from './modules/counts/counts.routes.ts';
import { registerExploreRoutes } from './modules/explore/explore.routes.ts';
import { registerFeedRoutes } from './modules/feed/feed.routes.ts';
import { registerFollowsRoutes } from './modules/follows/follows.routes.ts';
import { registerExportsRoutes } from './modules/exports/exports.routes.ts';
import { registerImportsRoutes } from './modules/imports/imports.routes.ts';
import { registerHealthRoutes } from './modules/health/health.routes.ts';
import { registerMatchesRoutes } from './modules/matches/matches.routes.ts';
import { registerScanRoutes } from './modules/scan/scan.routes.ts';
import { registerMessagesRoutes } from './modules/messages/messages.routes.ts';
import { registerNotificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { registerTypingRelay } from './modules/messages/typing-relay.ts';
import { registerStatsRoutes } from './modules/stats/stats.routes.ts';
import { registerUsersRoutes } from './modules/users/users.routes.ts';
import { registerWishlistRoutes } from './modules/wishlist/wishlist.routes.ts';
import { registerCoversRoutes } from './modules/covers/covers.routes.ts';
import { FOUND_COVER_TOKEN_MAX_LENGTH } from './modules/covers/cover-links.ts';
import { registerBlocksRoutes } from './modules/blocks/blocks.routes.ts';
import { registerAdminRoutes } from './modules/admin/admin.routes.ts';
import { registerReportsRoutes } from './modules/reports/reports.routes.ts';
import { registerTokenAccess } from './modules/tokens/token-access.ts';
import { registerTokensRoutes } from './modules/tokens/tokens.routes.ts';
import { createMusicDatabase } from './music/create-music-database.ts';
import { clientErrors, frameworkErrors, registerErrorHandler } from './plugins/errors.ts';
import { authenticateSockets, type Realtime, registerRealtime } from './plugins/realtime.ts';
import { registerSecurity } from './plugins/security.ts';
import { connectionTimeouts } from './plugins/timeouts.ts';
import { registerInputTextGuard } from './plugins/input-text.ts';
import { createMetrics, registerMetrics } from './plugins/metrics.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { createOriginCheck, registerOriginPolicy } from './plugins/origin-policy.ts';
import { registerWeb } from './plugins/web.ts';
import { registerFederation } from './plugins/federation.ts';
import { createFederationRuntime, type FederationRuntime } from './modules/federation/federation-runtime.ts';
import { createRemoteFollowsService } from './modules/federation/remote-follows.ts';
import { registerRemoteFollowsRoutes } from './modules/federation/remote-follows.routes.ts';
import { createRemoteProfilesService } from './modules/federation/remote-profiles.ts';
import { createRemoteBlocksService } from './modules/federation/remote-blocks.ts';
import { registerRemoteBlocksRoutes } from './modules/federation/remote-blocks.routes.ts';
import { registerRemotePostsRoutes } from './modules/federation/remote-posts.routes.ts';
import { createServices } from './services.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Kysely<Database>;
    dialect: Dialect;
    auth: Auth;
    /** Who a request or handshake is from: the one session lookup, cached (modules/auth/sessions.ts). */
    sessions: SessionLookup;
    mailer: Mailer;
    realtime: Realtime;
    /** Whether the user is an admin now (the role is read at each request, never kept in the session). */
    isAdmin: (userId: string) => Promise<boolean>;
    /** ActivityPub while FEDERATION is on (modules/federation/federation-runtime.ts), else null. */
    federation: FederationRuntime | null;
  }
}

useSpanishValidationMessages();

/** A reset link's token must not reach the logs with the URL that carried it. */
const withoutSecrets = (url: string): string => url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');

/** Fastify's request log fields, with the URL cleaned. */
const serializeRequest = (request: FastifyRequest) => ({
  method: request.method,
  url: withoutSecrets(request.url),
  remoteAddress: request.ip,
});

/**
 * Builds the whole app from a config without listening, so tests can use
 * `inject()` or listen on a free port. Opens the database and migrates it.
 */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      serializers: { req: serializeRequest },
      ...(config.logStream ? { stream: config.logStream } : {}),
    },
    ...connectionTimeouts(config.requestTimeoutMs),
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
    // A search hit's cover path carries its image URL, signed (modules/covers/cover-links.ts).
    routerOptions: { maxParamLength: FOUND_COVER_TOKEN_MAX_LENGTH },
    forceCloseConnections: 'idle',
    frameworkErrors,
    clientErrorHandler: clientErrors,
    // Every log line of a request carries its id (reqId); the answer carries it too, so a
    // person reporting a problem can quote it.
    genReqId: () => randomUUID(),
  });
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('onRequest', startRequestLanguage);
  app.addHook('preValidation', speakToSessionUser);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('user', null);
  app.decorate('config', config);

  const database = await openDatabase(config.database, {
    onCheckpointFailure: (message) => app.log.error({ err: message }, 'SQLite checkpoint failed'),
  });
  app.decorate('db', database.db);
  app.decorate('dialect', database.dialect);
  const metrics = createMetrics();
  app.addHook('onClose', async () => {
    await database.close();
  });

  try {
    const mailer = createMailer(config, app.log, metrics.mail);
    app.decorate('mailer', mailer);
    app.addHook('onClose', () => mailer.close());

    // The socket server first: the services publish through it, and better-auth's account
    // deletion calls one of them. Sockets are let in once the auth exists.
    const realtime = await registerRealtime(app, metrics);
    app.decorate('realtime', realtime);
    const sessionCache = await createSessionCache<CachedIdentity>({
      ttlMs: config.sessionCacheMs,
      redisUrl: config.redisUrl,
      log: app.log,
      onLookup: metrics.sessionLookup,
    });
    app.addHook('onClose', () => sessionCache.close());
    // Several servers on one PostgreSQL: each one's writes reach what the others keep.
    if (database.dialect === 'postgres' && config.redisUrl) {
      const shared = await shareWrites(
        [database.albumWrites, database.matchWrites],
        config.redisUrl,
        app.log,
      );
      app.addHook('onClose', () => shared.close());
    }
    const services = createServices({
      config,
      db: database.db,
      dialect: database.dialect,
      albumWrites: database.albumWrites,
      matchWrites: database.matchWrites,
      syncedTogether: database.syncedTogether,
      mailer,
      ...createMusicDatabase(config, app.log, metrics),
      onJobStep: (outcome) => metrics.jobStep('imports', outcome),
      onCover: metrics.cover,
      // Read when a post is sent: the federation starts after the services.
      federation: () => (app.hasDecorator('federation') ? app.federation : null),
      realtime,
      sessions: sessionCache,
      log: app.log,
    });
    const auth = createAuth({
      config,
      db: database.db,
      dialect: database.dialect,
      mailer,
      log: app.log,
      accountDeletion: services.accountDeletion,
      onPasswordReset: services.auth.passwordReset,
      admitSession: (userId) => services.admin.admitSession(userId),
      onEmailVerified: (userId) => services.admin.emailVerified(userId),
      onUserChanged: sessionCache.forgetUser,
      handleForNewMember: services.handles.forNewMember,
    });
    app.decorate('auth', auth);
    const sessions = createSessionLookup(auth, sessionCache);
    app.decorate('sessions', sessions);
    app.decorate('isAdmin', services.admin.isAdmin);
    const isAllowedOrigin = createOriginCheck(config);
    authenticateSockets(realtime, sessions, isAllowedOrigin, app.log, services.admin.isAdmin);
    realtime.io.on('connection', (socket) => {
      const { userId } = socket.data;
      void services.notifications.activity.opened(userId);
      socket.once('disconnect', () => void services.notifications.activity.closed(userId));
    });
    // better-auth's own tables first: Surcos' tables reference "user".
    await withMigrationLock(database.db, database.dialect, async () => {
      const { runMigrations } = await getMigrations(auth.options);
      await runMigrations();
      await migrateToLatest(database.db);
    });

    registerErrorHandler(app);
    // Before the origin policy: a request with a token and a cookie is refused as ambiguous first.
    registerTokenAccess(app, services.tokens);
    registerOriginPolicy(app, isAllowedOrigin);
    registerInputTextGuard(app);
    await registerSecurity(app);
    // Before the routes: it describes each one as it is registered.
    await registerOpenApi(app);
    registerTypingRelay({
      realtime,
      publisher: services.publisher,
      messages: services.messages,
      log: app.log,
    });

    metrics.sampleAtScrape({
      database: database.stats,
      importJobsByState: services.importJobsByState,
      federationQueue: () => app.federation?.queueDepth() ?? Promise.resolve(null),
    });
    registerMetrics(app, metrics);
    registerHealthRoutes(app);
    registerAuthRoutes(app, auth, sessions, services.auth, services.handles);
    registerCountsRoutes(app, services.counts);
    registerAlbumsRoutes(app, services.albums);
    registerWishlistRoutes(app, services.wishlist);
    registerExploreRoutes(app, services.explore);
    registerUsersRoutes(app, services.users, services.handles);
    registerCollectionsRoutes(app, services.collections);
    registerFollowsRoutes(app, services.follows);
    // Always there: while federation is off they answer so (FEDERATION_OFF), and an unfollow still forgets.
    const remoteFollows = createRemoteFollowsService({
      users: services.federation.users,
      remoteFollows: services.federation.remoteFollows,
      runtime: () => app.federation,
      publicUrl: config.publicUrl,
      plainHttp: config.federation.allowPrivateAddresses,
      lookupDeadlineMs: config.federation.lookupDeadlineMs,
      domainBlocks: services.federation.domainBlocks,
      onChange: (actor) => services.publisher.publish('follow.change', { actor, others: [] }),
    });
    const remoteProfiles = createRemoteProfilesService({
      remote: remoteFollows,
      runtime: () => app.federation,
      publicUrl: config.publicUrl,
      domainBlocks: services.federation.domainBlocks,
      deadlineMs: config.federation.lookupDeadlineMs,
      secret: config.authSecret,
    });
    registerRemoteFollowsRoutes(app, remoteFollows, remoteProfiles);
    registerRemoteBlocksRoutes(
      app,
      createRemoteBlocksService({
        users: services.federation.users,
        blocks: services.federation.remoteBlocks,
        domainBlocks: services.federation.domainBlocks,
        admin: services.federation.adminRepository,
        runtime: () => app.federation,
        publicUrl: config.publicUrl,
        onChange: (actor) => services.publisher.publish('follow.change', { actor, others: [] }),
        onServersChange: (actor) => services.publisher.publish('moderation.change', { actor, admins: true }),
      }),
    );
    registerFeedRoutes(app, services.feed);
    registerRemotePostsRoutes(app, {
      remotePosts: services.federation.remotePosts,
      profiles: remoteProfiles,
      runtime: () => app.federation,
    });
    registerMessagesRoutes(app, services.messages);
    registerCopiesRoutes(app, services.copies);
    registerAlbumsBulkRoutes(app, services.albumsBulk);
    registerMatchesRoutes(app, services.matches);
    registerScanRoutes(app, services.scan);
    await registerImportsRoutes(app, services.imports);
    registerExportsRoutes(app, services.exports);
    registerStatsRoutes(app, services.stats);
    registerCoversRoutes(app, services.covers);
    registerBlocksRoutes(app, services.blocks);
    await registerNotificationsRoutes(app, services.notifications);
    registerAdminRoutes(app, services.admin);
    registerReportsRoutes(app, services.reports);
    registerTokensRoutes(app, services.tokens);
    // ActivityPub: while off, none of its routes exist and none of it runs.
    app.decorate('federation', null);
    if (config.federation.enabled) {
      const federation = await createFederationRuntime({
        config,
        db: database.db,
        dialect: database.dialect,
        log: app.log,
        onDeliveryError: metrics.federationDeliveryFailed,
        ...services.federation,
      });
      app.federation = federation;
      app.addHook('preClose', () => federation.stop());
      await registerFederation(
        app,
        federation,
        services.federation.findMember,
        services.federation.postPage,
        services.federation.domainBlocks,
      );
      federation.start();
    }
    // Import jobs run in the server process; stopping hands the job under way back for a restart to resume.
    services.importWorker.start();
    app.addHook('preClose', () => services.importWorker.stop());
    // Files being planned stop too: their jobs say so, and the person uploads the file again.
    app.addHook('preClose', () => services.filePlanner.stop());
    // The daily notification mail and pruning run in the server process too.
    services.notifications.start();
    app.addHook('preClose', () => services.notifications.stop());
    await registerWeb(app);
  } catch (error) {
    await app.close();
    throw error;
  }

  return app;
}
