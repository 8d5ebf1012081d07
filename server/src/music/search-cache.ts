import type { SearchPage } from '@surcos/contracts/albums';
import {
  type BarcodeHits,
  type MasterVersions,
  type MusicCaller,
  type MusicDatabase,
  MusicShareSpentError,
} from './music-database.ts';
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
 * first (a hit costs nobody anything). Barcode searches and masters'
 * pressings are kept the same way, in the same bound.
 */
export function withSearchCache(inner: MusicDatabase, options: SearchCacheOptions = {}): MusicDatabase {
  const maxEntries = options.maxEntries ?? 500;
  const ttlMs = options.ttlMs ?? 10 * 60 * 1000;
  const cache = new Map<string, { value: SearchPage | BarcodeHits | MasterVersions; expiresAt: number }>();
  const inFlight = new Map<string, Promise<SearchPage | BarcodeHits | MasterVersions>>();

  async function remembered<T extends SearchPage | BarcodeHits | MasterVersions>(
    key: string,
    caller: MusicCaller,
    load: (caller: MusicCaller) => Promise<T>,
  ): Promise<T> {
    const hit = cache.get(key);
    if (hit && hit.expiresAt > Date.now()) {
      cache.delete(key);
      cache.set(key, hit);
      return hit.value as T;
    }
    const pending = inFlight.get(key) as Promise<T> | undefined;
    if (pending) {
      // The first asker's share being spent says nothing about this caller's: ask again as them.
      return pending.catch((error: unknown) => {
        if (error instanceof MusicShareSpentError) return remembered(key, caller, load);
        throw error;
      });
    }

    const request = load(caller).then((result) => {
      cache.delete(key);
      cache.set(key, { value: result, expiresAt: Date.now() + ttlMs });
      while (cache.size > maxEntries) cache.delete(cache.keys().next().value!);
      return result;
    });
    inFlight.set(key, request);
    try {
      return await request;
    } finally {
      inFlight.delete(key);
    }
  }

  const { searchBarcode, masterVersions } = inner;
  return {
    source: inner.source,
    release: (id, caller) => inner.release(id, caller),
    search: (query, page, caller) =>
      remembered(`${foldForSearch(query)}\u0000${page}`, caller, (asker) => inner.search(query, page, asker)),
    // A query never holds the separator, so a barcode's key is never a search's.
    ...(searchBarcode && {
      searchBarcode: (code: string, caller: MusicCaller) =>
        remembered(`\u0000barcode\u0000${code}`, caller, (asker) => searchBarcode(code, asker)),
    }),
    ...(masterVersions && {
      masterVersions: (masterId: string, caller: MusicCaller) =>
        remembered(`\u0000master\u0000${masterId}`, caller, (asker) => masterVersions(masterId, asker)),
    }),
  };
}
