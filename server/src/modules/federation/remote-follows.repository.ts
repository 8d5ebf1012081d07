import type { Kysely } from 'kysely';
import type { RemoteFollowState } from '@surcos/contracts/remote-follows';
import type { Dialect } from '../../db/database.ts';
import { refreshMatchesOfRemoteActor } from '../../db/match-tables.ts';
import type { Database } from '../../db/schema.ts';
import { type RemoteActorRow, remoteActorValues } from './remote-actors.repository.ts';

/** A member's follow of a remote actor, with where to send its Undo. */
export interface RemoteFollowRow {
  followId: string;
  state: 'pending' | 'accepted';
  actorId: string;
  inbox: string;
  sharedInbox: string | null;
}

/**
 * Members' follows of actors on other servers (migration 030). An accepted
 * follow shows the actor's holdings in the member's matches, so each change of
 * one refreshes them in its transaction (docs/decisions/061-remote-holdings.md).
 */
export function createRemoteFollowsRepository(db: Kysely<Database>, dialect: Dialect) {
  return {
    /** Keeps the actor as fetched (name, picture, inboxes) for the lists and deliveries. */
    async keepActor(actor: RemoteActorRow): Promise<void> {
      const values = remoteActorValues(actor);
      const { id: _id, ...fields } = values;
      await db
        .insertInto('remote_actor')
        .values(values)
        .onConflict((conflict) => conflict.column('id').doUpdateSet(fields))
        .execute();
    },

    /**
     * A pending follow with the Follow's id, unless one exists: then the
     * existing follow, whose Follow is not sent again. Whether it is new.
     */
    async add(userId: string, actorId: string, followId: string, now: number): Promise<boolean> {
      const result = await db
        .insertInto('remote_follow')
        .values({
          user_id: userId,
          actor_id: actorId,
          follow_id: followId,
          state: 'pending',
          created_at: now,
        })
        .onConflict((conflict) => conflict.columns(['user_id', 'actor_id']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /** The member's follow of the actor, and whether they blocked it (decision 060). */
    async stateOf(userId: string, actorId: string): Promise<{ follow: RemoteFollowState; blocked: boolean }> {
      const [row, block] = await Promise.all([
        db
          .selectFrom('remote_follow')
          .select('state')
          .where('user_id', '=', userId)
          .where('actor_id', '=', actorId)
          .executeTakeFirst(),
        db
          .selectFrom('remote_block')
          .select('user_id')
          .where('user_id', '=', userId)
          .where('actor_id', '=', actorId)
          .executeTakeFirst(),
      ]);
      return { follow: row?.state ?? 'none', blocked: block !== undefined };
    },

    /** Deletes the member's follow of the actor, answering what its Undo needs; undefined when there was none. */
    async remove(userId: string, actorId: string): Promise<RemoteFollowRow | undefined> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('remote_follow')
          .innerJoin('remote_actor', 'remote_actor.id', 'remote_follow.actor_id')
          .select([
            'remote_follow.follow_id as followId',
            'remote_follow.state',
            'remote_actor.id as actorId',
            'remote_actor.inbox',
            'remote_actor.shared_inbox as sharedInbox',
          ])
          .where('remote_follow.user_id', '=', userId)
          .where('remote_follow.actor_id', '=', actorId)
          .executeTakeFirst();
        if (row === undefined) return undefined;
        await trx
          .deleteFrom('remote_follow')
          .where('user_id', '=', userId)
          .where('actor_id', '=', actorId)
          .execute();
        await refreshMatchesOfRemoteActor(trx, dialect, actorId);
        return row;
      });
    },

    /** The Follow `followId`, sent to `actorId`, accepted by it; whether it was ours and pending. */
    async accept(followId: string, actorId: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('remote_follow')
          .set({ state: 'accepted' })
          .where('follow_id', '=', followId)
          .where('actor_id', '=', actorId)
          .where('state', '=', 'pending')
          .executeTakeFirst();
        const accepted = Number(result.numUpdatedRows) > 0;
        if (accepted) await refreshMatchesOfRemoteActor(trx, dialect, actorId);
        return accepted;
      });
    },

    /** The Follow `followId`, sent to `actorId`, refused by it (or a follow it ended): deleted. */
    async reject(followId: string, actorId: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .deleteFrom('remote_follow')
          .where('follow_id', '=', followId)
          .where('actor_id', '=', actorId)
          .executeTakeFirst();
        const rejected = Number(result.numDeletedRows) > 0;
        if (rejected) await refreshMatchesOfRemoteActor(trx, dialect, actorId);
        return rejected;
      });
    },

    /** The picture's address of a known remote actor; undefined when unknown or without one. */
    async iconOf(actorId: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('remote_actor')
        .select('icon_url')
        .where('id', '=', actorId)
        .executeTakeFirst();
      return row?.icon_url ?? undefined;
    },

    /**
     * An account that moved (`Move`, decision 064): in one transaction, who followed it
     * from here now waits on a new `Follow` of its new actor (`followIdOf` names each),
     * its follows of members are the new actor's, and members' blocks of it hold for the
     * new actor too. Answers the new follows to send; suspended members' are dropped.
     */
    async moveActor(
      fromId: string,
      to: RemoteActorRow,
      followIdOf: (handle: string) => string,
      now: number,
    ): Promise<Array<{ userId: string; handle: string; followId: string }>> {
      return db.transaction().execute(async (trx) => {
        const values = remoteActorValues(to);
        const { id: _id, ...fields } = values;
        await trx
          .insertInto('remote_actor')
          .values(values)
          .onConflict((conflict) => conflict.column('id').doUpdateSet(fields))
          .execute();
        const followers = await trx
          .selectFrom('remote_follow')
          .innerJoin('user', 'user.id', 'remote_follow.user_id')
          .select(['user.id as userId', 'user.handle', 'user.suspendedAt'])
          .where('remote_follow.actor_id', '=', fromId)
          .execute();
        await trx.deleteFrom('remote_follow').where('actor_id', '=', fromId).execute();
        const moved: Array<{ userId: string; handle: string; followId: string }> = [];
        for (const { userId, handle, suspendedAt } of followers) {
          if (suspendedAt !== null) continue;
          const followId = followIdOf(handle);
          const result = await trx
            .insertInto('remote_follow')
            .values({
              user_id: userId,
              actor_id: to.id,
              follow_id: followId,
              state: 'pending',
              created_at: now,
            })
            .onConflict((conflict) => conflict.columns(['user_id', 'actor_id']).doNothing())
            .executeTakeFirst();
          if (Number(result.numInsertedOrUpdatedRows ?? 0) > 0) moved.push({ userId, handle, followId });
        }
        // The old actor's holdings leave the matches; the new one's come with its Accept.
        await refreshMatchesOfRemoteActor(trx, dialect, fromId);
        for (const table of ['remote_follower', 'remote_block'] as const) {
          // A member who has the new actor already keeps that row; the old one goes.
          await trx
            .deleteFrom(table)
            .where('actor_id', '=', fromId)
            .where('user_id', 'in', trx.selectFrom(table).select('user_id').where('actor_id', '=', to.id))
            .execute();
          await trx.updateTable(table).set({ actor_id: to.id }).where('actor_id', '=', fromId).execute();
        }
        return moved;
      });
    },

    /** The member's follow of the actor, for an answer that does not name the Follow's id. */
    async followIdOf(userId: string, actorId: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('remote_follow')
        .select('follow_id')
        .where('user_id', '=', userId)
        .where('actor_id', '=', actorId)
        .executeTakeFirst();
      return row?.follow_id;
    },
  };
}

export type RemoteFollowsRepository = ReturnType<typeof createRemoteFollowsRepository>;
