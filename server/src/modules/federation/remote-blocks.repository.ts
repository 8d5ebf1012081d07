import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../../db/database.ts';
import { forgetRemoteHolders, refreshMatchesOfRemoteActor } from '../../db/match-tables.ts';
import type { Database } from '../../db/schema.ts';

/** Where to deliver to an actor (its Undo, Reject or Block). */
export interface ActorInbox {
  actorId: string;
  inbox: string;
  sharedInbox: string | null;
}

/** What a member's block of an actor ended: the follows both ways, with what their answers need. */
export interface EndedFollows {
  /** The member's follow of the actor (its Undo names it). */
  following: { followId: string } | null;
  /** The actor's follow of the member (the Reject names it). */
  follower: { followId: string } | null;
}

/** A remote account the member blocked, for 'Bloqueados y silenciados'. */
export interface RemoteBlockRow {
  actorId: string;
  handle: string;
  name: string | null;
  createdAt: number;
}

/** A server this instance knows (from `remote_actor`), or has blocked. */
export interface KnownServerRow {
  host: string;
  actors: number;
  followers: number;
  follows: number;
  lastSeenAt: number | null;
  blocked: { reason: string | null; since: number } | null;
}

/**
 * Blocks across servers (migration 033): members' blocks of remote actors,
 * admins' blocks of whole servers, and the servers known. An actor's host is
 * read from its handle (`user@host`, kept from `URL.host`).
 */
export function createRemoteBlocksRepository(db: Kysely<Database>, dialect: Dialect) {
  const hostOf =
    dialect === 'sqlite'
      ? sql<string>`substr(remote_actor.handle, instr(remote_actor.handle, '@') + 1)`
      : sql<string>`split_part(remote_actor.handle, '@', 2)`;
  const actorsOn = (host: string) =>
    db.selectFrom('remote_actor').select('remote_actor.id').where(hostOf, '=', host);

  return {
    async actorInbox(actorId: string): Promise<(ActorInbox & { handle: string }) | undefined> {
      return db
        .selectFrom('remote_actor')
        .select(['id as actorId', 'inbox', 'shared_inbox as sharedInbox', 'handle'])
        .where('id', '=', actorId)
        .executeTakeFirst();
    },

    /**
     * Keeps the block and ends the follows between the two, both ways, in one
     * transaction; null when the member had blocked the actor already.
     */
    block(userId: string, actorId: string, blockId: string, now: number): Promise<EndedFollows | null> {
      return db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('remote_block')
          .values({ user_id: userId, actor_id: actorId, block_id: blockId, created_at: now })
          .onConflict((conflict) => conflict.columns(['user_id', 'actor_id']).doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return null;
        return endFollows(trx, dialect, userId, actorId);
      });
    },

    /** Ends the block, answering the Block's id for its Undo; undefined when there was none. */
    unblock(userId: string, actorId: string): Promise<string | undefined> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('remote_block')
          .select('block_id')
          .where('user_id', '=', userId)
          .where('actor_id', '=', actorId)
          .executeTakeFirst();
        if (row === undefined) return undefined;
        await trx
          .deleteFrom('remote_block')
          .where('user_id', '=', userId)
          .where('actor_id', '=', actorId)
          .execute();
        return row.block_id;
      });
    },

    /** The actor blocked the member: the follows between them end, both ways. */
    blockedBy(userId: string, actorId: string): Promise<EndedFollows> {
      return db.transaction().execute((trx) => endFollows(trx, dialect, userId, actorId));
    },

    async blocks(userId: string, actorId: string): Promise<boolean> {
      const row = await db
        .selectFrom('remote_block')
        .select('user_id')
        .where('user_id', '=', userId)
        .where('actor_id', '=', actorId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The member's blocks of remote accounts, newest first (few: shown whole). */
    async list(userId: string, limit: number): Promise<RemoteBlockRow[]> {
      return db
        .selectFrom('remote_block')
        .innerJoin('remote_actor', 'remote_actor.id', 'remote_block.actor_id')
        .select([
          'remote_actor.id as actorId',
          'remote_actor.handle',
          'remote_actor.name',
          'remote_block.created_at as createdAt',
        ])
        .where('remote_block.user_id', '=', userId)
        .orderBy('remote_block.created_at', 'desc')
        .orderBy('remote_actor.id', 'desc')
        .limit(limit)
        .execute();
    },

    async blockedHosts(): Promise<string[]> {
      const rows = await db.selectFrom('domain_block').select('host').execute();
      return rows.map((row) => row.host);
    },

    /**
     * Blocks the server and ends every follow between its actors and members
     * (and the notifications its accounts caused), within the caller's transaction (the audit entry goes with it). Whether it
     * is new: a server blocked already only takes the new reason (its block, and
     * when it began, stay as they were).
     */
    async blockDomain(trx: Kysely<Database>, host: string, reason: string | null, now: number) {
      const inserted = await trx
        .insertInto('domain_block')
        .values({ host, reason, created_at: now })
        .onConflict((conflict) => conflict.column('host').doNothing())
        .executeTakeFirst();
      const isNew = Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
      if (!isNew) await trx.updateTable('domain_block').set({ reason }).where('host', '=', host).execute();
      const actors = trx.selectFrom('remote_actor').select('remote_actor.id').where(hostOf, '=', host);
      await forgetRemoteHolders(
        trx,
        (await actors.execute()).map((actor) => actor.id),
      );
      await trx.deleteFrom('remote_follow').where('actor_id', 'in', actors).execute();
      await trx.deleteFrom('remote_follower').where('actor_id', 'in', actors).execute();
      // What its accounts rang goes too: no bell names an account of a blocked server.
      await trx.deleteFrom('notification').where('remote_actor_id', 'in', actors).execute();
      return isNew;
    },

    async unblockDomain(trx: Kysely<Database>, host: string): Promise<boolean> {
      const result = await trx.deleteFrom('domain_block').where('host', '=', host).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** The servers known, with how many of their actors are known, follow members and are followed. */
    async knownServers(): Promise<KnownServerRow[]> {
      const rows = await db
        .selectFrom('remote_actor')
        .select([
          hostOf.as('host'),
          (eb) => eb.fn.countAll<number>().as('actors'),
          (eb) => eb.fn.max('remote_actor.fetched_at').as('lastSeenAt'),
        ])
        .groupBy(hostOf)
        .execute();
      /** Follows per server, one way or the other (grouped apart: PostgreSQL groups no correlated count). */
      const perHost = async (table: 'remote_follower' | 'remote_follow') => {
        const counted = await db
          .selectFrom(table)
          .innerJoin('remote_actor', 'remote_actor.id', `${table}.actor_id`)
          .select([hostOf.as('host'), (eb) => eb.fn.countAll<number>().as('count')])
          .groupBy(hostOf)
          .execute();
        return new Map(counted.map((row) => [row.host, Number(row.count)]));
      };
      const [followers, follows] = await Promise.all([perHost('remote_follower'), perHost('remote_follow')]);
      const blocked = await db.selectFrom('domain_block').selectAll().execute();
      const byHost = new Map<string, KnownServerRow>();
      for (const row of rows) {
        byHost.set(row.host, {
          host: row.host,
          actors: Number(row.actors),
          followers: followers.get(row.host) ?? 0,
          follows: follows.get(row.host) ?? 0,
          lastSeenAt: row.lastSeenAt === null ? null : Number(row.lastSeenAt),
          blocked: null,
        });
      }
      for (const block of blocked) {
        const known = byHost.get(block.host);
        const entry = { reason: block.reason, since: Number(block.created_at) };
        if (known !== undefined) known.blocked = entry;
        else
          byHost.set(block.host, {
            host: block.host,
            actors: 0,
            followers: 0,
            follows: 0,
            lastSeenAt: null,
            blocked: entry,
          });
      }
      return [...byHost.values()].sort((x, y) => x.host.localeCompare(y.host));
    },

    actorsOn,
  };
}

/** Deletes the follows between member and actor, both ways, answering what each was. */
async function endFollows(
  trx: Kysely<Database>,
  dialect: Dialect,
  userId: string,
  actorId: string,
): Promise<EndedFollows> {
  const following = await trx
    .selectFrom('remote_follow')
    .select('follow_id as followId')
    .where('user_id', '=', userId)
    .where('actor_id', '=', actorId)
    .executeTakeFirst();
  const follower = await trx
    .selectFrom('remote_follower')
    .select('follow_id as followId')
    .where('user_id', '=', userId)
    .where('actor_id', '=', actorId)
    .executeTakeFirst();
  await trx
    .deleteFrom('remote_follow')
    .where('user_id', '=', userId)
    .where('actor_id', '=', actorId)
    .execute();
  await trx
    .deleteFrom('remote_follower')
    .where('user_id', '=', userId)
    .where('actor_id', '=', actorId)
    .execute();
  // What the actor holds leaves the member's matches with the follow (decision 061).
  await refreshMatchesOfRemoteActor(trx, dialect, actorId);
  return { following: following ?? null, follower: follower ?? null };
}

export type RemoteBlocksRepository = ReturnType<typeof createRemoteBlocksRepository>;
