import type { SearchPage } from '@surcos/contracts/albums';
import type { MusicDatabase } from './music-database.ts';
import { foldForSearch } from './normalize.ts';

export interface SearchCacheOptions {
  maxEntries?: number;
  ttlMs?: number;
}

/**
 * Remembers search pages per query and page for a while (bounded, least
 * recently used out first), and shares one request among callers asking the
 * same thing at the same moment — many users typing the same name cost
 * the music database one request.
 */
export function withSearchCache(inner: MusicDatabase, options: SearchCacheOptions = {}): MusicDatabase {
  const maxEntries = options.maxEntries ?? 500;
  const ttlMs = options.ttlMs ?? 10 * 60 * 1000;
  const cache = new Map<string, { page: SearchPage; expiresAt: number }>();
  const inFlight = new Map<string, Promise<SearchPage>>();

  return {
    source: inner.source,
    release: (id) => inner.release(id),

    async search(query, page) {
      const key = `${foldForSearch(query)}\u0000${page}`;
      const hit = cache.get(key);
      if (hit && hit.expiresAt > Date.now()) {
        cache.delete(key);
        cache.set(key, hit);
        return hit.page;
      }
      const pending = inFlight.get(key);
      if (pending) return pending;

      const request = inner.search(query, page).then((result) => {
        cache.delete(key);
        cache.set(key, { page: result, expiresAt: Date.now() + ttlMs });
        while (cache.size > maxEntries) cache.delete(cache.keys().next().value!);
        return result;
      });
      inFlight.set(key, request);
      try {
        return await request;
      } finally {
        inFlight.delete(key);
      }
    },
  };
}
