import Fastify, { type FastifyInstance } from 'fastify';
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
import { registerAuthBridge } from './modules/auth/auth.bridge.ts';
import { registerSessionRoutes } from './modules/auth/session.routes.ts';
import { registerCountsRoutes } from './modules/counts/counts.routes.ts';
import { registerAlbumsRoutes } from './modules/albums/albums.routes.ts';
import { registerUsersRoutes } from './modules/users/users.routes.ts';
import { registerCollectionsRoutes } from './modules/collections/collections.routes.ts';
import { createFeedService, type FeedService } from './modules/feed/feed.service.ts';
import { registerSocialRoutes } from './modules/follows/follows.routes.ts';
import { createFollowsService, type FollowsService } from './modules/follows/follows.service.ts';
import {
  type CollectionsService,
  createCollectionsService,
} from './modules/collections/collections.service.ts';
import { type AlbumsService, createAlbumsService } from './modules/albums/albums.service.ts';
import { createMessagesService, type MessagesService } from './modules/messages/messages.service.ts';
import { registerMessagesRoutes } from './modules/messages/messages.routes.ts';
import { registerTypingRelay } from './modules/messages/typing-relay.ts';
import { createMusicDatabase } from './music/create-music-database.ts';
import type { MusicDatabase } from './music/music-database.ts';
import { registerHealthRoutes } from './modules/health/health.routes.ts';
import { frameworkErrors, registerErrorHandler } from './plugins/errors.ts';
import { type Realtime, registerRealtime } from './plugins/realtime.ts';
import { registerSecurity } from './plugins/security.ts';
import { connectionTimeouts } from './plugins/timeouts.ts';
import { registerInputTextGuard } from './plugins/input-text.ts';
import { registerMusicCallerContext } from './plugins/music-caller.ts';
import { registerWeb } from './plugins/web.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Kysely<Database>;
    dialect: Dialect;
    auth: Auth;
    mailer: Mailer;
    realtime: Realtime;
    music: MusicDatabase;
    albums: AlbumsService;
    collections: CollectionsService;
    follows: FollowsService;
    feed: FeedService;
    messages: MessagesService;
  }
}

useSpanishValidationMessages();

/**
 * Builds the whole app from a config without listening, so tests can use
 * `inject()` or listen on a free port. Opens the database and migrates it.
 */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      ...(config.logStream ? { stream: config.logStream } : {}),
    },
    ...connectionTimeouts(config.requestTimeoutMs),
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
    forceCloseConnections: 'idle',
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('user', null);
  app.decorate('config', config);

  const database = await openDatabase(config.database);
  app.decorate('db', database.db);
  app.decorate('dialect', database.dialect);
  app.addHook('onClose', async () => {
    await database.close();
  });

  try {
    const mailer = createMailer(config, app.log);
    app.decorate('mailer', mailer);
    app.addHook('onClose', () => mailer.close());

    const auth = createAuth({
      config,
      db: database.db,
      dialect: database.dialect,
      mailer,
      log: app.log,
      beforeDeleteUser: async (userId) => {
        await app.albums.removeAllOwnershipsOf(userId);
        await app.messages.forgetUser(userId);
      },
      afterDeleteUser: (userId) => app.messages.userDeleted(userId),
    });
    app.decorate('auth', auth);
    // better-auth's own tables first: Surcos' tables reference "user".
    await withMigrationLock(database.db, database.dialect, async () => {
      const { runMigrations } = await getMigrations(auth.options);
      await runMigrations();
      await migrateToLatest(database.db);
    });

    registerErrorHandler(app);
    registerInputTextGuard(app);
    registerMusicCallerContext(app);
    await registerSecurity(app);
    app.decorate('realtime', await registerRealtime(app));
    app.decorate('music', createMusicDatabase(config, app.log));
    app.decorate('follows', createFollowsService(app));
    app.decorate('feed', createFeedService(app));
    app.decorate('collections', createCollectionsService(app));
    app.decorate('albums', createAlbumsService(app));
    app.decorate('messages', createMessagesService(app));
    registerTypingRelay(app, app.messages);

    registerHealthRoutes(app);
    registerAuthBridge(app);
    registerSessionRoutes(app);
    registerCountsRoutes(app);
    registerAlbumsRoutes(app, app.albums);
    registerUsersRoutes(app);
    registerCollectionsRoutes(app, app.collections);
    registerSocialRoutes(app, app.follows, app.feed);
    registerMessagesRoutes(app, app.messages);
    await registerWeb(app);
  } catch (error) {
    await app.close();
    throw error;
  }

  return app;
}
