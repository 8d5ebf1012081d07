import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What NodeInfo says of this server's members: cheap counts, over the users and their last visits. */
export function createFederationRepository(db: Kysely<Database>) {
  return {
    async memberCounts(now: number): Promise<{ total: number; activeMonth: number; activeHalfyear: number }> {
      const activeSince = async (since: number) => {
        const row = await db
          .selectFrom('notification_digest')
          .innerJoin('user', 'user.id', 'notification_digest.user_id')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('user.suspendedAt', 'is', null)
          .where('notification_digest.active_at', '>', since)
          .executeTakeFirstOrThrow();
        return Number(row.count);
      };
      const [total, activeMonth, activeHalfyear] = await Promise.all([
        db
          .selectFrom('user')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('suspendedAt', 'is', null)
          .executeTakeFirstOrThrow()
          .then((row) => Number(row.count)),
        activeSince(now - 30 * DAY_MS),
        activeSince(now - 180 * DAY_MS),
      ]);
      return { total, activeMonth, activeHalfyear };
    },
  };
}

export type FederationRepository = ReturnType<typeof createFederationRepository>;
