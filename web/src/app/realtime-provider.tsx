import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useCurrentUser } from '../features/auth/api/get-session.ts';
import { SocketContext, type AppSocket, type SocketFactory } from '../lib/socket.ts';

interface RealtimeProviderProps {
  createSocket: SocketFactory;
  children: ReactNode;
}

/**
 * The app's one realtime connection (see realtime-connection.ts): open while
 * someone is signed in, closed on sign-out, and reopened for a different user.
 */
export function RealtimeProvider({ createSocket, children }: RealtimeProviderProps) {
  const queryClient = useQueryClient();
  const userId = useCurrentUser()?.id ?? null;
  const [connection, setConnection] = useState<{ userId: string; socket: AppSocket } | null>(null);

  useEffect(() => {
    if (!userId) return;
    let close: (() => void) | undefined;
    let isCancelled = false;
    import('./realtime-connection.ts').then(
      ({ connectRealtime }) => {
        if (isCancelled) return;
        close = connectRealtime({
          createSocket,
          queryClient,
          onSocket: (socket) => setConnection({ userId, socket }),
        });
      },
      () => {
        // The chunk failed to load (a network blip or a new release): realtime is an extra.
      },
    );
    return () => {
      isCancelled = true;
      close?.();
      setConnection(null);
    };
  }, [createSocket, queryClient, userId]);

  const activeSocket = connection && connection.userId === userId ? connection.socket : null;
  return <SocketContext value={activeSocket}>{children}</SocketContext>;
}
