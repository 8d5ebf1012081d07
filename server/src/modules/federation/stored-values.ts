import type { KvKey, KvStoreSetOptions } from '@fedify/fedify';

/**
 * A KV key as one string: its parts as a JSON array. The text of a prefix's
 * array without its closing bracket starts the text of every longer key under
 * it, so a prefix is found by comparing the start of the text.
 */
export const encodeKey = (key: KvKey): string => JSON.stringify(key);

/** The text every key strictly under `prefix` starts with. */
export const encodePrefix = (prefix: KvKey): string => `${encodeKey(prefix).slice(0, -1)},`;

export function decodeKey(text: string): KvKey {
  const parts = JSON.parse(text) as string[];
  return parts as unknown as KvKey;
}

/**
 * A value as JSON with object keys in sorted order, so two equal values have
 * the same text and compare-and-swap can compare texts, in SQL or in Redis.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortedKeys(value)) ?? 'null';
}

function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value === null || typeof value !== 'object') return value;
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return value;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, each]) => each !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries.map(([key, each]) => [key, sortedKeys(each)]));
}

/** How long a value set with these options lasts, in milliseconds; null: for good. */
export function ttlOf(options: KvStoreSetOptions | undefined): number | null {
  // Fedify's types name Temporal.Duration, which this TypeScript does not know yet.
  const ttl = options?.ttl as { total: (unit: { unit: 'millisecond' }) => number } | undefined;
  return ttl === undefined ? null : Math.max(0, Math.round(ttl.total({ unit: 'millisecond' })));
}

/** When a value set now with these options expires, in epoch milliseconds; null: never. */
export function expiryOf(options: KvStoreSetOptions | undefined, now: number): number | null {
  const ttl = ttlOf(options);
  return ttl === null ? null : now + ttl;
}
