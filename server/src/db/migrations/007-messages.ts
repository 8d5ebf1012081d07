import { type Kysely, sql } from 'kysely';
import { cascadingReference, createIndexOn } from './schema-parts.ts';

/**
 * One-to-one conversations. `pair_key` (the two user ids in order) makes
 * "reuse the conversation between these two" a unique constraint, so two
 * simultaneous starts cannot create two. Each participant has a member row
 * with their own read state and activity time (the list's index). Deleting
 * an account removes its member rows but keeps its messages, with a null
 * sender, for the other participant.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('conversation')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('pair_key', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('last_seq', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_message', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('last_activity_at', 'bigint', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('conversation_member')
    .addColumn('conversation_id', 'text', cascadingReference('conversation.id'))
    .addColumn('user_id', 'text', cascadingReference('user.id'))
    .addColumn('other_user_id', 'text', (col) => col.references('user.id').onDelete('set null'))
    .addColumn('unread', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_activity_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('conversation_member_pk', ['user_id', 'conversation_id'])
    .execute();
  await createIndexOn(db, 'conversation_member_activity', 'conversation_member', [
    'user_id',
    'last_activity_at',
  ]).execute();
  await createIndexOn(db, 'conversation_member_conversation', 'conversation_member', [
    'conversation_id',
  ]).execute();
  await createIndexOn(db, 'conversation_member_other', 'conversation_member', ['other_user_id']).execute();
  await createIndexOn(db, 'conversation_member_unread', 'conversation_member', ['user_id'])
    .where(sql.ref('unread'), '=', 1)
    .execute();

  await db.schema
    .createTable('message')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('conversation_id', 'text', cascadingReference('conversation.id'))
    .addColumn('seq', 'integer', (col) => col.notNull())
    .addColumn('sender_id', 'text', (col) => col.references('user.id').onDelete('set null'))
    .addColumn('client_id', 'text')
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addUniqueConstraint('message_conversation_seq', ['conversation_id', 'seq'])
    .execute();
  await createIndexOn(db, 'message_client', 'message', ['conversation_id', 'sender_id', 'client_id'])
    .unique()
    .where(sql.ref('client_id'), 'is not', null)
    .execute();
  await db.schema.createIndex('message_sender').on('message').column('sender_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('message').execute();
  await db.schema.dropTable('conversation_member').execute();
  await db.schema.dropTable('conversation').execute();
}
