import { type Kysely, sql } from 'kysely';

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
    await db.schema
      .createIndex(name)
      .on('album')
      .columns([...columns])
      .where(owned)
      .execute();
  }

  await db.schema
    .createTable('album_owner')
    .addColumn('album_id', 'text', (col) => col.notNull().references('album.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('added_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('album_owner_pk', ['album_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('album_owner_user')
    .on('album_owner')
    .columns(['user_id', 'added_at'])
    .execute();

  await db.schema
    .createTable('wishlist_entry')
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('album_id', 'text', (col) => col.notNull().references('album.id').onDelete('cascade'))
    .addColumn('added_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('wishlist_entry_pk', ['user_id', 'album_id'])
    .execute();
  await db.schema
    .createIndex('wishlist_entry_user')
    .on('wishlist_entry')
    .columns(['user_id', 'added_at'])
    .execute();
  await db.schema.createIndex('wishlist_entry_album').on('wishlist_entry').column('album_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('wishlist_entry').execute();
  await db.schema.dropTable('album_owner').execute();
  await db.schema.dropTable('album').execute();
}
