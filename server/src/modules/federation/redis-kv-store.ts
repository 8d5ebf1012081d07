import type { KvKey, KvStoreListEntry, KvStoreSetOptions } from '@fedify/fedify';
import type { Redis } from 'ioredis';
import type { DatabaseKvStore } from './kv-store.repository.ts';
import { canonicalJson, decodeKey, encodeKey, encodePrefix, ttlOf } from './stored-values.ts';

/** Sets KEYS[1] to ARGV[3] (expiring in ARGV[4] ms, if given) when it holds ARGV[2], or is absent when ARGV[1] is 1. */
const COMPARE_AND_SET = `
local current = redis.call('GET', KEYS[1])
if ARGV[1] == '1' then
  if current then return 0 end
elseif current ~= ARGV[2] then
  return 0
end
if ARGV[4] ~= '' then
  redis.call('SET', KEYS[1], ARGV[3], 'PX', ARGV[4])
else
  redis.call('SET', KEYS[1], ARGV[3])
end
return 1`;

/** Redis' glob characters escaped, for SCAN's MATCH. */
const globEscaped = (text: string) => text.replace(/[*?[\]\\]/g, (char) => `\\${char}`);

/**
 * Fedify's key–value store on Redis: each key under `prefix`, values as JSON,
 * expiry by Redis itself. Used instead of the database's when REDIS_URL is set.
 */
export function createRedisKvStore(redis: Redis, prefix: string): Omit<DatabaseKvStore, 'sweep'> {
  const keyOf = (key: KvKey) => `${prefix}${encodeKey(key)}`;

  const scan = async (pattern: string): Promise<string[]> => {
    const found: string[] = [];
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
      cursor = next;
      found.push(...keys);
    } while (cursor !== '0');
    return found;
  };

  return {
    async get<T = unknown>(key: KvKey): Promise<T | undefined> {
      const text = await redis.get(keyOf(key));
      return text === null ? undefined : (JSON.parse(text) as T);
    },

    async set(key: KvKey, value: unknown, options?: KvStoreSetOptions): Promise<void> {
      const ttl = ttlOf(options);
      if (ttl === null) await redis.set(keyOf(key), canonicalJson(value));
      else await redis.set(keyOf(key), canonicalJson(value), 'PX', Math.max(1, ttl));
    },

    async delete(key: KvKey): Promise<void> {
      await redis.del(keyOf(key));
    },

    async cas(key: KvKey, expectedValue: unknown, newValue: unknown, options?: KvStoreSetOptions) {
      const ttl = ttlOf(options);
      const swapped = await redis.eval(
        COMPARE_AND_SET,
        1,
        keyOf(key),
        expectedValue === undefined ? '1' : '0',
        expectedValue === undefined ? '' : canonicalJson(expectedValue),
        canonicalJson(newValue),
        ttl === null ? '' : String(Math.max(1, ttl)),
      );
      return swapped === 1;
    },

    async *list(under?: KvKey): AsyncIterable<KvStoreListEntry> {
      const keys =
        under === undefined
          ? await scan(`${globEscaped(prefix)}*`)
          : [
              ...(await scan(globEscaped(keyOf(under)))),
              ...(await scan(`${globEscaped(prefix + encodePrefix(under))}*`)),
            ];
      const unique = [...new Set(keys)].sort();
      if (unique.length === 0) return;
      const values = await redis.mget(...unique);
      for (const [index, name] of unique.entries()) {
        const text = values[index];
        if (text == null) continue;
        yield { key: decodeKey(name.slice(prefix.length)), value: JSON.parse(text) as unknown };
      }
    },
  };
}
