import type { Kysely } from 'kysely';
import type { ActorKeyTable, Database } from '../../db/schema.ts';

export type ActorKeyAlgorithm = ActorKeyTable['algorithm'];

/** A stored key pair, as JWK JSON texts. */
export interface StoredKeyPair {
  algorithm: ActorKeyAlgorithm;
  publicKey: string;
  privateKey: string;
}

/** Each member's actor keys (`actor_key`, migration 029); they go with the account. */
export function createActorKeysRepository(db: Kysely<Database>) {
  const keysOf = async (userId: string): Promise<StoredKeyPair[]> => {
    const rows = await db
      .selectFrom('actor_key')
      .select(['algorithm', 'public_key', 'private_key'])
      .where('user_id', '=', userId)
      .execute();
    return rows.map((row) => ({
      algorithm: row.algorithm,
      publicKey: row.public_key,
      privateKey: row.private_key,
    }));
  };

  return {
    keysOf,

    /**
     * Keeps new key pairs unless the member has some for that algorithm already
     * (two instances may make them at once: the first one written stays), and
     * answers the member's keys as stored.
     */
    async keep(userId: string, pairs: readonly StoredKeyPair[], now: number): Promise<StoredKeyPair[]> {
      if (pairs.length > 0) {
        await db
          .insertInto('actor_key')
          .values(
            pairs.map((pair) => ({
              user_id: userId,
              algorithm: pair.algorithm,
              public_key: pair.publicKey,
              private_key: pair.privateKey,
              created_at: now,
            })),
          )
          .onConflict((conflict) => conflict.columns(['user_id', 'algorithm']).doNothing())
          .execute();
      }
      return keysOf(userId);
    },
  };
}

export type ActorKeysRepository = ReturnType<typeof createActorKeysRepository>;
