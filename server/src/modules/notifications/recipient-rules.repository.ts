import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { NotificationKind, NotificationPreference } from '@surcos/contracts/notifications';
import { NOTIFICATION_KINDS } from '@surcos/contracts/notifications';
import type { Database } from '../../db/schema.ts';

/** Which switch a read honours: the in-app list, or the daily mail. */
export type Channel = 'in_app' | 'email';

/**
 * The rules that keep a notification from someone away from a recipient,
 * as SQL over a recipient id and an actor id: the recipient blocked or
 * muted the actor, the actor blocked the recipient, or the actor is
 * suspended. Checked when a notification is written and again when read,
 * so a block made later hides what came before it.
 */
export function allowedBetween(
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

/**
 * The rule for a notification caused by an account on another server: the
 * recipient has not blocked it (a block made later hides what came before).
 */
export function remoteAllowed(
  recipient: Expression<string>,
  remoteActorId: Expression<string | null>,
): Expression<SqlBool> {
  return sql<SqlBool>`(${remoteActorId} is null or not exists (select 1 from remote_block rb
    where rb.user_id = ${recipient} and rb.actor_id = ${remoteActorId}))`;
}

/** The recipient has not switched this kind off for the channel (no row: every switch is on). */
export function switchedOn(
  recipient: Expression<string>,
  kind: Expression<string>,
  channel: Channel,
): Expression<SqlBool> {
  return sql<SqlBool>`not exists (select 1 from notification_preference p
    where p.user_id = ${recipient} and p.kind = ${kind} and p.${sql.raw(channel)} = 0)`;
}

/** A stored notification's own columns, for the rules. */
export const stored = {
  user: sql.ref<string>('notification.user_id'),
  actor: sql.ref<string | null>('notification.actor_id'),
  remoteActor: sql.ref<string | null>('notification.remote_actor_id'),
  kind: sql.ref<string>('notification.kind'),
};

/** A recipient's notifications that the channel shows. */
export const visibleTo = (db: Kysely<Database>, userId: string, channel: Channel) =>
  db
    .selectFrom('notification')
    .where('notification.user_id', '=', userId)
    .where(allowedBetween(stored.user, stored.actor))
    .where(remoteAllowed(stored.user, stored.remoteActor))
    .where(switchedOn(stored.user, stored.kind, channel));

/** What a notification shows (its actor's name, or its remote account, too), of the recipient's that the channel shows. */
export const shownTo = (db: Kysely<Database>, userId: string, channel: Channel) =>
  visibleTo(db, userId, channel)
    .leftJoin('user as actor', 'actor.id', 'notification.actor_id')
    .leftJoin('remote_actor as remote', 'remote.id', 'notification.remote_actor_id')
    .select([
      'notification.remote_actor_id',
      'remote.handle as remote_handle',
      'remote.name as remote_name',
      'remote.icon_url as remote_icon_url',
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

/** A notification as shownTo reads it. */
export type NotificationRow = Awaited<ReturnType<ReturnType<typeof shownTo>['execute']>>[number];

/** Who may hear of whom, and each recipient's own switches of what they hear and how. */
export function createRecipientRulesRepository(db: Kysely<Database>) {
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
  };
}

export type RecipientRulesRepository = ReturnType<typeof createRecipientRulesRepository>;
