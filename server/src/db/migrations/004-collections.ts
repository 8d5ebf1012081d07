import type { Kysely } from 'kysely';
import { cascadingReference, createIndexOn, createLinkTable } from './schema-parts.ts';

/**
 * Collections reference albums (they never copy them). Deleting the owner's
 * account deletes their collections; `collection_view` records who has seen
 * a collection (the feed sets it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('collection')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', cascadingReference('user.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('privacy', 'text', (col) => col.notNull())
    .addColumn('search_text', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  await createIndexOn(db, 'collection_user', 'collection', ['user_id', 'created_at']).execute();
  await createIndexOn(db, 'collection_public', 'collection', ['privacy', 'created_at']).execute();

  const collection = { column: 'collection_id', references: 'collection.id' };
  const album = { column: 'album_id', references: 'album.id' };
  const user = { column: 'user_id', references: 'user.id' };
  await createLinkTable(db, 'collection_album', [collection, album], 'position', 'integer').execute();
  await db.schema.createIndex('collection_album_album').on('collection_album').column('album_id').execute();

  await createLinkTable(db, 'collection_view', [collection, user], 'viewed_at', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('collection_view').execute();
  await db.schema.dropTable('collection_album').execute();
  await db.schema.dropTable('collection').execute();
}
