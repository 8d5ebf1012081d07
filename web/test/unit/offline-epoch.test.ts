import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WorkboxPlugin } from 'workbox-core';
import { NetworkFirst } from 'workbox-strategies';
import { API_CACHE, clearOfflineData } from '../../src/lib/offline/offline-caches.ts';
import { sameEpochOnly } from '../../src/lib/offline/offline-epoch.ts';

/*
 * The service worker's answers for offline reading (web/service-worker/sw.ts), run through
 * Workbox's own NetworkFirst against an in-memory Cache Storage: an answer whose request began
 * before the caches were cleared (a sign-out) must not be kept after the clear.
 */

const keyOf = (request: RequestInfo | URL) =>
  request instanceof Request ? request.url : new URL(String(request), 'http://localhost/').href;

/** Cache Storage as browsers have it, enough for Workbox: a deleted cache is gone for good. */
function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const cacheOf = (entries: Map<string, Response>) => ({
    match: (request: RequestInfo | URL) => Promise.resolve(entries.get(keyOf(request))?.clone()),
    put: (request: RequestInfo | URL, response: Response) => {
      entries.set(keyOf(request), response);
      return Promise.resolve();
    },
    delete: (request: RequestInfo | URL) => Promise.resolve(entries.delete(keyOf(request))),
    keys: () => Promise.resolve([...entries.keys()].map((url) => new Request(url))),
  });
  const storeOf = (name: string) => {
    let entries = stores.get(name);
    if (!entries) {
      entries = new Map();
      stores.set(name, entries);
    }
    return entries;
  };
  return {
    open: (name: string) => Promise.resolve(cacheOf(storeOf(name))),
    keys: () => Promise.resolve([...stores.keys()]),
    delete: (name: string) => Promise.resolve(stores.delete(name)),
    has: (name: string) => Promise.resolve(stores.has(name)),
    match: (request: RequestInfo | URL, options?: { cacheName?: string }) =>
      Promise.resolve(
        options?.cacheName ? stores.get(options.cacheName)?.get(keyOf(request))?.clone() : undefined,
      ),
    /** What a cache holds now, without opening (and so creating) it. */
    peek: (name: string, url: string) => stores.get(name)?.get(new URL(url, 'http://localhost/').href),
  };
}

class FakeExtendableEvent extends Event {
  readonly pending: Array<Promise<unknown>> = [];
  waitUntil(promise: Promise<unknown>) {
    this.pending.push(promise);
  }
}

let storage: ReturnType<typeof memoryCaches>;

beforeEach(() => {
  storage = memoryCaches();
  vi.stubGlobal('caches', storage);
  vi.stubGlobal('ExtendableEvent', FakeExtendableEvent);
  vi.stubGlobal('FetchEvent', class extends FakeExtendableEvent {});
  // Workbox's development logs.
  vi.stubGlobal('__WB_DISABLE_DEV_LOGS', true);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A network answer that arrives when the test says so, and the moment it was asked for. */
function answerLater() {
  let arrive: (response: Response) => void = () => undefined;
  let asked: () => void = () => undefined;
  const answer = new Promise<Response>((resolve) => (arrive = resolve));
  const fetched = new Promise<void>((resolve) => (asked = resolve));
  vi.stubGlobal('fetch', () => {
    asked();
    return answer;
  });
  return { fetched, arrive: (body: unknown) => arrive(Response.json(body)) };
}

/** The API route as sw.ts has it; `plugins` with or without the guard. */
async function fetchThrough(plugins: WorkboxPlugin[], path: string, between: () => Promise<void>) {
  const strategy = new NetworkFirst({ cacheName: API_CACHE, plugins });
  const event = new FakeExtendableEvent('fetch');
  const network = answerLater();
  const [handled, done] = strategy.handleAll({ request: new Request(`http://localhost${path}`), event });
  // The request is on the network (with the cookie of then) when `between` happens.
  await network.fetched;
  await between();
  network.arrive({ items: ['de Ana'] });
  await handled;
  await done;
}

describe('an answer for offline reading', () => {
  it('in flight while the caches are cleared is not kept (Workbox alone would keep it)', async () => {
    // Without the guard, the race is real: the clear comes first, the answer is written after it.
    await fetchThrough([], '/api/me/albums', clearOfflineData);
    expect(storage.peek(API_CACHE, '/api/me/albums')).toBeDefined();

    await clearOfflineData();
    await fetchThrough([sameEpochOnly()], '/api/me/albums', clearOfflineData);
    expect(storage.peek(API_CACHE, '/api/me/albums')).toBeUndefined();
  });

  it('is kept when nothing was cleared meanwhile, and the next clear takes it', async () => {
    await fetchThrough([sameEpochOnly()], '/api/me/albums', () => Promise.resolve());
    expect(await storage.peek(API_CACHE, '/api/me/albums')?.clone().json()).toEqual({ items: ['de Ana'] });
    await clearOfflineData();
    expect(storage.peek(API_CACHE, '/api/me/albums')).toBeUndefined();
  });

  it('is taken out again when the clear lands while it is being written', async () => {
    const plugin = sameEpochOnly();
    // The clear lands after the answer was judged fresh, before it is in the cache.
    const clearWhileWriting: WorkboxPlugin = {
      cacheWillUpdate: async ({ response }) => {
        await clearOfflineData();
        return response;
      },
    };
    await fetchThrough([plugin, clearWhileWriting], '/api/me/albums', () => Promise.resolve());
    expect(storage.peek(API_CACHE, '/api/me/albums')).toBeUndefined();
  });

  it('of the session, which clears the caches itself when it changes hands, starts the new life', async () => {
    const admitted = sameEpochOnly(async ({ response }) => {
      await clearOfflineData();
      return { response, cleared: true };
    });
    await fetchThrough([admitted], '/api/session', () => Promise.resolve());
    expect(storage.peek(API_CACHE, '/api/session')).toBeDefined();
  });
});
