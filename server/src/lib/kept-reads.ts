import { LRUCache } from 'lru-cache';
import type { TableWrites } from '../db/table-writes.ts';

export interface KeptReadsOptions<Value> {
  /** How long a read is kept at most, whatever the writes here: for other servers' writes. */
  maxAgeMs: number;
  /** How many reads are kept at most: the least recently used go first. */
  maxEntries: number;
  /** With `maxSize`, how big one read is; reads bigger than `maxSize` ÷ 8 are not kept. */
  sizeOf?: (value: Value) => number;
  maxSize?: number;
}

interface Kept<Value> {
  generation: number;
  until: number;
  value: Value;
}

/**
 * Reads kept by key until `writes` moves (a write of the tables they read
 * was committed) or `maxAgeMs` pass, whichever comes first. A read during
 * which a write was committed may not have seen it, and is not kept.
 * Concurrent misses of one key share one read; a failed read is not kept.
 */
export function createKeptReads<Key extends NonNullable<unknown>, Value extends NonNullable<unknown>>(
  writes: TableWrites,
  { maxAgeMs, maxEntries, sizeOf, maxSize }: KeptReadsOptions<Value>,
) {
  const kept = new LRUCache<Key, Kept<Value>>({
    max: maxEntries,
    ...(sizeOf && maxSize
      ? { maxSize, maxEntrySize: Math.floor(maxSize / 8), sizeCalculation: (entry) => sizeOf(entry.value) }
      : {}),
  });
  const reading = new Map<Key, { generation: number; value: Promise<Value> }>();

  return (key: Key, read: () => Promise<Value>): Promise<Value> => {
    const now = Date.now();
    const generation = writes.generation;
    const found = kept.get(key);
    if (found && found.generation === generation && found.until > now) return Promise.resolve(found.value);
    const pending = reading.get(key);
    if (pending && pending.generation === generation) return pending.value;
    const value = read();
    reading.set(key, { generation, value });
    const done = () => {
      if (reading.get(key)?.value === value) reading.delete(key);
    };
    value.then((answer) => {
      done();
      // Written meanwhile: already stale, and it would push out a fresher read.
      if (writes.generation === generation)
        kept.set(key, { generation, until: now + maxAgeMs, value: answer });
    }, done);
    return value;
  };
}
