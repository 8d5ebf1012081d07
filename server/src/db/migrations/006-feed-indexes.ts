import type { Kysely } from 'kysely';
import { createIndexOn } from './schema-parts.ts';

/** The feed reads everybody's adds newest first and keeps those of followed users. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createIndexOn(db, 'album_owner_recent', 'album_owner', ['added_at', 'user_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('album_owner_recent').execute();
}
