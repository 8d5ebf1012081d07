import type { Kysely } from 'kysely';
import type { RestrictionKind } from '@surcos/contracts/blocks';
import type { Dialect } from '../../db/database.ts';
import { refreshMatchesOfFollow } from '../../db/match-tables.ts';
import { intColumn, keysetPage, textColumn } from '../../db/paging.ts';
import type { Database } from '../../db/schema.ts';

/** Newest first; the other person's id breaks ties. */
const RESTRICTED_ORDER = [
  intColumn('r.created_at', 'desc', (row: RestrictedUserRow) => row.created_at),
  textColumn('user.id', 'desc', (row: RestrictedUserRow) => row.id),
];

export interface RestrictedUserRow {
  id: string;
  name: string;
  created_at: number;
}

/** Blocks and mutes between users; what they hide is read through db/hidden-users.ts. */
export function createBlocksRepository(db: Kysely<Database>, dialect: Dialect) {
  return {
    /**
     * Blocks `blockedId` and removes the follows between the two, both ways, in one
     * transaction. Answers whether the block is new.
     */
    block(userId: string, blockedId: string, now: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .insertInto('user_block')
          .values({ user_id: userId, blocked_id: blockedId, created_at: now })
          .onConflict((conflict) => conflict.columns(['user_id', 'blocked_id']).doNothing())
          .executeTakeFirst();
        await trx
          .deleteFrom('follow')
          .where((eb) =>
            eb.or([
              eb.and([eb('follower_id', '=', userId), eb('following_id', '=', blockedId)]),
              eb.and([eb('follower_id', '=', blockedId), eb('following_id', '=', userId)]),
            ]),
          )
          .execute();
        await refreshMatchesOfFollow(trx, dialect, userId, blockedId);
        await refreshMatchesOfFollow(trx, dialect, blockedId, userId);
        return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
      });
    },

    async mute(userId: string, mutedId: string, now: number): Promise<boolean> {
      const result = await db
        .insertInto('user_mute')
        .values({ user_id: userId, muted_id: mutedId, created_at: now })
        .onConflict((conflict) => conflict.columns(['user_id', 'muted_id']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /** Ends a block or a mute; true when there was one. */
    async remove(kind: RestrictionKind, userId: string, otherId: string): Promise<boolean> {
      const result =
        kind === 'blocks'
          ? await db
              .deleteFrom('user_block')
              .where('user_id', '=', userId)
              .where('blocked_id', '=', otherId)
              .executeTakeFirst()
          : await db
              .deleteFrom('user_mute')
              .where('user_id', '=', userId)
              .where('muted_id', '=', otherId)
              .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async mutes(userId: string, mutedId: string): Promise<boolean> {
      const row = await db
        .selectFrom('user_mute')
        .select('user_id')
        .where('user_id', '=', userId)
        .where('muted_id', '=', mutedId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Everyone the user blocked or who blocked the user: none of their facts reach the other. */
    async blockedEitherWay(userId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('user_block')
        .select('blocked_id as id')
        .where('user_id', '=', userId)
        .unionAll(db.selectFrom('user_block').select('user_id as id').where('blocked_id', '=', userId))
        .execute();
      return rows.map((row) => row.id);
    },

    /** Whom the user blocked or muted, newest first (suspended accounts too: they can be undone). */
    list(kind: RestrictionKind, userId: string, cursor: string | undefined) {
      const restricted =
        kind === 'blocks'
          ? db.selectFrom('user_block').select(['user_id', 'blocked_id as other_id', 'created_at'])
          : db.selectFrom('user_mute').select(['user_id', 'muted_id as other_id', 'created_at']);
      const query = db
        .selectFrom(restricted.as('r'))
        .innerJoin('user', 'user.id', 'r.other_id')
        .select(['user.id', 'user.name', 'r.created_at'])
        .where('r.user_id', '=', userId);
      return keysetPage(query, RESTRICTED_ORDER, cursor);
    },
  };
}

export type BlocksRepository = ReturnType<typeof createBlocksRepository>;
