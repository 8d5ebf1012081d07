/**
 * A bare Socket.IO server, without Surcos or authentication, that acknowledges
 * every 'echo' with its payload: the floor that bench/messages.ts compares
 * message delivery against. Runs as its own process, like the Surcos server
 * there, so both sides pay for the same process boundary.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';

export interface EchoPayload {
  clientId: string;
  text: string;
}

export interface EchoEvents {
  echo: (payload: EchoPayload, ack: (payload: EchoPayload) => void) => void;
}

const httpServer = createServer();
const io = new Server<EchoEvents, Record<string, never>>(httpServer, { serveClient: false });
io.on('connection', (socket) => {
  socket.on('echo', (payload, ack) => ack(payload));
});

process.on('SIGTERM', () => {
  void io.close(() => process.exit(0));
});

httpServer.listen(0, '127.0.0.1', () => {
  console.log(`echo server listening on port ${(httpServer.address() as AddressInfo).port}`);
});
