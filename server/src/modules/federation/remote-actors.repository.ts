import type { Insertable, Kysely } from 'kysely';
import { forgetRemoteHolders } from '../../db/match-tables.ts';
import type { Database, RemoteActorTable } from '../../db/schema.ts';
import { foldForSearch } from '../../music/normalize.ts';

/** An actor as fetched; its sort name follows from it. */
export type RemoteActorRow = Omit<Insertable<RemoteActorTable>, 'sort_name'>;

/**
 * The actor as every write keeps it: with the name Coincidencias sorts it by,
 * folded as a member's (migration 040), so a rename moves it there (the
 * trigger copies it to its match rows).
 */
export function remoteActorValues(actor: RemoteActorRow): Insertable<RemoteActorTable> {
  return { ...actor, sort_name: foldForSearch(actor.name ?? actor.handle) };
}

/** A follower as Fedify delivers to it. */
export interface FollowerInbox {
  id: string;
  inbox: string;
  sharedInbox: string | null;
}

/** The actors of other servers Surcos knows, and which of them follow its members. */
export function createRemoteActorsRepository(db: Kysely<Database>) {
  return {
    /**
     * Keeps the actor as fetched and its follow of the member, in one
     * transaction; a repeated Follow replaces the follow's id (an Undo names the latest).
     */
    /** Keeps the actor and its follow of the member; whether the follow is new (not a repeated Follow). */
    async addFollower(
      userId: string,
      actor: RemoteActorRow,
      followId: string,
      now: number,
    ): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const values = remoteActorValues(actor);
        const { id: _id, ...fields } = values;
        await trx
          .insertInto('remote_actor')
          .values(values)
          .onConflict((conflict) => conflict.column('id').doUpdateSet(fields))
          .execute();
        const existing = await trx
          .selectFrom('remote_follower')
          .select('follow_id')
          .where('user_id', '=', userId)
          .where('actor_id', '=', actor.id)
          .executeTakeFirst();
        await trx
          .insertInto('remote_follower')
          .values({ user_id: userId, actor_id: actor.id, follow_id: followId, created_at: now })
          .onConflict((conflict) =>
            conflict.columns(['user_id', 'actor_id']).doUpdateSet({ follow_id: followId }),
          )
          .execute();
        return existing === undefined;
      });
    },

    /** Ends the actor's follow of the member; whether there was one. */
    async removeFollower(userId: string, actorId: string): Promise<boolean> {
      const result = await db
        .deleteFrom('remote_follower')
        .where('user_id', '=', userId)
        .where('actor_id', '=', actorId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** The member's remote followers by id, after `cursor` (an actor id), `limit` of them (null: all). */
    async followers(userId: string, cursor: string | null, limit: number | null): Promise<FollowerInbox[]> {
      let query = db
        .selectFrom('remote_follower')
        .innerJoin('remote_actor', 'remote_actor.id', 'remote_follower.actor_id')
        .select(['remote_actor.id', 'remote_actor.inbox', 'remote_actor.shared_inbox'])
        .where('remote_follower.user_id', '=', userId)
        .orderBy('remote_actor.id');
      if (limit !== null) query = query.limit(limit);
      if (cursor !== null) query = query.where('remote_actor.id', '>', cursor);
      const rows = await query.execute();
      return rows.map((row) => ({ id: row.id, inbox: row.inbox, sharedInbox: row.shared_inbox }));
    },

    /** Forgets an actor deleted on its server: its follows, both ways, go with it (cascade). */
    async forget(actorId: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        // Its rows in members' matches name it by id alone: no cascade reaches them.
        await forgetRemoteHolders(trx, [actorId]);
        await trx.deleteFrom('remote_actor').where('id', '=', actorId).execute();
      });
    },

    async followerCount(userId: string): Promise<number> {
      const row = await db
        .selectFrom('remote_follower')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}

export type RemoteActorsRepository = ReturnType<typeof createRemoteActorsRepository>;
