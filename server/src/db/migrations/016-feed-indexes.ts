import { type Kysely, sql } from 'kysely';
import { createIndexOn } from './schema-parts.ts';

/**
 * The feed leaves adds that came with an import out (the import is one item
 * of its own), so its album indexes hold only the other adds: by time, to
 * walk the newest adds of everybody, and by user, to find each followed
 * user's newest add with one index-only step. The time index replaces 006's,
 * which only the feed read. (Explorar's year orders have their own
 * indexes since 015.)
 */
const direct = sql<boolean>`import_id is null`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('album_owner_recent').execute();
  await createIndexOn(db, 'album_owner_feed_recent', 'album_owner', ['added_at', 'user_id'])
    .where(direct)
    .execute();
  await createIndexOn(db, 'album_owner_feed_user', 'album_owner', ['user_id', 'added_at'])
    .where(direct)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('album_owner_feed_user').execute();
  await db.schema.dropIndex('album_owner_feed_recent').execute();
  await createIndexOn(db, 'album_owner_recent', 'album_owner', ['added_at', 'user_id']).execute();
}
