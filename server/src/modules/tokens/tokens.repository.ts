import type { Kysely, Selectable } from 'kysely';
import type { Database, PersonalTokenTable } from '../../db/schema.ts';

export type TokenRow = Selectable<PersonalTokenTable>;

/** Who a live token speaks for: the token and its owner, found by the token's hash. */
export interface TokenHolderRow {
  id: string;
  user_id: string;
  user_name: string;
  user_language: string | null;
  scope: TokenRow['scope'];
  last_used_at: number | null;
  expires_at: number | null;
}

export function createTokensRepository(db: Kysely<Database>) {
  return {
    async insert(row: TokenRow): Promise<void> {
      await db.insertInto('personal_token').values(row).execute();
    },

    async countLive(userId: string, now: number): Promise<number> {
      const row = await db
        .selectFrom('personal_token')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('user_id', '=', userId)
        .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Tokens that expired before `before` leave the member's list. */
    async deleteExpiredBefore(userId: string, before: number): Promise<void> {
      await db
        .deleteFrom('personal_token')
        .where('user_id', '=', userId)
        .where('expires_at', '<', before)
        .execute();
    },

    listOf(userId: string): Promise<TokenRow[]> {
      return db
        .selectFrom('personal_token')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    /** Deletes the member's token; false when the member has no such token. */
    async delete(userId: string, id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('personal_token')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** The live token with this hash, of an owner not suspended; undefined for anything else. */
    holderOf(tokenHash: string, now: number): Promise<TokenHolderRow | undefined> {
      return db
        .selectFrom('personal_token')
        .innerJoin('user', 'user.id', 'personal_token.user_id')
        .select([
          'personal_token.id',
          'personal_token.user_id',
          'user.name as user_name',
          'user.language as user_language',
          'personal_token.scope',
          'personal_token.last_used_at',
          'personal_token.expires_at',
        ])
        .where('personal_token.token_hash', '=', tokenHash)
        .where((eb) =>
          eb.or([eb('personal_token.expires_at', 'is', null), eb('personal_token.expires_at', '>', now)]),
        )
        .where('user.suspendedAt', 'is', null)
        .executeTakeFirst();
    },

    async touch(id: string, now: number): Promise<void> {
      await db.updateTable('personal_token').set({ last_used_at: now }).where('id', '=', id).execute();
    },
  };
}

export type TokensRepository = ReturnType<typeof createTokensRepository>;
