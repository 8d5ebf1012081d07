import { type Kysely, type Selectable, sql } from 'kysely';
import { CARD_COLUMNS, type CardColumns } from '../../db/album-card.ts';
import type { AlbumTable, Database } from '../../db/schema.ts';

/** What a verdict's card shows of a stored release. */
export type ScannedAlbumRow = CardColumns &
  Pick<Selectable<AlbumTable>, 'country' | 'formats' | 'catalog_numbers' | 'master_id'>;

const SCANNED_COLUMNS = [
  ...CARD_COLUMNS,
  'album.country',
  'album.formats',
  'album.catalog_numbers',
  'album.master_id',
] as const;

/** Barcodes of releases, and what a member holds of the releases a code names. */
export function createScanRepository(db: Kysely<Database>) {
  return {
    /** The stored releases listing any of these keys, through the primary key's first column. */
    async albumsWithCodes(keys: readonly string[]): Promise<string[]> {
      const rows = await db
        .selectFrom('album_barcode')
        .select('album_id')
        .distinct()
        .where('code', 'in', [...keys])
        .orderBy('album_id')
        .execute();
      return rows.map((row) => row.album_id);
    },

    /**
     * Records that these stored releases list the code (the music database
     * said so in its answer); releases Surcos has not stored, or holds only
     * as a member's own listing, are skipped.
     */
    async learnCodes(keys: readonly string[], albumIds: readonly string[]): Promise<void> {
      if (keys.length === 0 || albumIds.length === 0) return;
      for (const code of keys) {
        await db
          .insertInto('album_barcode')
          .columns(['code', 'album_id'])
          .expression(
            db
              .selectFrom('album')
              .select([sql<string>`cast(${code} as text)`.as('code'), 'album.id as album_id'])
              .where('album.id', 'in', [...albumIds])
              .where('album.listed_by', 'is', null),
          )
          .onConflict((conflict) => conflict.columns(['code', 'album_id']).doNothing())
          .execute();
      }
    },

    /**
     * The stored releases among these, as the music database described them:
     * one a member's file listed is that member's text (decision 041), which
     * a verdict never shows; the database's hit stands for it.
     */
    albums(ids: readonly string[]): Promise<ScannedAlbumRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('album')
        .select([...SCANNED_COLUMNS])
        .where('album.id', 'in', [...ids])
        .where('album.listed_by', 'is', null)
        .execute();
    },

    /** One stored release of each master, whose matches stand for a pressing Surcos has not stored. */
    async oneAlbumOfEachMaster(masters: readonly string[]): Promise<Map<string, string>> {
      if (masters.length === 0) return new Map();
      const rows = await db
        .selectFrom('album')
        .select(['album.master_id', (eb) => eb.fn.min('album.id').as('album_id')])
        .where('album.master_id', 'in', [...masters])
        .groupBy('album.master_id')
        .execute();
      return new Map(rows.map((row) => [row.master_id!, String(row.album_id)]));
    },

    /** The folder of each of the member's copies of these releases. */
    copies(userId: string, albumIds: readonly string[]) {
      if (albumIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('album_copy')
        .select(['album_id', 'folder'])
        .where('user_id', '=', userId)
        .where('album_id', 'in', [...albumIds])
        .orderBy('added_at')
        .execute();
    },

    async wished(userId: string, albumIds: readonly string[]): Promise<Set<string>> {
      if (albumIds.length === 0) return new Set();
      const rows = await db
        .selectFrom('wishlist_entry')
        .select('album_id')
        .where('user_id', '=', userId)
        .where('album_id', 'in', [...albumIds])
        .execute();
      return new Set(rows.map((row) => row.album_id));
    },

    /** The member's own releases of these masters, by name. */
    ownedOfMasters(userId: string, masters: readonly string[]): Promise<ScannedAlbumRow[]> {
      if (masters.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('album_owner')
        .innerJoin('album', 'album.id', 'album_owner.album_id')
        .select([...SCANNED_COLUMNS])
        .where('album_owner.user_id', '=', userId)
        .where('album.master_id', 'in', [...masters])
        .orderBy('album.name_sort')
        .orderBy('album.id')
        .execute();
    },

    /** The barcodes of the member's albums and wishlist, for the verdict without a connection. */
    async myBarcodes(userId: string) {
      const held = (table: 'album_owner' | 'wishlist_entry', list: 'owned' | 'wished') =>
        db
          .selectFrom(table)
          .innerJoin('album_barcode', 'album_barcode.album_id', `${table}.album_id`)
          .innerJoin('album', 'album.id', `${table}.album_id`)
          .select([
            'album_barcode.code',
            'album_barcode.album_id',
            'album.name',
            'album.artist',
            sql<'owned' | 'wished'>`${sql.lit(list)}`.as('list'),
          ])
          .where(`${table}.user_id`, '=', userId);
      const rows = await held('album_owner', 'owned').unionAll(held('wishlist_entry', 'wished')).execute();
      return rows.sort((a, b) => (a.code === b.code ? 0 : a.code < b.code ? -1 : 1));
    },
  };
}

export type ScanRepository = ReturnType<typeof createScanRepository>;
