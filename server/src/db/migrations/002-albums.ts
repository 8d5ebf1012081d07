import { type Kysely, sql } from 'kysely';
import { createIndexOn, createLinkTable } from './schema-parts.ts';

/**
 * Albums are the cache of music-database releases; ownership and wishlist
 * entries reference them. `owner_count` and `last_added_at` are kept in the
 * same transaction as the ownership rows, so Explorar reads one indexed
 * table. Every reference to a user cascades: deleting an account deletes
 * that user's ownerships and wishlist.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('album')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('artist', 'text', (col) => col.notNull())
    .addColumn('year', 'integer')
    .addColumn('genre', 'text', (col) => col.notNull())
    .addColumn('label', 'text', (col) => col.notNull())
    .addColumn('country', 'text', (col) => col.notNull())
    .addColumn('released', 'text', (col) => col.notNull())
    .addColumn('notes', 'text', (col) => col.notNull())
    .addColumn('formats', 'text', (col) => col.notNull())
    .addColumn('lowest_price', 'double precision', (col) => col.notNull())
    .addColumn('tracklist', 'text', (col) => col.notNull())
    .addColumn('styles', 'text', (col) => col.notNull())
    .addColumn('rating', 'double precision', (col) => col.notNull())
    .addColumn('rating_count', 'integer', (col) => col.notNull())
    .addColumn('credits', 'text', (col) => col.notNull())
    .addColumn('discogs_url', 'text')
    .addColumn('videos', 'text', (col) => col.notNull())
    .addColumn('image', 'text')
    .addColumn('all_images', 'text', (col) => col.notNull())
    .addColumn('search_text', 'text', (col) => col.notNull())
    .addColumn('artist_sort', 'text', (col) => col.notNull())
    .addColumn('name_sort', 'text', (col) => col.notNull())
    .addColumn('genre_sort', 'text', (col) => col.notNull())
    .addColumn('owner_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_added_at', 'bigint')
    .addColumn('fetched_at', 'bigint', (col) => col.notNull())
    .execute();

  // Explorar lists owned albums in each sort order; partial indexes keep
  // albums nobody owns (wishlist-only, or left behind) out of them.
  const owned = sql<boolean>`owner_count > 0`;
  for (const [name, columns] of [
    ['album_explore_recent', ['last_added_at desc', 'id desc']],
    ['album_explore_artist', ['artist_sort', 'id']],
    ['album_explore_name', ['name_sort', 'id']],
    ['album_explore_year', ['year', 'id']],
    ['album_explore_genre', ['genre_sort', 'id']],
  ] as const) {
    await createIndexOn(db, name, 'album', columns).where(owned).execute();
  }

  const album = { column: 'album_id', references: 'album.id' };
  const user = { column: 'user_id', references: 'user.id' };
  await createLinkTable(db, 'album_owner', [album, user], 'added_at', 'bigint').execute();
  await createIndexOn(db, 'album_owner_user', 'album_owner', ['user_id', 'added_at']).execute();

  await createLinkTable(db, 'wishlist_entry', [user, album], 'added_at', 'bigint').execute();
  await createIndexOn(db, 'wishlist_entry_user', 'wishlist_entry', ['user_id', 'added_at']).execute();
  await db.schema.createIndex('wishlist_entry_album').on('wishlist_entry').column('album_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('wishlist_entry').execute();
  await db.schema.dropTable('album_owner').execute();
  await db.schema.dropTable('album').execute();
}
