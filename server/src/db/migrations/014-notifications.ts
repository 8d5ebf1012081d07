import { type Kysely, sql } from 'kysely';
import { cascadingReference, createIndexOn } from './schema-parts.ts';

/**
 * Notifications, one row per group of events (an import's 400 records are
 * one row with a count), each kind's switches per user, and when each user
 * was last sent the daily mail. A notification goes with its recipient and
 * with the account that caused it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notification')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', cascadingReference('user.id'))
    // Null for the recipient's own import; the causing account otherwise.
    .addColumn('actor_id', 'text', (col) => col.references('user.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    /** What events merge into one row while it is unread: kind, actor and (for messages) the conversation. */
    .addColumn('group_key', 'text', (col) => col.notNull())
    .addColumn('subject_id', 'text')
    .addColumn('subject_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('count', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addColumn('read_at', 'bigint')
    .addColumn('emailed_at', 'bigint')
    .execute();
  await createIndexOn(db, 'notification_user', 'notification', ['user_id', 'updated_at']).execute();
  await sql`create index notification_unread on notification (user_id, group_key) where read_at is null`.execute(
    db,
  );
  await createIndexOn(db, 'notification_actor', 'notification', ['actor_id']).execute();
  await createIndexOn(db, 'notification_age', 'notification', ['updated_at']).execute();

  await db.schema
    .createTable('notification_preference')
    .addColumn('user_id', 'text', cascadingReference('user.id'))
    .addColumn('kind', 'text', (col) => col.notNull())
    // 0/1 on both dialects.
    .addColumn('in_app', 'integer', (col) => col.notNull())
    .addColumn('email', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('notification_preference_pk', ['user_id', 'kind'])
    .execute();

  await db.schema
    .createTable('notification_digest')
    .addColumn('user_id', 'text', (col) => col.primaryKey().references('user.id').onDelete('cascade'))
    /** Epoch ms of the latest daily mail's claim: an instance claims a user by moving it forward. */
    .addColumn('sent_at', 'bigint', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notification_digest').execute();
  await db.schema.dropTable('notification_preference').execute();
  await db.schema.dropTable('notification').execute();
}
