import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { NotificationKind } from '@surcos/contracts/notifications';
import type { Dialect } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

/** One event (or a burst of them) for one recipient. */
export interface NotificationEvent {
  recipientId: string;
  actorId: string | null;
  /** An account on another server that caused it, when `actorId` is null. */
  remoteActorId?: string;
  kind: NotificationKind;
  groupKey: string;
  subjectId: string | null;
  subjectName: string;
  /** How many events it stands for (records of an import, messages). */
  amount: number;
  /** Told once per group, ever: telling it again (after it was read too) adds nothing. */
  once?: boolean;
}

/** A recipient and what of the actor's albums concerns them. */
export interface AlbumInterest {
  recipient_id: string;
  count: number;
  subject_id: string;
  subject_name: string;
}

/** Which of an actor's albums: one, or those an import brought. */
export type AlbumScope = { albumId: string } | { importId: string };

/** Ownership or a wish: both tables link a user to an album, and maybe to the import that added it. */
type Holding = 'album_owner' | 'wishlist_entry';

/** The notifier's fan-out: whom an actor's albums concern, and the writing of what they are told. */
export function createNotifierRepository(db: Kysely<Database>, dialect: Dialect) {
  /**
   * Per follower of the actor: how many of the actor's albums in `actorSide`
   * (one album, or those an import brought) the follower has in `followerSide`.
   * The casts only name one of the two tables for the types: both have the
   * columns used here.
   */
  function followersHolding(
    actorId: string,
    scope: AlbumScope,
    actorSide: Holding,
    followerSide: Holding,
  ): Promise<AlbumInterest[]> {
    return db
      .selectFrom(`${actorSide} as theirs` as 'album_owner as theirs')
      .innerJoin('follow', 'follow.following_id', 'theirs.user_id')
      .innerJoin(`${followerSide} as mine` as 'wishlist_entry as mine', (join) =>
        join.onRef('mine.user_id', '=', 'follow.follower_id').onRef('mine.album_id', '=', 'theirs.album_id'),
      )
      .innerJoin('album', 'album.id', 'theirs.album_id')
      .where('theirs.user_id', '=', actorId)
      .where((eb) =>
        'albumId' in scope
          ? eb('theirs.album_id', '=', scope.albumId)
          : eb('theirs.import_id', '=', scope.importId),
      )
      .groupBy('follow.follower_id')
      .select([
        'follow.follower_id as recipient_id',
        sql<number>`count(*)`.as('count'),
        // With several albums the text names none and the link goes to the matches.
        sql<string>`max(album.id)`.as('subject_id'),
        sql<string>`max(album.name)`.as('subject_name'),
      ])
      .execute();
  }

  return {
    /**
     * Per member following the remote actor: how many of their albums the
     * actor's new releases match on `side` (docs/decisions/061-remote-holdings.md),
     * read from the match tables the fetch has just refreshed.
     */
    async remoteMatches(
      actorId: string,
      side: 'have' | 'want',
      releaseIds: readonly string[],
    ): Promise<AlbumInterest[]> {
      if (releaseIds.length === 0) return [];
      return db
        .selectFrom('followed_match')
        .innerJoin('album', 'album.id', 'followed_match.mine_id')
        .where('followed_match.holder_id', '=', actorId)
        .where('followed_match.side', '=', side)
        .where('followed_match.theirs_id', 'in', [...releaseIds].slice(0, 500))
        .groupBy('followed_match.viewer_id')
        .select([
          'followed_match.viewer_id as recipient_id',
          sql<number>`count(distinct followed_match.mine_id)`.as('count'),
          sql<string>`max(album.id)`.as('subject_id'),
          sql<string>`max(album.name)`.as('subject_name'),
        ])
        .execute();
    },

    /** Followers of the actor with the actor's albums (of the scope) on their wishlist, counted. */
    followersWishing: (actorId: string, scope: AlbumScope) =>
      followersHolding(actorId, scope, 'album_owner', 'wishlist_entry'),

    /** Followers of the actor who own the albums (of the scope) the actor wishes for, counted. */
    followersOwning: (actorId: string, scope: AlbumScope) =>
      followersHolding(actorId, scope, 'wishlist_entry', 'album_owner'),

    /**
     * Writes events, each merged into its recipient's unread notification of
     * the same group when that one changed within `windowMs` (count added,
     * the latest subject kept), otherwise a new notification. One
     * transaction for them all: a collection published to 2,000 followers
     * commits once, not 2,000 times. Answers how many events were written.
     */
    async record(events: readonly NotificationEvent[], now: number, windowMs: number): Promise<number> {
      if (events.length === 0) return 0;
      return db.transaction().execute(async (trx) => {
        let written = 0;
        if (dialect === 'postgres') {
          // Two writers telling one group at once would each find no row to add to and insert one: each
          // group is locked until the commit, all in one statement and in one order, so two writers never
          // wait for each other.
          const groups = [
            ...new Set(events.map((event) => `notification:${event.recipientId} ${event.groupKey}`)),
          ];
          await sql`select pg_advisory_xact_lock(hashtextextended(group_key, 0))
            from unnest(cast(${groups} as text[])) as locked(group_key)
            order by group_key`.execute(trx);
        }
        for (const event of events) {
          if (event.once) {
            const told = await trx
              .selectFrom('notification')
              .select('id')
              .where('user_id', '=', event.recipientId)
              .where('group_key', '=', event.groupKey)
              .executeTakeFirst();
            if (told) continue;
          }
          written += 1;
          const merged = await trx
            .updateTable('notification')
            .set((eb) => ({
              count: eb('count', '+', event.amount),
              subject_id: event.subjectId,
              subject_name: event.subjectName,
              updated_at: now,
            }))
            .where('user_id', '=', event.recipientId)
            .where('group_key', '=', event.groupKey)
            .where('read_at', 'is', null)
            .where('updated_at', '>=', now - windowMs)
            .executeTakeFirst();
          if (Number(merged.numUpdatedRows) > 0) continue;
          await trx
            .insertInto('notification')
            .values({
              id: randomUUID(),
              user_id: event.recipientId,
              actor_id: event.actorId,
              remote_actor_id: event.remoteActorId ?? null,
              kind: event.kind,
              group_key: event.groupKey,
              subject_id: event.subjectId,
              subject_name: event.subjectName,
              count: event.amount,
              created_at: now,
              updated_at: now,
            })
            .execute();
        }
        return written;
      });
    },
  };
}

export type NotifierRepository = ReturnType<typeof createNotifierRepository>;
