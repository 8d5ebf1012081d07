import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@surcos/contracts/realtime';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** A socket with the cookie, or with any headers (an origin) when `headers` is given. */
export function open(url: string, cookie?: string, headers?: Record<string, string>): ClientSocket {
  return connect(url, {
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: headers ?? (cookie ? { cookie } : {}),
  });
}

export const connected = (socket: ClientSocket) =>
  new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });

/** Connects and waits for the handshake; the caller closes it. */
export async function openConnected(url: string, cookie: string): Promise<ClientSocket> {
  const socket = open(url, cookie);
  await connected(socket);
  return socket;
}
