import { FACTS, type FactName } from '@surcos/contracts/realtime';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useCurrentUser } from '../features/auth/api/get-session.ts';
import { sendSocketIdFrom } from '../lib/api-client.ts';
import { invalidateEveryFactScope, invalidateFacts, type FactEvent } from '../lib/realtime/stale-queries.ts';
import { SocketContext, type AppSocket, type SocketFactory } from '../lib/socket.ts';

/**
 * `album.changed` goes to everyone whenever anybody adds or removes an album:
 * gather a burst into one refetch of Explorar instead of one per event.
 */
const ALBUM_CHANGED_BATCH_MS = 500;

interface RealtimeProviderProps {
  createSocket: SocketFactory;
  children: ReactNode;
}

/**
 * The app's one realtime connection: open while someone is signed in, closed
 * on sign-out, and reopened for a different user. Every fact of the table in
 * contracts/src/realtime.ts invalidates the query scopes it lists, by the
 * same code that applies this tab's own writes (see stale-queries.ts); the
 * server leaves this tab out of the facts of its own writes.
 */
export function RealtimeProvider({ createSocket, children }: RealtimeProviderProps) {
  const queryClient = useQueryClient();
  const userId = useCurrentUser()?.id ?? null;
  const [connection, setConnection] = useState<{ userId: string; socket: AppSocket } | null>(null);

  useEffect(() => {
    if (!userId) return;
    let socket: AppSocket | null = null;
    let isCancelled = false;
    const changedAlbumIds = new Set<string>();
    let batchTimer: ReturnType<typeof setTimeout> | undefined;

    const apply = (...facts: FactEvent[]) => void invalidateFacts(queryClient, facts);
    const askSessionAgain = () => apply(['account.changed']);
    // Facts sent while we were offline are lost: catch up after every reconnection.
    const handleReconnect = () => void invalidateEveryFactScope(queryClient);
    // What the page read while the socket was still connecting could have changed before the
    // server put the socket in its rooms, and that fact reached nobody: the first connection
    // catches up once, as a reconnection does (which then takes over).
    let hasConnected = false;
    const handleFirstConnect = () => {
      if (hasConnected) return;
      hasConnected = true;
      handleReconnect();
    };
    const flushChangedAlbums = () => {
      batchTimer = undefined;
      const albumIds = [...changedAlbumIds];
      changedAlbumIds.clear();
      apply(...albumIds.map((albumId): FactEvent => ['album.changed', { albumId }]));
    };

    function listen(connected: AppSocket, fact: FactName) {
      if (fact === 'album.changed') {
        connected.on(fact, ({ albumId }) => {
          changedAlbumIds.add(albumId);
          batchTimer ??= setTimeout(flushChangedAlbums, ALBUM_CHANGED_BATCH_MS);
        });
        return;
      }
      // Socket.IO types each listener by its event; the table guarantees the pairing.
      (connected.on as (event: FactName, listener: (payload: unknown) => void) => void)(fact, (payload) =>
        apply([fact, payload] as FactEvent),
      );
    }

    void createSocket().then(
      (created) => {
        if (isCancelled) return;
        socket = created;
        for (const fact of Object.keys(FACTS) as FactName[]) listen(created, fact);
        created.io.on('reconnect', handleReconnect);
        created.on('connect', handleFirstConnect);
        created.on('connect_error', () => {
          // The server refused us (not a network blip): the session has probably ended.
          if (socket && !socket.active) askSessionAgain();
        });
        created.on('disconnect', (reason) => {
          // The server closed us on purpose: this session was signed out (in another tab) or
          // the account deleted. Asking for the session again sends this tab to the login.
          if (reason === 'io server disconnect') askSessionAgain();
        });
        sendSocketIdFrom(created);
        created.connect();
        setConnection({ userId, socket: created });
      },
      () => {
        // socket.io-client failed to load: realtime is an extra, the app works without it.
      },
    );

    return () => {
      isCancelled = true;
      clearTimeout(batchTimer);
      if (socket) {
        sendSocketIdFrom(null);
        socket.io.off('reconnect', handleReconnect);
        socket.removeAllListeners();
        socket.disconnect();
      }
      setConnection(null);
    };
  }, [createSocket, queryClient, userId]);

  const activeSocket = connection && connection.userId === userId ? connection.socket : null;
  return <SocketContext value={activeSocket}>{children}</SocketContext>;
}
