import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { cascadingReference, createIndexOn } from './schema-parts.ts';

/**
 * What followed members of other servers hold
 * (docs/decisions/061-remote-holdings.md): `remote_holding`, the Discogs
 * releases (with their masters) an actor owns and wishes for, as its
 * `haves` and `wants` collections last gave them; `remote_holding_sync`, when
 * each such actor is next to be fetched and when it last was. Both go with
 * the actor. `followed_holding` gains the master a remote holder's release
 * belongs to, since that release need not be an album here; local rows leave
 * it null (their masters are read from `album` when shown). Times are epoch
 * milliseconds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('remote_holding')
    .addColumn('actor_id', 'text', cascadingReference('remote_actor.id'))
    .addColumn('held', 'text', (col) => col.notNull())
    .addColumn('release_id', 'text', (col) => col.notNull())
    .addColumn('master_id', 'text')
    .addPrimaryKeyConstraint('remote_holding_pk', ['actor_id', 'held', 'release_id'])
    .addCheckConstraint('remote_holding_held', sql`held in ('owned', 'wished')`)
    .execute();
  // Matches found from a member's list: the same release, or another of its master.
  await createIndexOn(db, 'remote_holding_release', 'remote_holding', ['release_id']).execute();
  await createIndexOn(db, 'remote_holding_master', 'remote_holding', ['master_id']).execute();

  await db.schema
    .createTable('remote_holding_sync')
    .addColumn('actor_id', 'text', (col) =>
      col.primaryKey().references('remote_actor.id').onDelete('cascade'),
    )
    .addColumn('due_at', 'bigint', (col) => col.notNull())
    .addColumn('synced_at', 'bigint')
    .addColumn('failures', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await createIndexOn(db, 'remote_holding_sync_due', 'remote_holding_sync', ['due_at']).execute();

  await db.schema.alterTable('followed_holding').addColumn('master_id', 'text').execute();
  await createIndexOn(db, 'followed_holding_master', 'followed_holding', [
    'viewer_id',
    'master_id',
  ]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('followed_holding_master').execute();
  await db.schema.alterTable('followed_holding').dropColumn('master_id').execute();
  await db.schema.dropTable('remote_holding_sync').execute();
  await db.schema.dropTable('remote_holding').execute();
}
