import { type Kysely, sql } from 'kysely';
import { cascadingReference, createIndexOn } from './schema-parts.ts';

/**
 * What the federation layer keeps (docs/decisions/056-federation-layer.md):
 * Fedify's key–value store (`federation_kv`: remote documents, idempotence
 * marks, its caches; a value is JSON, `expires_at` null keeps it) and message
 * queue (`federation_message`: deliveries and inbox work, each due at
 * `deliver_at`, leased to one worker until `locked_until`; messages with the
 * same `ordering_key` run one at a time, in order) on the app's own database,
 * and each member's actor keys (`actor_key`, JWK, one row per algorithm),
 * which go with the account; the actors of other servers Surcos knows
 * (`remote_actor`, by their id, the actor's URI) and which of them follow a
 * member (`remote_follower`, with the id of their `Follow`, which an `Undo`
 * names). Times are epoch milliseconds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('federation_kv')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'bigint')
    .execute();
  await createIndexOn(db, 'federation_kv_expires', 'federation_kv', ['expires_at'])
    .where(sql.ref('expires_at'), 'is not', null)
    .execute();

  await db.schema
    .createTable('federation_message')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('ordering_key', 'text')
    .addColumn('deliver_at', 'bigint', (col) => col.notNull())
    .addColumn('enqueued_at', 'bigint', (col) => col.notNull())
    .addColumn('seq', 'bigint', (col) => col.notNull())
    .addColumn('locked_until', 'bigint')
    .execute();
  await createIndexOn(db, 'federation_message_due', 'federation_message', ['deliver_at', 'seq']).execute();
  await createIndexOn(db, 'federation_message_ordering', 'federation_message', ['ordering_key', 'seq'])
    .where(sql.ref('ordering_key'), 'is not', null)
    .execute();

  await db.schema
    .createTable('actor_key')
    .addColumn('user_id', 'text', cascadingReference('user.id'))
    .addColumn('algorithm', 'text', (col) => col.notNull())
    .addColumn('public_key', 'text', (col) => col.notNull())
    .addColumn('private_key', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('actor_key_pk', ['user_id', 'algorithm'])
    .addCheckConstraint('actor_key_algorithm', sql`algorithm in ('rsa', 'ed25519')`)
    .execute();

  await db.schema
    .createTable('remote_actor')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('handle', 'text', (col) => col.notNull())
    .addColumn('inbox', 'text', (col) => col.notNull())
    .addColumn('shared_inbox', 'text')
    .addColumn('name', 'text')
    .addColumn('url', 'text')
    .addColumn('icon_url', 'text')
    .addColumn('fetched_at', 'bigint', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('remote_follower')
    .addColumn('user_id', 'text', cascadingReference('user.id'))
    .addColumn('actor_id', 'text', cascadingReference('remote_actor.id'))
    .addColumn('follow_id', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('remote_follower_pk', ['user_id', 'actor_id'])
    .execute();
  await createIndexOn(db, 'remote_follower_actor', 'remote_follower', ['actor_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('remote_follower').execute();
  await db.schema.dropTable('remote_actor').execute();
  await db.schema.dropTable('actor_key').execute();
  await db.schema.dropTable('federation_message').execute();
  await db.schema.dropTable('federation_kv').execute();
}
