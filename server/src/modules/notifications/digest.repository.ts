import { type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { allowedBetween, remoteAllowed, shownTo, stored, switchedOn } from './recipient-rules.repository.ts';

/** Members marked active per statement (SQLite binds at most 32,766 values). */
const ACTIVE_PER_WRITE = 500;

/** The daily mail of unread notifications, and the pruning of old ones. */
export function createDigestRepository(db: Kysely<Database>) {
  return {
    /**
     * Users whose mail is due (none in the last `intervalMs`, and not in Surcos within
     * the last `quietMs`) with unread notifications that no mail has told them of yet,
     * of kinds they get by mail.
     */
    async digestCandidates(
      now: number,
      intervalMs: number,
      quietMs: number,
      limit: number,
    ): Promise<string[]> {
      const rows = await db
        .selectFrom('notification')
        .select('notification.user_id')
        .distinct()
        .where('notification.read_at', 'is', null)
        .where('notification.emailed_at', 'is', null)
        .where(allowedBetween(stored.user, stored.actor))
        .where(remoteAllowed(stored.user, stored.remoteActor))
        .where(switchedOn(stored.user, stored.kind, 'email'))
        .where(
          sql<SqlBool>`not exists (select 1 from notification_digest d
            where d.user_id = ${stored.user} and (d.sent_at > ${now - intervalMs} or d.active_at > ${now - quietMs}))`,
        )
        .limit(limit)
        .execute();
      return rows.map((row) => row.user_id);
    },

    /**
     * Takes the user's daily mail for this instance: moves the last mail's
     * time to `now` only if it is at least `intervalMs` old (or there was
     * none) and the member has not been in Surcos within `quietMs`. One
     * conditional write, so of several instances only one wins.
     */
    async claimDigest(userId: string, now: number, intervalMs: number, quietMs: number): Promise<boolean> {
      const rows = await db
        .insertInto('notification_digest')
        .values({ user_id: userId, sent_at: now })
        .onConflict((conflict) =>
          conflict
            .column('user_id')
            .doUpdateSet({ sent_at: now })
            .where('notification_digest.sent_at', '<=', now - intervalMs)
            .where('notification_digest.active_at', '<=', now - quietMs),
        )
        .returning('user_id')
        .execute();
      return rows.length > 0;
    },

    /** What the mail lists: the unread notifications not mailed yet, of kinds the user gets by mail. */
    digestItems(userId: string) {
      return shownTo(db, userId, 'email')
        .where('notification.read_at', 'is', null)
        .where('notification.emailed_at', 'is', null)
        .orderBy('notification.updated_at', 'desc')
        .limit(50)
        .execute();
    },

    /** These members have Surcos open now: their mail waits. One write for them all (a deleted one is skipped). */
    async markActive(userIds: readonly string[], now: number): Promise<void> {
      for (let start = 0; start < userIds.length; start += ACTIVE_PER_WRITE) {
        await db
          .insertInto('notification_digest')
          .columns(['user_id', 'sent_at', 'active_at'])
          .expression(
            db
              .selectFrom('user')
              .select([
                'user.id',
                sql<number>`cast(0 as bigint)`.as('sent_at'),
                sql<number>`cast(${now} as bigint)`.as('active_at'),
              ])
              .where('user.id', 'in', userIds.slice(start, start + ACTIVE_PER_WRITE)),
          )
          .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ active_at: now }))
          .execute();
      }
    },

    async markEmailed(ids: readonly string[], now: number): Promise<void> {
      if (ids.length === 0) return;
      await db
        .updateTable('notification')
        .set({ emailed_at: now })
        .where('id', 'in', [...ids])
        .execute();
    },

    /** Where the mail goes, whom it greets, and in which language. */
    async recipientOf(userId: string) {
      return db
        .selectFrom('user')
        .select(['email', 'name', 'language'])
        .where('id', '=', userId)
        .executeTakeFirst();
    },

    /** Deletes notifications that last changed before `before`; answers how many. */
    async prune(before: number): Promise<number> {
      const result = await db.deleteFrom('notification').where('updated_at', '<', before).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type DigestRepository = ReturnType<typeof createDigestRepository>;
