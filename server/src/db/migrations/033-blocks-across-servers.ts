import type { Kysely } from 'kysely';
import { cascadingReference, createIndexOn } from './schema-parts.ts';

/**
 * Blocks across servers (docs/decisions/060-blocks-across-servers.md):
 * `remote_block`, a member's block of an actor on another server, with the id
 * of the `Block` sent (its `Undo` names it); `domain_block`, a whole server
 * blocked by an admin, by host as `URL.host` spells it (port included). Times
 * are epoch milliseconds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('remote_block')
    .addColumn('user_id', 'text', cascadingReference('user.id'))
    .addColumn('actor_id', 'text', cascadingReference('remote_actor.id'))
    .addColumn('block_id', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('remote_block_pk', ['user_id', 'actor_id'])
    .execute();
  // 'Bloqueados y silenciados', newest first; and whether an actor is blocked by a member.
  await createIndexOn(db, 'remote_block_user_created', 'remote_block', ['user_id', 'created_at']).execute();
  await createIndexOn(db, 'remote_block_actor', 'remote_block', ['actor_id']).execute();

  await db.schema
    .createTable('domain_block')
    .addColumn('host', 'text', (col) => col.primaryKey())
    .addColumn('reason', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('domain_block').execute();
  await db.schema.dropTable('remote_block').execute();
}
