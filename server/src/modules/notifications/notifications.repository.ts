import { randomUUID } from 'node:crypto';
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { NotificationKind, NotificationPreference } from '@surcos/contracts/notifications';
import { NOTIFICATION_KINDS } from '@surcos/contracts/notifications';
import type { Dialect } from '../../db/database.ts';
import { intColumn, keysetPage, textColumn } from '../../db/paging.ts';
import type { Database } from '../../db/schema.ts';

/** One event (or a burst of them) for one recipient. */
export interface NotificationEvent {
  recipientId: string;
  actorId: string | null;
  kind: NotificationKind;
  groupKey: string;
  subjectId: string | null;
  subjectName: string;
  /** How many events it stands for (records of an import, messages). */
  amount: number;
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

/** Which switch a read honours: the in-app list, or the daily mail. */
type Channel = 'in_app' | 'email';

/**
 * The rules that keep a notification from someone away from a recipient,
 * as SQL over a recipient id and an actor id: the recipient blocked or
 * muted the actor, the actor blocked the recipient, or the actor is
 * suspended. Checked when a notification is written and again when read,
 * so a block made later hides what came before it.
 */
function allowedBetween(
  recipient: Expression<string>,
  actorId: Expression<string | null>,
): Expression<SqlBool> {
  // Typed, so PostgreSQL can tell the type of a bound id in `is null`.
  const actor = sql<string | null>`cast(${actorId} as text)`;
  return sql<SqlBool>`(${actor} is null or (
    not exists (select 1 from user_block b where (b.user_id = ${recipient} and b.blocked_id = ${actor})
      or (b.user_id = ${actor} and b.blocked_id = ${recipient}))
    and not exists (select 1 from user_mute m where m.user_id = ${recipient} and m.muted_id = ${actor})
    and not exists (select 1 from "user" a where a.id = ${actor} and a."suspendedAt" is not null)))`;
}

/** The recipient has not switched this kind off for the channel (no row: every switch is on). */
function switchedOn(
  recipient: Expression<string>,
  kind: Expression<string>,
  channel: Channel,
): Expression<SqlBool> {
  return sql<SqlBool>`not exists (select 1 from notification_preference p
    where p.user_id = ${recipient} and p.kind = ${kind} and p.${sql.raw(channel)} = 0)`;
}

const n = {
  user: sql.ref<string>('notification.user_id'),
  actor: sql.ref<string | null>('notification.actor_id'),
  kind: sql.ref<string>('notification.kind'),
};

/** Ownership or a wish: both tables link a user to an album, and maybe to the import that added it. */
type Holding = 'album_owner' | 'wishlist_entry';

export function createNotificationsRepository(db: Kysely<Database>, dialect: Dialect) {
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

  /** A recipient's notifications that the channel shows. */
  const visible = (userId: string, channel: Channel) =>
    db
      .selectFrom('notification')
      .where('notification.user_id', '=', userId)
      .where(allowedBetween(n.user, n.actor))
      .where(switchedOn(n.user, n.kind, channel));

  /** What a notification shows (its actor's name too), of those the channel shows. */
  const shown = (userId: string, channel: Channel) =>
    visible(userId, channel)
      .leftJoin('user as actor', 'actor.id', 'notification.actor_id')
      .select([
        'notification.id',
        'notification.kind',
        'notification.actor_id',
        'actor.name as actor_name',
        'notification.subject_id',
        'notification.subject_name',
        'notification.count',
        'notification.updated_at',
        'notification.read_at',
      ]);

  return {
    /** Of these candidates, those who may hear of the actor's event of this kind (by any channel). */
    async recipientsAllowed(kind: NotificationKind, actorId: string, candidates: readonly string[]) {
      if (candidates.length === 0) return [];
      const rows = await db
        .selectFrom('user')
        .select('user.id')
        .where('user.id', 'in', [...candidates])
        .where('user.id', '<>', actorId)
        .where(allowedBetween(sql.ref('user.id'), sql.val(actorId)))
        .where(
          sql<SqlBool>`not exists (select 1 from notification_preference p
            where p.user_id = ${sql.ref('user.id')} and p.kind = ${kind} and p.in_app = 0 and p.email = 0)`,
        )
        .execute();
      return rows.map((row) => row.id);
    },

    /** Whether the user gets this kind at all (in Surcos or by mail). */
    async wantsKind(userId: string, kind: NotificationKind): Promise<boolean> {
      const row = await db
        .selectFrom('notification_preference')
        .select('user_id')
        .where('user_id', '=', userId)
        .where('kind', '=', kind)
        .where('in_app', '=', 0)
        .where('email', '=', 0)
        .executeTakeFirst();
      return row === undefined;
    },

    /** Whether the member has not read the conversation's latest message. */
    async conversationUnread(userId: string, conversationId: string): Promise<boolean> {
      const row = await db
        .selectFrom('conversation_member')
        .select('unread')
        .where('user_id', '=', userId)
        .where('conversation_id', '=', conversationId)
        .executeTakeFirst();
      return Number(row?.unread ?? 0) === 1;
    },

    /** The actor's followers. */
    async followerIds(actorId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('follow')
        .select('follower_id')
        .where('following_id', '=', actorId)
        .execute();
      return rows.map((row) => row.follower_id);
    },

    /** Followers of the actor with the actor's albums (of the scope) on their wishlist, counted. */
    followersWishing: (actorId: string, scope: AlbumScope) =>
      followersHolding(actorId, scope, 'album_owner', 'wishlist_entry'),

    /** Followers of the actor who own the albums (of the scope) the actor wishes for, counted. */
    followersOwning: (actorId: string, scope: AlbumScope) =>
      followersHolding(actorId, scope, 'wishlist_entry', 'album_owner'),

    async collectionName(collectionId: string): Promise<string | null> {
      const row = await db
        .selectFrom('collection')
        .select('name')
        .where('id', '=', collectionId)
        .where('privacy', '=', 'public')
        .executeTakeFirst();
      return row?.name ?? null;
    },

    async importSource(importId: string): Promise<string | null> {
      const row = await db
        .selectFrom('import_job')
        .select('source')
        .where('id', '=', importId)
        .executeTakeFirst();
      return row?.source ?? null;
    },

    /**
     * Writes events, each merged into its recipient's unread notification of
     * the same group when that one changed within `windowMs` (count added,
     * the latest subject kept), otherwise a new notification. One
     * transaction for them all: a collection published to 2,000 followers
     * commits once, not 2,000 times.
     */
    async record(events: readonly NotificationEvent[], now: number, windowMs: number): Promise<void> {
      if (events.length === 0) return;
      await db.transaction().execute(async (trx) => {
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
      });
    },

    /** A page of the recipient's notifications, newest first, with their actors' names. */
    list(userId: string, cursor: string | undefined) {
      return keysetPage(
        shown(userId, 'in_app'),
        [
          intColumn('notification.updated_at', 'desc', (row: { updated_at: number }) => row.updated_at),
          textColumn('notification.id', 'desc', (row: { id: string }) => row.id),
        ],
        cursor,
      );
    },

    async unreadCount(userId: string): Promise<number> {
      const row = await visible(userId, 'in_app')
        .where('notification.read_at', 'is', null)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Marks one of the recipient's notifications read; false when it is not theirs or does not exist. */
    async markRead(userId: string, id: string, now: number): Promise<{ found: boolean; changed: boolean }> {
      const row = await db
        .selectFrom('notification')
        .select('read_at')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!row) return { found: false, changed: false };
      if (row.read_at !== null) return { found: true, changed: false };
      await db
        .updateTable('notification')
        .set({ read_at: now })
        .where('id', '=', id)
        .where('read_at', 'is', null)
        .execute();
      return { found: true, changed: true };
    },

    /** Marks the recipient's unread notifications read (those of one kind and subject only, when given). */
    async markAllRead(userId: string, now: number, only?: { kind: NotificationKind; subjectId: string }) {
      let query = db
        .updateTable('notification')
        .set({ read_at: now })
        .where('user_id', '=', userId)
        .where('read_at', 'is', null);
      if (only) query = query.where('kind', '=', only.kind).where('subject_id', '=', only.subjectId);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Every kind's switches, on where the user never chose. */
    async preferences(userId: string): Promise<NotificationPreference[]> {
      const rows = await db
        .selectFrom('notification_preference')
        .select(['kind', 'in_app', 'email'])
        .where('user_id', '=', userId)
        .execute();
      const byKind = new Map(rows.map((row) => [row.kind, row]));
      return NOTIFICATION_KINDS.map((kind) => {
        const row = byKind.get(kind);
        return {
          kind,
          inApp: row ? Number(row.in_app) === 1 : true,
          email: row ? Number(row.email) === 1 : true,
        };
      });
    },

    /** Stores the given kinds' switches, all or none. */
    async setPreferences(userId: string, preferences: readonly NotificationPreference[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        for (const { kind, inApp, email } of preferences) {
          const values = { in_app: inApp ? 1 : 0, email: email ? 1 : 0 };
          await trx
            .insertInto('notification_preference')
            .values({ user_id: userId, kind, ...values })
            .onConflict((conflict) => conflict.columns(['user_id', 'kind']).doUpdateSet(values))
            .execute();
        }
      });
    },

    /** Switches the mail of these kinds off, keeping their in-app switch. */
    async disableEmail(userId: string, kinds: readonly NotificationKind[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        for (const kind of kinds) {
          await trx
            .insertInto('notification_preference')
            .values({ user_id: userId, kind, in_app: 1, email: 0 })
            .onConflict((conflict) => conflict.columns(['user_id', 'kind']).doUpdateSet({ email: 0 }))
            .execute();
        }
      });
    },

    async userExists(userId: string): Promise<boolean> {
      return (
        (await db.selectFrom('user').select('id').where('id', '=', userId).executeTakeFirst()) !== undefined
      );
    },

    /**
     * Users whose mail is due (none in the last `intervalMs`) with unread notifications
     * that no mail has told them of yet, of kinds they get by mail.
     */
    async digestCandidates(now: number, intervalMs: number, limit: number): Promise<string[]> {
      const rows = await db
        .selectFrom('notification')
        .select('notification.user_id')
        .distinct()
        .where('notification.read_at', 'is', null)
        .where('notification.emailed_at', 'is', null)
        .where(allowedBetween(n.user, n.actor))
        .where(switchedOn(n.user, n.kind, 'email'))
        .where(
          sql<SqlBool>`not exists (select 1 from notification_digest d
            where d.user_id = ${n.user} and d.sent_at > ${now - intervalMs})`,
        )
        .limit(limit)
        .execute();
      return rows.map((row) => row.user_id);
    },

    /**
     * Takes the user's daily mail for this instance: moves the last mail's
     * time to `now` only if it is at least `intervalMs` old (or there was
     * none). One conditional write, so of several instances only one wins.
     */
    async claimDigest(userId: string, now: number, intervalMs: number): Promise<boolean> {
      const rows = await db
        .insertInto('notification_digest')
        .values({ user_id: userId, sent_at: now })
        .onConflict((conflict) =>
          conflict
            .column('user_id')
            .doUpdateSet({ sent_at: now })
            .where('notification_digest.sent_at', '<=', now - intervalMs),
        )
        .returning('user_id')
        .execute();
      return rows.length > 0;
    },

    /** What the mail lists: the unread notifications not mailed yet, of kinds the user gets by mail. */
    digestItems(userId: string) {
      return shown(userId, 'email')
        .where('notification.read_at', 'is', null)
        .where('notification.emailed_at', 'is', null)
        .orderBy('notification.updated_at', 'desc')
        .limit(50)
        .execute();
    },

    async markEmailed(ids: readonly string[], now: number): Promise<void> {
      if (ids.length === 0) return;
      await db
        .updateTable('notification')
        .set({ emailed_at: now })
        .where('id', 'in', [...ids])
        .execute();
    },

    async recipientOf(userId: string) {
      return db.selectFrom('user').select(['email', 'name']).where('id', '=', userId).executeTakeFirst();
    },

    /** Deletes notifications that last changed before `before`; answers how many. */
    async prune(before: number): Promise<number> {
      const result = await db.deleteFrom('notification').where('updated_at', '<', before).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
export type NotificationRow = Awaited<ReturnType<NotificationsRepository['list']>>['rows'][number];
