import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/database.ts';
import { refreshMatchesOfRemoteActor } from '../../db/match-tables.ts';
import type { Database } from '../../db/schema.ts';

/** Which of a member's lists: My albums (`owned`, the `haves`) or the wishlist (`wished`, the `wants`). */
export type Held = 'owned' | 'wished';

/** A Discogs release someone holds, with its master when it has one. */
export interface HeldRelease {
  releaseId: string;
  masterId: string | null;
}

/** A held release of a remote actor, as its collections gave it. */
export interface RemoteHolding extends HeldRelease {
  held: Held;
}

/** The actor due for a fetch, with the member here whose key signs it. */
export interface DueSync {
  actorId: string;
  signer: string;
}

const LIST = { owned: 'album_owner', wished: 'wishlist_entry' } as const;

/**
 * What the collections leave out, as a `like` pattern: hand-made albums (`m-…`) and the bundled
 * catalogue's (`sc-…`) are the ids with a dash; a Discogs release's id is digits.
 */
const NOT_A_RELEASE = '%-%';

/** Statements over many rows go in slices, well inside every driver's parameter limit. */
const SLICE = 200;

/**
 * The `haves` and `wants` collections (docs/decisions/061-remote-holdings.md):
 * what a member here serves to their followers elsewhere, and what the actors
 * members here follow hold (`remote_holding`), with when each is next fetched
 * (`remote_holding_sync`).
 */
export function createHoldingsRepository(db: Kysely<Database>, dialect: Dialect) {
  return {
    /**
     * A page of the member's list by release id, after `cursor`: Discogs
     * releases only (`NOT_A_RELEASE`).
     */
    async ofMember(userId: string, held: Held, cursor: string | null, limit: number): Promise<HeldRelease[]> {
      const list = LIST[held];
      let query = db
        .selectFrom(list)
        .innerJoin('album', 'album.id', `${list}.album_id`)
        .select(['album.id as releaseId', 'album.master_id as masterId'])
        .where(`${list}.user_id`, '=', userId)
        .where('album.id', 'not like', NOT_A_RELEASE)
        .orderBy('album.id')
        .limit(limit);
      if (cursor !== null) query = query.where('album.id', '>', cursor);
      return query.execute();
    },

    async countOfMember(userId: string, held: Held): Promise<number> {
      const list = LIST[held];
      const row = await db
        .selectFrom(list)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where(`${list}.user_id`, '=', userId)
        .where(`${list}.album_id`, 'not like', NOT_A_RELEASE)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Whether any of these albums is in the collections: a Discogs release. */
    async anyRelease(albumIds: readonly string[]): Promise<boolean> {
      for (let start = 0; start < albumIds.length; start += SLICE) {
        const found = await db
          .selectFrom('album')
          .select('id')
          .where('id', 'in', albumIds.slice(start, start + SLICE))
          .where('id', 'not like', NOT_A_RELEASE)
          .limit(1)
          .executeTakeFirst();
        if (found !== undefined) return true;
      }
      return false;
    },

    /** The album as the collections serve it: a Discogs release with its master; else nothing. */
    releaseOf(albumId: string): Promise<HeldRelease | undefined> {
      return db
        .selectFrom('album')
        .select(['id as releaseId', 'master_id as masterId'])
        .where('id', '=', albumId)
        .where('id', 'not like', NOT_A_RELEASE)
        .executeTakeFirst();
    },

    /** Whether the actor follows the member (a follow here is accepted as it arrives: decision 056). */
    async follows(actorId: string, userId: string): Promise<boolean> {
      const row = await db
        .selectFrom('remote_follower')
        .select('actor_id')
        .where('actor_id', '=', actorId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * The actor is to be fetched by `dueAt` at the latest: a sooner time
     * already set stands, so a burst of activities makes one fetch.
     */
    async requestSync(actorId: string, dueAt: number): Promise<void> {
      const known = await db
        .selectFrom('remote_actor')
        .select('id')
        .where('id', '=', actorId)
        .executeTakeFirst();
      if (known === undefined) return;
      await db
        .insertInto('remote_holding_sync')
        .values({ actor_id: actorId, due_at: dueAt })
        .onConflict((conflict) =>
          conflict
            .column('actor_id')
            .doUpdateSet({ due_at: dueAt })
            .where('remote_holding_sync.due_at', '>', dueAt),
        )
        .execute();
    },

    /**
     * Takes the actor due first, moving its time to `leaseUntil` so another
     * worker does not take it too; with the member here who signs its fetch
     * (the earliest accepted follow of a member not suspended). An actor
     * nobody here follows any more is dropped, with its holdings.
     */
    async takeDue(now: number, leaseUntil: number): Promise<DueSync | null> {
      for (;;) {
        const due = await db
          .selectFrom('remote_holding_sync')
          .select(['actor_id', 'due_at'])
          .where('due_at', '<=', now)
          .orderBy('due_at')
          .limit(1)
          .executeTakeFirst();
        if (due === undefined) return null;
        const taken = await db
          .updateTable('remote_holding_sync')
          .set({ due_at: leaseUntil })
          .where('actor_id', '=', due.actor_id)
          .where('due_at', '=', due.due_at)
          .executeTakeFirst();
        if (Number(taken.numUpdatedRows) === 0) continue;
        const signer = await db
          .selectFrom('remote_follow')
          .innerJoin('user', 'user.id', 'remote_follow.user_id')
          .select('user.handle')
          .where('remote_follow.actor_id', '=', due.actor_id)
          .where('remote_follow.state', '=', 'accepted')
          .where('user.suspendedAt', 'is', null)
          .orderBy('remote_follow.created_at')
          .limit(1)
          .executeTakeFirst();
        if (signer !== undefined) return { actorId: due.actor_id, signer: signer.handle };
        await db.transaction().execute(async (trx) => {
          await trx.deleteFrom('remote_holding_sync').where('actor_id', '=', due.actor_id).execute();
          await refreshMatchesOfRemoteActor(trx, dialect, due.actor_id);
        });
      }
    },

    /**
     * What the actor holds now replaces what it held, and the matches of the
     * members following it follow, in one transaction; next fetch at `nextAt`.
     * Answers what it holds that it did not at the last fetch (none at the
     * first: those are its lists, not news), and the members following it.
     */
    async replace(
      actorId: string,
      holdings: readonly RemoteHolding[],
      now: number,
      nextAt: number,
    ): Promise<{ added: RemoteHolding[]; followers: string[] }> {
      return db.transaction().execute(async (trx) => {
        const sync = await trx
          .selectFrom('remote_holding_sync')
          .select('synced_at')
          .where('actor_id', '=', actorId)
          .executeTakeFirst();
        const before = new Set(
          (
            await trx
              .selectFrom('remote_holding')
              .select(['held', 'release_id'])
              .where('actor_id', '=', actorId)
              .execute()
          ).map((row) => `${row.held} ${row.release_id}`),
        );
        await trx.deleteFrom('remote_holding').where('actor_id', '=', actorId).execute();
        for (let start = 0; start < holdings.length; start += SLICE) {
          await trx
            .insertInto('remote_holding')
            .values(
              holdings.slice(start, start + SLICE).map((holding) => ({
                actor_id: actorId,
                held: holding.held,
                release_id: holding.releaseId,
                master_id: holding.masterId,
              })),
            )
            .onConflict((conflict) => conflict.columns(['actor_id', 'held', 'release_id']).doNothing())
            .execute();
        }
        await refreshMatchesOfRemoteActor(trx, dialect, actorId);
        await trx
          .updateTable('remote_holding_sync')
          .set({ synced_at: now, due_at: nextAt, failures: 0 })
          .where('actor_id', '=', actorId)
          .execute();
        const followers = await trx
          .selectFrom('remote_follow')
          .select('user_id')
          .where('actor_id', '=', actorId)
          .where('state', '=', 'accepted')
          .execute();
        return {
          added:
            sync?.synced_at == null
              ? []
              : holdings.filter((holding) => !before.has(`${holding.held} ${holding.releaseId}`)),
          followers: followers.map((row) => row.user_id),
        };
      });
    },

    /** The fetch failed: kept holdings stay, the next try waits longer with each failure. */
    async failed(actorId: string, retryAt: (failures: number) => number): Promise<void> {
      const row = await db
        .selectFrom('remote_holding_sync')
        .select('failures')
        .where('actor_id', '=', actorId)
        .executeTakeFirst();
      if (row === undefined) return;
      const failures = row.failures + 1;
      await db
        .updateTable('remote_holding_sync')
        .set({ failures, due_at: retryAt(failures) })
        .where('actor_id', '=', actorId)
        .execute();
    },
  };
}

export type HoldingsRepository = ReturnType<typeof createHoldingsRepository>;
