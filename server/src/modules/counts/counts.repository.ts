import { type Kysely, sql } from 'kysely';
import { hiddenUsers } from '../../db/hidden-users.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import type { Database } from '../../db/schema.ts';

/** The navigation badges' numbers, in one round trip. */
export function createCountsRepository(db: Kysely<Database>) {
  // Asked on every page load and after every change: built once (db/prepared-query.ts).
  const counts = preparedQuery(db, { userId: 'text' }, ({ userId }) =>
    db.selectNoFrom([
      sql<number>`(select count(*) from album_owner where user_id = ${userId})`.as('albums'),
      sql<number>`(select count(*) from wishlist_entry where user_id = ${userId})`.as('wishlist'),
      sql<number>`(select count(*) from collection where user_id = ${userId})`.as('collections'),
      // As the lists show them: without suspended accounts (follows across a block are gone).
      // Accounts of other servers count too (decision 057), pending follows among them.
      sql<number>`(select count(*) from follow where following_id = ${userId}
            and follower_id not in ${hiddenUsers(userId)})
            + (select count(*) from remote_follower where user_id = ${userId})`.as('followers'),
      sql<number>`(select count(*) from follow where follower_id = ${userId}
            and following_id not in ${hiddenUsers(userId)})
            + (select count(*) from remote_follow where user_id = ${userId})`.as('following'),
      // Conversations hidden by a block or a suspension do not count either.
      sql<number>`(select count(*) from conversation_member where user_id = ${userId} and unread = 1
            and (other_user_id is null or other_user_id not in ${hiddenUsers(userId)}))`.as(
        'unread_messages',
      ),
    ]),
  );
  return {
    async of(userId: string) {
      const [row] = await counts({ userId });
      if (!row) throw new Error('A query without FROM answers one row.');
      return row;
    },
  };
}

export type CountsRepository = ReturnType<typeof createCountsRepository>;
export type CountsRow = Awaited<ReturnType<CountsRepository['of']>>;
