/**
 * A bare relay without Surcos, its database or authentication: a POST to
 * /relay/<n> hands its JSON body to the socket that connected with index n,
 * as 'relayed', and answers 201. It is the floor bench/messages.ts compares
 * message delivery against: the same HTTP request in and Socket.IO event out
 * to another client, doing nothing else. Runs as its own process, like the
 * Surcos server there, so both sides pay for the same process boundary.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, type Socket } from 'socket.io';

export interface EchoPayload {
  clientId: string;
  text: string;
}

export interface EchoEvents {
  relayed: (payload: EchoPayload) => void;
}

const sockets = new Map<number, Socket>();
const httpServer = createServer((request, response) => {
  const to = /^\/relay\/(\d+)$/.exec(request.url ?? '');
  if (request.method !== 'POST' || !to) {
    response.writeHead(404).end();
    return;
  }
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const payload = JSON.parse(Buffer.concat(chunks).toString('utf8')) as EchoPayload;
    sockets.get(Number(to[1]))?.emit('relayed', payload);
    response.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
  });
});
const io = new Server<Record<string, never>, EchoEvents>(httpServer, { serveClient: false });
io.on('connection', (socket) => {
  const index = Number((socket.handshake.auth as { index?: unknown }).index);
  sockets.set(index, socket);
  socket.on('disconnect', () => sockets.delete(index));
});

process.on('SIGTERM', () => {
  void io.close(() => process.exit(0));
});

httpServer.listen(0, '127.0.0.1', () => {
  console.log(`echo server listening on port ${(httpServer.address() as AddressInfo).port}`);
});
