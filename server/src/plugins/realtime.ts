import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { SessionLookup } from '../modules/auth/sessions.ts';
import type { OriginCheck } from './origin-policy.ts';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { connectRedisPair, type RedisPair } from '../lib/redis.ts';
import {
  ADMINS_ROOM,
  type ClientToServerEvents,
  type ServerToClientEvents,
  userRoom,
} from '@surcos/contracts/realtime';
import type { Metrics } from './metrics.ts';

interface SocketData {
  userId: string;
  sessionId: string;
  isAdmin: boolean;
}

/** A server-side room per session, so signing out closes that session's sockets and no others. */
const sessionRoom = (sessionId: string): string => `session:${sessionId}`;

export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;

/** The socket server and its rooms; services reach it through the publisher (realtime/publisher.ts). */
export interface Realtime {
  /** One event to every tab of one user, outside any operation (tests use it as a marker). */
  toUser: <E extends keyof ServerToClientEvents>(
    userId: string,
    event: E,
    ...args: Parameters<ServerToClientEvents[E]>
  ) => void;
  /**
   * Closes every socket of the user (the account is gone), or all but those opened with
   * `exceptSession` (the one that changed the password, which stays signed in).
   */
  disconnectUser: (userId: string, exceptSession?: string) => void;
  /** Closes the sockets opened with one session (it was signed out): they must hear nothing more. */
  disconnectSession: (sessionId: string) => void;
  io: RealtimeServer;
}

/**
 * Socket.IO on the HTTP server's port; each socket joins its user's room.
 * With REDIS_URL, events fan out through Redis to every instance. Sockets
 * are let in by authenticateSockets, once the auth exists.
 */
export async function registerRealtime(
  app: FastifyInstance,
  metrics?: Pick<Metrics, 'socketOpened' | 'socketClosed'>,
): Promise<Realtime> {
  const io: RealtimeServer = new Server(app.server, {
    serveClient: false,
    cors: { origin: false },
    maxHttpBufferSize: 64 * 1024,
  });

  let redis: RedisPair | null = null;
  if (app.config.redisUrl) {
    redis = await connectRedisPair(app.config.redisUrl, (error) =>
      app.log.warn({ err: error }, 'redis connection error'),
    );
    io.adapter(createAdapter(redis.pub, redis.sub));
    app.log.info('realtime events fan out through Redis');
  }

  io.on('connection', (socket) => {
    const rooms = [userRoom(socket.data.userId), sessionRoom(socket.data.sessionId)];
    // The admins' facts go to this room; a role granted or revoked counts from the next handshake.
    if (socket.data.isAdmin) rooms.push(ADMINS_ROOM);
    void socket.join(rooms);
    metrics?.socketOpened();
    socket.once('disconnect', () => metrics?.socketClosed());
  });

  // Open WebSockets would keep the HTTP server from closing: drop them first.
  // io.close() is not used because it would also close Fastify's server.
  app.addHook('preClose', (done) => {
    io.local.disconnectSockets(true);
    io.engine.close();
    done();
  });
  app.addHook('onClose', async () => {
    await redis?.quit();
  });

  return {
    io,
    toUser: (userId, event, ...args) => {
      io.to(userRoom(userId)).emit(event, ...args);
    },
    disconnectUser: (userId, exceptSession) => {
      const sockets = io.in(userRoom(userId));
      (exceptSession === undefined ? sockets : sockets.except(sessionRoom(exceptSession))).disconnectSockets(
        true,
      );
    },
    disconnectSession: (sessionId) => {
      io.in(sessionRoom(sessionId)).disconnectSockets(true);
    },
  };
}

/**
 * The handshake must come from an allowed page (origin-policy.ts) and carry a valid session
 * cookie; the socket learns its user and session.
 */
export function authenticateSockets(
  realtime: Realtime,
  sessions: SessionLookup,
  isAllowedOrigin: OriginCheck,
  log: FastifyBaseLogger,
  isAdmin: (userId: string) => Promise<boolean>,
): void {
  realtime.io.use((socket, next) => {
    if (!isAllowedOrigin(socket.handshake.headers, { requireOrigin: false })) {
      next(new Error('FORBIDDEN'));
      return;
    }
    sessions
      .find(socket.handshake.headers)
      .then(async (session) => {
        if (!session) {
          next(new Error('UNAUTHENTICATED'));
          return;
        }
        socket.data.userId = session.user.id;
        socket.data.sessionId = session.session.id;
        socket.data.isAdmin = await isAdmin(session.user.id);
        next();
      })
      .catch((error: unknown) => {
        log.warn({ err: error, socketId: socket.id }, 'socket handshake failed');
        next(new Error('UNAUTHENTICATED'));
      });
  });
}
