import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useCurrentUser } from '../features/auth/api/get-session.ts';
import { useAnnounceServerFacts, type ServerFact } from '../lib/server-facts.ts';
import { SocketContext, type AppSocket, type SocketFactory } from '../lib/socket.ts';

/**
 * `album.changed` goes to everyone whenever anybody adds or removes an album:
 * gather a burst into one refetch of Explorar instead of one per event.
 */
const ALBUM_CHANGED_BATCH_MS = 500;

interface SocketProviderProps {
  createSocket: SocketFactory;
  children: ReactNode;
}

/**
 * The app's one realtime connection: open while someone is signed in, closed
 * on sign-out, and reopened for a different user. Server facts go through the
 * same map as this tab's own changes (see server-fact-map.ts), which invalidates
 * the queries they affect with keys taken from the queryOptions.
 */
export function SocketProvider({ createSocket, children }: SocketProviderProps) {
  const queryClient = useQueryClient();
  const announce = useAnnounceServerFacts();
  const userId = useCurrentUser()?.id ?? null;
  const [connection, setConnection] = useState<{ userId: string; socket: AppSocket } | null>(null);

  useEffect(() => {
    if (!userId) return;
    let socket: AppSocket | null = null;
    let isCancelled = false;
    const changedAlbumIds = new Set<string>();
    let batchTimer: ReturnType<typeof setTimeout> | undefined;

    const handleReconnect = () =>
      void import('./server-fact-map.ts').then(({ refreshAfterReconnect }) =>
        refreshAfterReconnect(queryClient),
      );
    const flushChangedAlbums = () => {
      batchTimer = undefined;
      const albumIds = [...changedAlbumIds];
      changedAlbumIds.clear();
      void announce(...albumIds.map((albumId): ServerFact => ['album.changed', { albumId }]));
    };

    void createSocket().then(
      (created) => {
        if (isCancelled) return;
        socket = created;
        socket.on('counts.changed', () => void announce(['counts.changed']));
        socket.on('account.changed', () => void announce(['account.changed']));
        socket.on('albums.changed', () => void announce(['albums.changed']));
        socket.on('wishlist.changed', () => void announce(['wishlist.changed']));
        socket.on('collections.changed', () => void announce(['collections.changed']));
        socket.on('collection.changed', (payload) => void announce(['collection.changed', payload]));
        socket.on('follows.changed', () => void announce(['follows.changed']));
        socket.on('feed.changed', () => void announce(['feed.changed']));
        socket.on('message.created', (message) => void announce(['message.created', message]));
        socket.on('conversation.changed', (payload) => void announce(['conversation.changed', payload]));
        socket.on('album.changed', ({ albumId }) => {
          changedAlbumIds.add(albumId);
          batchTimer ??= setTimeout(flushChangedAlbums, ALBUM_CHANGED_BATCH_MS);
        });
        // Events sent while we were offline are lost: catch up after every reconnection.
        socket.io.on('reconnect', handleReconnect);
        socket.on('connect_error', () => {
          // The server refused us (not a network blip): the session has probably ended.
          if (socket && !socket.active) void announce(['account.changed']);
        });
        socket.on('disconnect', (reason) => {
          // The server closed us on purpose: this session was signed out (in another tab) or
          // the account deleted. Asking for the session again sends this tab to the login.
          if (reason === 'io server disconnect') void announce(['account.changed']);
        });
        socket.connect();
        setConnection({ userId, socket });
      },
      () => {
        // socket.io-client failed to load: realtime is an extra, the app works without it.
      },
    );

    return () => {
      isCancelled = true;
      clearTimeout(batchTimer);
      if (socket) {
        socket.io.off('reconnect', handleReconnect);
        socket.removeAllListeners();
        socket.disconnect();
      }
      setConnection(null);
    };
  }, [announce, createSocket, queryClient, userId]);

  const activeSocket = connection && connection.userId === userId ? connection.socket : null;
  return <SocketContext value={activeSocket}>{children}</SocketContext>;
}
