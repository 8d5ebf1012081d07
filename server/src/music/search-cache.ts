import type { SearchPage } from '@surcos/contracts/albums';
import { type MusicDatabase, MusicShareSpentError } from './music-database.ts';
import { foldForSearch } from './normalize.ts';

export interface SearchCacheOptions {
  maxEntries?: number;
  ttlMs?: number;
}

/**
 * Remembers search pages per query and page for a while (bounded, least
 * recently used out first), and shares one request among callers asking the
 * same thing at the same moment — many users typing the same name cost
 * the music database one request, charged to the share of the one who asked
 * first (a hit costs nobody anything).
 */
export function withSearchCache(inner: MusicDatabase, options: SearchCacheOptions = {}): MusicDatabase {
  const maxEntries = options.maxEntries ?? 500;
  const ttlMs = options.ttlMs ?? 10 * 60 * 1000;
  const cache = new Map<string, { page: SearchPage; expiresAt: number }>();
  const inFlight = new Map<string, Promise<SearchPage>>();

  const cached: MusicDatabase = {
    source: inner.source,
    release: (id, caller) => inner.release(id, caller),

    async search(query, page, caller) {
      const key = `${foldForSearch(query)}\u0000${page}`;
      const hit = cache.get(key);
      if (hit && hit.expiresAt > Date.now()) {
        cache.delete(key);
        cache.set(key, hit);
        return hit.page;
      }
      const pending = inFlight.get(key);
      if (pending) {
        // The first asker's share being spent says nothing about this caller's: ask again as them.
        return pending.catch((error: unknown) => {
          if (error instanceof MusicShareSpentError) return cached.search(query, page, caller);
          throw error;
        });
      }

      const request = inner.search(query, page, caller).then((result) => {
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
  return cached;
}
