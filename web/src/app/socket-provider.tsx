import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { countsQueryOptions } from '../features/counts/api/get-counts.ts';
import { sessionQueryOptions, useCurrentUser } from '../features/auth/api/get-session.ts';
import { SocketContext, type AppSocket, type SocketFactory } from '../lib/socket.ts';

interface SocketProviderProps {
  createSocket: SocketFactory;
  children: ReactNode;
}

/**
 * The app's one realtime connection: open while someone is signed in, closed
 * on sign-out, and reopened for a different user. Server facts invalidate the
 * queries they affect; the keys come from the queryOptions, never retyped.
 */
export function SocketProvider({ createSocket, children }: SocketProviderProps) {
  const queryClient = useQueryClient();
  const userId = useCurrentUser()?.id ?? null;
  const [connection, setConnection] = useState<{ userId: string; socket: AppSocket } | null>(null);

  useEffect(() => {
    if (!userId) return;
    let socket: AppSocket | null = null;
    let isCancelled = false;

    const invalidateCounts = () =>
      void queryClient.invalidateQueries({ queryKey: countsQueryOptions().queryKey });
    const invalidateSession = () =>
      void queryClient.invalidateQueries({ queryKey: sessionQueryOptions().queryKey });

    void createSocket().then(
      (created) => {
        if (isCancelled) return;
        socket = created;
        socket.on('counts.changed', invalidateCounts);
        socket.on('account.changed', invalidateSession);
        // Events sent while we were offline are lost: catch up after every reconnection.
        socket.io.on('reconnect', invalidateCounts);
        socket.on('connect_error', () => {
          // The server refused us (not a network blip): the session has probably ended.
          if (socket && !socket.active) invalidateSession();
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
      if (socket) {
        socket.io.off('reconnect', invalidateCounts);
        socket.removeAllListeners();
        socket.disconnect();
      }
      setConnection(null);
    };
  }, [createSocket, queryClient, userId]);

  const activeSocket = connection && connection.userId === userId ? connection.socket : null;
  return <SocketContext value={activeSocket}>{children}</SocketContext>;
}
