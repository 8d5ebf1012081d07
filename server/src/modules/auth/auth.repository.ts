import { sql, type Kysely, type Transaction } from 'kysely';
import { forgetMatchesOf } from '../../db/match-tables.ts';
import type { Executor } from '../../db/paging.ts';
import type { Database } from '../../db/schema.ts';

export interface WindowCount {
  count: number;
  resetAt: number;
}

/**
 * Fixed-window counters in the database, so every server instance behind a
 * load balancer sees the same numbers. One upsert per hit keeps them exact
 * under concurrent requests.
 */
export function createRateLimitRepository(db: Kysely<Database>) {
  /** One hit on `key`, on the database or inside a caller's transaction. */
  async function hitOn(executor: Executor, key: string, windowMs: number, now: number): Promise<WindowCount> {
    const row = await executor
      .insertInto('rate_limit')
      .values({ key, count: 1, reset_at: now + windowMs })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({
          count: sql<number>`case when rate_limit.reset_at <= ${now} then 1 else rate_limit.count + 1 end`,
          reset_at: sql<number>`case when rate_limit.reset_at <= ${now} then excluded.reset_at else rate_limit.reset_at end`,
        }),
      )
      .returning(['count', 'reset_at'])
      .executeTakeFirstOrThrow();
    return { count: Number(row.count), resetAt: Number(row.reset_at) };
  }

  return {
    hit: (key: string, windowMs: number, now = Date.now()): Promise<WindowCount> =>
      hitOn(db, key, windowMs, now),

    /**
     * A hit counted in the caller's transaction, so the write it guards costs
     * one commit, not two. Rolled back with that transaction, a refused hit
     * leaves the count at the limit: the next one is refused all the same.
     */
    hitWithin: (trx: Executor, key: string, windowMs: number, now = Date.now()): Promise<WindowCount> =>
      hitOn(trx, key, windowMs, now),

    async undoHit(key: string): Promise<void> {
      await db
        .updateTable('rate_limit')
        .set({ count: sql<number>`case when count > 0 then count - 1 else 0 end` })
        .where('key', '=', key)
        .execute();
    },

    async clear(key: string): Promise<void> {
      await db.deleteFrom('rate_limit').where('key', '=', key).execute();
    },

    async deleteExpired(now = Date.now()): Promise<void> {
      await db.deleteFrom('rate_limit').where('reset_at', '<=', now).execute();
    },
  };
}

export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;

/**
 * The user row, deleted by Surcos itself so that Surcos' own part of an account deletion and
 * the row (whose foreign keys cascade sessions, accounts and every other row of the user) go
 * in one transaction: all or nothing.
 */
export function createAccountsRepository(db: Kysely<Database>) {
  return {
    deleteUser<T>(userId: string, before: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
      return db.transaction().execute(async (trx) => {
        const result = await before(trx);
        await forgetMatchesOf(trx, userId);
        await trx.deleteFrom('user').where('id', '=', userId).execute();
        return result;
      });
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
