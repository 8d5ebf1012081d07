import type { Kysely } from 'kysely';
import { cascadingReference, createIndexOn } from './schema-parts.ts';

/**
 * A member's handle before their one change (docs/decisions/064-handle-changes-across-servers.md):
 * the old address keeps leading to them (WebFinger, the actor at `/users/{old}` with
 * `movedTo`, the profile page), and nobody else can take it while the account lives,
 * so no one can speak as them to servers that knew the old address. Kept lower case,
 * as `user_handle` compares. Changes made before this table existed left nothing to keep.
 * Times are epoch milliseconds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('former_handle')
    .addColumn('handle', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', cascadingReference('user.id'))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await createIndexOn(db, 'former_handle_user', 'former_handle', ['user_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('former_handle').execute();
}
