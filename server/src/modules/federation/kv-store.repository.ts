import type { KvKey, KvStore, KvStoreListEntry, KvStoreSetOptions } from '@fedify/fedify';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { type QueueClock, systemClock } from './queue-listener.ts';
import { canonicalJson, decodeKey, encodeKey, encodePrefix, expiryOf } from './stored-values.ts';

export interface DatabaseKvStore extends KvStore {
  cas: NonNullable<KvStore['cas']>;
  /** Deletes the values whose time has passed (they already read as absent); how many went. */
  sweep: () => Promise<number>;
}

/**
 * Fedify's key–value store in the `federation_kv` table, the same SQL on
 * SQLite and PostgreSQL. A value past its expiry reads as absent and is
 * deleted by `sweep`.
 */
export function createDatabaseKvStore(
  db: Kysely<Database>,
  clock: QueueClock = systemClock,
): DatabaseKvStore {
  const live = (now: number) => sql<boolean>`(expires_at is null or expires_at > ${now})`;

  return {
    async get<T = unknown>(key: KvKey): Promise<T | undefined> {
      const row = await db
        .selectFrom('federation_kv')
        .select('value')
        .where('key', '=', encodeKey(key))
        .where(live(clock.now()))
        .executeTakeFirst();
      return row === undefined ? undefined : (JSON.parse(row.value) as T);
    },

    async set(key: KvKey, value: unknown, options?: KvStoreSetOptions): Promise<void> {
      const row = {
        key: encodeKey(key),
        value: canonicalJson(value),
        expires_at: expiryOf(options, clock.now()),
      };
      await db
        .insertInto('federation_kv')
        .values(row)
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({ value: row.value, expires_at: row.expires_at }),
        )
        .execute();
    },

    async delete(key: KvKey): Promise<void> {
      await db.deleteFrom('federation_kv').where('key', '=', encodeKey(key)).execute();
    },

    async cas(key: KvKey, expectedValue: unknown, newValue: unknown, options?: KvStoreSetOptions) {
      const now = clock.now();
      const row = {
        key: encodeKey(key),
        value: canonicalJson(newValue),
        expires_at: expiryOf(options, now),
      };
      if (expectedValue === undefined) {
        // Absent, or present only as an expired value.
        const result = await db
          .insertInto('federation_kv')
          .values(row)
          .onConflict((conflict) =>
            conflict
              .column('key')
              .doUpdateSet({ value: row.value, expires_at: row.expires_at })
              .where(
                sql<boolean>`federation_kv.expires_at is not null and federation_kv.expires_at <= ${now}`,
              ),
          )
          .executeTakeFirst();
        return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
      }
      const result = await db
        .updateTable('federation_kv')
        .set({ value: row.value, expires_at: row.expires_at })
        .where('key', '=', row.key)
        .where('value', '=', canonicalJson(expectedValue))
        .where(live(now))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async *list(prefix?: KvKey): AsyncIterable<KvStoreListEntry> {
      let query = db
        .selectFrom('federation_kv')
        .select(['key', 'value'])
        .where(live(clock.now()))
        .orderBy('key');
      if (prefix !== undefined) {
        const exact = encodeKey(prefix);
        const under = encodePrefix(prefix);
        // substr and length count the same units on both databases, whatever the collation.
        query = query.where((eb) =>
          eb.or([eb('key', '=', exact), eb(sql`substr(key, 1, length(${under}))`, '=', under)]),
        );
      }
      for (const row of await query.execute()) {
        yield { key: decodeKey(row.key), value: JSON.parse(row.value) as unknown };
      }
    },

    async sweep(): Promise<number> {
      const result = await db
        .deleteFrom('federation_kv')
        .where('expires_at', 'is not', null)
        .where('expires_at', '<=', clock.now())
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
