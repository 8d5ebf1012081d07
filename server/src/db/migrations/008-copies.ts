import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { cascadingReference } from './schema-parts.ts';

const BATCH = 500;

/**
 * Copies: a user owns copies of a release, each with Discogs' details. The
 * ownership row stays (one per person and album, so "Añadido por" and the
 * counts keep counting people) and exists while the user has a copy. Every
 * existing ownership becomes one copy with its date. Imports mark what they
 * added, so the feed can show one entry per import instead of one per album.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('album_copy')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', cascadingReference('user.id'))
    .addColumn('album_id', 'text', cascadingReference('album.id'))
    .addColumn('folder', 'text', (col) => col.notNull().defaultTo('Uncategorized'))
    .addColumn('media_condition', 'text')
    .addColumn('sleeve_condition', 'text')
    .addColumn('notes', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('rating', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('added_at', 'bigint', (col) => col.notNull())
    /** A JSON object of the owner's own fields ('Purchased At' → 'Tienda Lola'). */
    .addColumn('custom_fields', 'text', (col) => col.notNull().defaultTo('{}'))
    /** Discogs' instance id when the copy came from a Discogs account: a re-import finds it again. */
    .addColumn('discogs_instance_id', 'bigint')
    .addColumn('import_id', 'text')
    .addCheckConstraint('album_copy_rating', sql`rating between 0 and 5`)
    .execute();
  await db.schema.createIndex('album_copy_owner').on('album_copy').columns(['user_id', 'album_id']).execute();
  await db.schema.createIndex('album_copy_folder').on('album_copy').columns(['user_id', 'folder']).execute();
  await sql`create unique index album_copy_instance on album_copy (user_id, discogs_instance_id) where discogs_instance_id is not null`.execute(
    db,
  );

  await db.schema.alterTable('album_owner').addColumn('import_id', 'text').execute();
  await db.schema
    .alterTable('wishlist_entry')
    .addColumn('notes', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('wishlist_entry').addColumn('import_id', 'text').execute();
  // What a listing (an export file, an account's collection) says before the full details are fetched.
  await db.schema
    .alterTable('album')
    .addColumn('catalog_numbers', 'text', (col) => col.notNull().defaultTo('[]'))
    .execute();
  await db.schema.alterTable('album').addColumn('master_id', 'text').execute();

  // Keyset batches: every existing ownership becomes one copy, with its date, on both dialects.
  const owners = db as unknown as Kysely<{
    album_owner: { user_id: string; album_id: string; added_at: number };
    album_copy: { id: string; user_id: string; album_id: string; added_at: number };
  }>;
  let after: { user_id: string; album_id: string } | null = null;
  for (;;) {
    let query = owners
      .selectFrom('album_owner')
      .select(['user_id', 'album_id', 'added_at'])
      .orderBy('user_id')
      .orderBy('album_id')
      .limit(BATCH);
    if (after) {
      const { user_id, album_id } = after;
      query = query.where((eb) =>
        eb.or([
          eb('user_id', '>', user_id),
          eb.and([eb('user_id', '=', user_id), eb('album_id', '>', album_id)]),
        ]),
      );
    }
    const rows = await query.execute();
    if (rows.length === 0) break;
    await owners
      .insertInto('album_copy')
      .values(rows.map((row) => ({ id: randomUUID(), ...row, added_at: Number(row.added_at) })))
      .execute();
    after = rows[rows.length - 1]!;
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('album').dropColumn('master_id').execute();
  await db.schema.alterTable('album').dropColumn('catalog_numbers').execute();
  await db.schema.alterTable('wishlist_entry').dropColumn('import_id').execute();
  await db.schema.alterTable('wishlist_entry').dropColumn('notes').execute();
  await db.schema.alterTable('album_owner').dropColumn('import_id').execute();
  await db.schema.dropTable('album_copy').execute();
}
