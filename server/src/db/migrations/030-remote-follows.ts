import { type Kysely, sql } from 'kysely';
import { cascadingReference, createIndexOn } from './schema-parts.ts';

/**
 * Members' follows of actors on other servers (docs/decisions/057-following-across-servers.md):
 * one row per (member, actor), with the id of the `Follow` sent, which the
 * remote `Accept` or `Reject` names, and its state: `pending` until the
 * `Accept` arrives, then `accepted`; a `Reject` or an unfollow deletes it.
 * The actor itself is kept in `remote_actor` (migration 029). Times are epoch milliseconds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('remote_follow')
    .addColumn('user_id', 'text', cascadingReference('user.id'))
    .addColumn('actor_id', 'text', cascadingReference('remote_actor.id'))
    .addColumn('follow_id', 'text', (col) => col.notNull().unique())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('remote_follow_pk', ['user_id', 'actor_id'])
    .addCheckConstraint('remote_follow_state', sql`state in ('pending', 'accepted')`)
    .execute();
  // Siguiendo, newest first; and who follows an actor (its deletion, a domain block).
  await createIndexOn(db, 'remote_follow_user_created', 'remote_follow', ['user_id', 'created_at']).execute();
  await createIndexOn(db, 'remote_follow_actor', 'remote_follow', ['actor_id']).execute();
  // Seguidores, newest first, as Siguiendo.
  await createIndexOn(db, 'remote_follower_user_created', 'remote_follower', [
    'user_id',
    'created_at',
  ]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('remote_follower_user_created').execute();
  await db.schema.dropTable('remote_follow').execute();
}
