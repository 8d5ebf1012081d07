import type { ServerToClientEvents } from '@surcos/contracts/realtime';
import { createContext, useContext } from 'react';

type Events = ServerToClientEvents;
/** `typing` passes in seconds and changes nothing stored: the conversation screen follows it itself. */
type FactEvent = Exclude<keyof Events, 'typing'>;

/** One fact the server publishes over the socket, as `[event, ...payload]`, e.g. `['album.changed', { albumId }]`. */
export type ServerFact = {
  [Event in FactEvent]: [event: Event, ...payload: Parameters<Events[Event]>];
}[FactEvent];

/** Applies facts to the cached data; resolves once the affected queries on screen have refetched. */
export type AnnounceServerFacts = (...facts: ServerFact[]) => Promise<void>;

/**
 * A mutation in this tab announces the same facts the server will publish
 * for it, so the app updates at once (and also when the socket is down) with
 * one map from facts to queries. The app provides it; features only announce.
 */
export const ServerFactsContext = createContext<AnnounceServerFacts>(() => Promise.resolve());

export function useAnnounceServerFacts(): AnnounceServerFacts {
  return useContext(ServerFactsContext);
}
