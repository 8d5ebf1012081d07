import type { Kysely } from 'kysely';
import { createIndexOn } from './schema-parts.ts';

/**
 * Notifications caused by an account on another server (a remote follower):
 * `remote_actor_id` names it, `actor_id` (a member here) stays null. The
 * notification goes with the account when it is forgotten (its deletion).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('notification')
    .addColumn('remote_actor_id', 'text', (col) => col.references('remote_actor.id').onDelete('cascade'))
    .execute();
  await createIndexOn(db, 'notification_remote_actor', 'notification', ['remote_actor_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('notification_remote_actor').execute();
  await db.schema.alterTable('notification').dropColumn('remote_actor_id').execute();
}
