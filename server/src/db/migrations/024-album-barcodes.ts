import type { Kysely } from 'kysely';
import { cascadingReference } from './schema-parts.ts';

/**
 * The barcodes of each release, from the music database's identifiers of
 * type Barcode, stored under their look-up keys (contracts' barcodes.ts:
 * a UPC-A is the EAN-13 with a leading 0), so a scanned code finds the
 * releases Surcos has through the primary key's first column, and a
 * release's codes are replaced through the second index.
 *
 * Releases stored before this keep none until they are fetched again:
 * nothing kept of them holds their barcodes (see
 * docs/decisions/048-barcodes.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('album_barcode')
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('album_id', 'text', cascadingReference('album.id'))
    .addPrimaryKeyConstraint('album_barcode_pk', ['code', 'album_id'])
    .execute();
  await db.schema
    .createIndex('album_barcode_album')
    .on('album_barcode')
    .columns(['album_id', 'code'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('album_barcode').execute();
}
