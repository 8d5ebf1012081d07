import type { MyAlbumsAll } from '@surcos/contracts/albums';
import { type QueryClient, queryOptions, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isBrowserOffline } from './network-status.ts';
import { isNetworkFailure } from './waits-for-connection.ts';
import { apiGetKept } from '../api-client.ts';
import { scopedKey } from '../realtime/scoped-key.ts';

// The schema is loaded, not imported: it stays out of the app shell (see SchemaSource).
const loadSchema = () => import('@surcos/contracts/albums').then((contracts) => contracts.MyAlbumsAllSchema);

/**
 * All of My albums with every copy, in one answer: kept in memory and by the service worker, so
 * that offline My albums is searched, filtered and sorted on the device, and its albums open.
 * Any change to My albums or a copy makes it stale (the 'my-albums' scope); it is asked again on
 * the next visit to My albums, never while the list is only being read. It is kept as it came
 * and read only when the device answers: online it never is, and a collection of thousands of
 * copies is megabytes of JSON the main thread would otherwise parse on every visit.
 */
export const myAlbumsAllQueryOptions = () =>
  queryOptions({
    queryKey: scopedKey('my-albums', 'all'),
    queryFn: ({ signal }) => apiGetKept('/api/me/albums/all', { signal, schema: loadSchema }),
    staleTime: 10 * 60_000,
    gcTime: 60 * 60_000,
  });

/** What the device keeps of My albums: in memory, else the service worker's copy; null when neither. */
async function myAlbumsOnDevice(client: QueryClient): Promise<MyAlbumsAll | null> {
  try {
    const kept = await client.fetchQuery({ ...myAlbumsAllQueryOptions(), staleTime: Infinity, retry: false });
    return await kept.read();
  } catch {
    return null;
  }
}

/** Answers made on the device rather than by the server. */
const madeOnDevice = new WeakSet<object>();

/** Answers from what the device keeps of My albums, or null when it keeps nothing that answers. */
export async function answerOnDevice<T extends object>(
  client: QueryClient,
  answer: (all: MyAlbumsAll) => T | null,
): Promise<T | null> {
  const all = await myAlbumsOnDevice(client);
  const answered = all ? answer(all) : null;
  if (answered) madeOnDevice.add(answered);
  return answered;
}

/**
 * Reads from the server; when it cannot be reached, answers on the device instead if it can
 * (the server's failure stands otherwise).
 */
export async function readOrAnswerOnDevice<T extends object>(
  client: QueryClient,
  read: () => Promise<T>,
  answer: (all: MyAlbumsAll) => T | null,
): Promise<T> {
  try {
    return await read();
  } catch (error) {
    const answered = isNetworkFailure(error) ? await answerOnDevice(client, answer) : null;
    if (answered) return answered;
    throw error;
  }
}

export const isMadeOnDevice = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && madeOnDevice.has(data);

/** A query's staleTime: an answer made on the device is asked of the server again as soon as it can be. */
export const staleWhenMadeOnDevice = (query: { state: { data: unknown } }): number =>
  isMadeOnDevice(query.state.data) ? 0 : 30_000;

/** How long after My albums has shown its list the device asks for all of it, at the latest. */
const KEEP_ON_DEVICE_TIMEOUT_MS = 3000;

/**
 * Once My albums has shown its list (from the server), the device fetches all of it to keep for
 * offline, when the browser has a moment to spare; again only once a change made it stale.
 */
export function useKeepMyAlbumsOnDevice(listShown: boolean): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!listShown || isBrowserOffline()) return;
    const keep = () => void client.prefetchQuery(myAlbumsAllQueryOptions());
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(keep, { timeout: KEEP_ON_DEVICE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = setTimeout(keep, KEEP_ON_DEVICE_TIMEOUT_MS);
    return () => clearTimeout(handle);
  }, [client, listShown]);
}
