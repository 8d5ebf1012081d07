import type { ClientToServerEvents, ServerToClientEvents } from '@surcos/contracts/realtime';
import { createContext, useContext } from 'react';
import type { Socket } from 'socket.io-client';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Builds an unconnected socket; tests pass a fake one. */
export type SocketFactory = () => Promise<AppSocket>;

/** The real socket, same origin. socket.io-client loads only once someone signs in. */
export const createAppSocket: SocketFactory = async () => {
  const { io } = await import('socket.io-client');
  const socket: AppSocket = io({
    path: '/socket.io',
    withCredentials: true,
    autoConnect: false,
    // A WebSocket at once: long-polling first, then upgrading, costs the page a handshake over
    // several requests and a probe, each a task of its own as it loads. Where a WebSocket cannot
    // open (a proxy that refuses it), long-polling still takes over.
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
  });
  return socket;
};

export const SocketContext = createContext<AppSocket | null>(null);

/** The live connection while the user is signed in, otherwise null. */
export function useSocket(): AppSocket | null {
  return useContext(SocketContext);
}
