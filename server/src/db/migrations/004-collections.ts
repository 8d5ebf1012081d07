import type { Kysely } from 'kysely';

/**
 * Collections reference albums (they never copy them). Deleting the owner's
 * account deletes their collections; `collection_view` records who has seen
 * a collection (the feed sets it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('collection')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('privacy', 'text', (col) => col.notNull())
    .addColumn('search_text', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('collection_user')
    .on('collection')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('collection_public')
    .on('collection')
    .columns(['privacy', 'created_at'])
    .execute();

  await db.schema
    .createTable('collection_album')
    .addColumn('collection_id', 'text', (col) =>
      col.notNull().references('collection.id').onDelete('cascade'),
    )
    .addColumn('album_id', 'text', (col) => col.notNull().references('album.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('collection_album_pk', ['collection_id', 'album_id'])
    .execute();
  await db.schema.createIndex('collection_album_album').on('collection_album').column('album_id').execute();

  await db.schema
    .createTable('collection_view')
    .addColumn('collection_id', 'text', (col) =>
      col.notNull().references('collection.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('viewed_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('collection_view_pk', ['collection_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('collection_view').execute();
  await db.schema.dropTable('collection_album').execute();
  await db.schema.dropTable('collection').execute();
}
