import { FACTS, type FactName } from '@surcos/contracts/realtime';
import type { QueryClient } from '@tanstack/react-query';
import { sendSocketIdFrom } from '../lib/api-client.ts';
import { invalidateEveryFactScope, invalidateFacts, type FactEvent } from '../lib/realtime/stale-queries.ts';
import type { AppSocket, SocketFactory } from '../lib/socket.ts';

/**
 * `album.changed` goes to everyone whenever anybody adds or removes an album:
 * gather a burst into one refetch of Explorar instead of one per event.
 */
const ALBUM_CHANGED_BATCH_MS = 500;

interface RealtimeConnectionOptions {
  createSocket: SocketFactory;
  queryClient: QueryClient;
  /** Called once the socket exists, before it connects. */
  onSocket: (socket: AppSocket) => void;
}

/**
 * Opens the signed-in user's connection: every fact of the table in
 * contracts/src/realtime.ts invalidates the query scopes it lists, by the same
 * code that applies this tab's own writes (see stale-queries.ts). Loaded only
 * once someone is signed in, with the fact table, so visitors never download
 * either. Answers a function that closes it.
 */
export function connectRealtime({
  createSocket,
  queryClient,
  onSocket,
}: RealtimeConnectionOptions): () => void {
  let socket: AppSocket | null = null;
  let isCancelled = false;
  const changedAlbumIds = new Set<string>();
  let batchTimer: ReturnType<typeof setTimeout> | undefined;

  const apply = (...facts: FactEvent[]) => void invalidateFacts(queryClient, facts);
  const askSessionAgain = () => apply(['account.changed']);
  // Facts sent while we were offline are lost: catch up after every reconnection.
  let cancelCatchUp: (() => void) | undefined;
  const handleReconnect = () => {
    cancelCatchUp?.();
    cancelCatchUp = invalidateEveryFactScope(queryClient);
  };
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
      onSocket(created);
    },
    () => {
      // socket.io-client failed to load: realtime is an extra, the app works without it.
    },
  );

  return () => {
    isCancelled = true;
    clearTimeout(batchTimer);
    cancelCatchUp?.();
    if (socket) {
      sendSocketIdFrom(null);
      socket.io.off('reconnect', handleReconnect);
      socket.removeAllListeners();
      socket.disconnect();
    }
  };
}
