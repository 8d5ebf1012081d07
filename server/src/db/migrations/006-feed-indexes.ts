import type { Kysely } from 'kysely';

/** The feed reads everybody's adds newest first and keeps those of followed users. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('album_owner_recent')
    .on('album_owner')
    .columns(['added_at', 'user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('album_owner_recent').execute();
}
