import { sql, type Selectable } from 'kysely';
import type { AlbumSort } from '@surcos/contracts/albums';
import { int32Column, intColumn, type ListOrder, textColumn } from './paging.ts';
import type { AlbumTable } from './schema.ts';

/** What an album card shows; every list of albums selects these columns. */
export const CARD_COLUMNS = [
  'album.id',
  'album.name',
  'album.artist',
  'album.year',
  'album.genre',
  'album.label',
  'album.image',
] as const;

export type CardColumns = Pick<
  Selectable<AlbumTable>,
  'id' | 'name' | 'artist' | 'year' | 'genre' | 'label' | 'image'
>;

/** A card with the time its list's owner added it; null where the list has no such time. */
export type CardRow = CardColumns & { added_at: number | null };

/** The folded texts albums sort by: selected with the cards so a page's last row gives the cursor. */
export const SORT_COLUMNS = ['album.artist_sort', 'album.name_sort', 'album.genre_sort'] as const;

export type SortedCardRow = CardRow &
  Pick<Selectable<AlbumTable>, 'artist_sort' | 'name_sort' | 'genre_sort'>;

/**
 * Unknown years go last whichever way years are sorted: the year sorts
 * through a stand-in below (or above) every real year, the very expression
 * the keyset compares and migration 015 indexes.
 */
const YEAR_UNKNOWN_LOW = 0;
const YEAR_UNKNOWN_HIGH = 9999;
const yearDesc = sql`coalesce(album.year, ${sql.lit(YEAR_UNKNOWN_LOW)})`;
const yearAsc = sql`coalesce(album.year, ${sql.lit(YEAR_UNKNOWN_HIGH)})`;

const byId = (direction: 'asc' | 'desc') => textColumn<SortedCardRow>('album.id', direction, (row) => row.id);

/** Each sort order as a total order: ids break ties. */
export function albumOrder(
  sort: AlbumSort,
  recentColumn: 'album.last_added_at' | 'album_owner.added_at',
): ListOrder<SortedCardRow> {
  switch (sort) {
    case 'dateAddedDesc':
      return [intColumn(recentColumn, 'desc', (row: SortedCardRow) => row.added_at ?? 0), byId('desc')];
    case 'artistAsc':
      return [textColumn('album.artist_sort', 'asc', (row: SortedCardRow) => row.artist_sort), byId('asc')];
    case 'artistDesc':
      return [textColumn('album.artist_sort', 'desc', (row: SortedCardRow) => row.artist_sort), byId('desc')];
    case 'nameAsc':
      return [textColumn('album.name_sort', 'asc', (row: SortedCardRow) => row.name_sort), byId('asc')];
    case 'nameDesc':
      return [textColumn('album.name_sort', 'desc', (row: SortedCardRow) => row.name_sort), byId('desc')];
    case 'yearDesc':
      return [
        int32Column(yearDesc, 'desc', (row: SortedCardRow) => row.year ?? YEAR_UNKNOWN_LOW),
        byId('desc'),
      ];
    case 'yearAsc':
      return [
        int32Column(yearAsc, 'asc', (row: SortedCardRow) => row.year ?? YEAR_UNKNOWN_HIGH),
        byId('asc'),
      ];
    case 'genreAsc':
      return [
        textColumn('album.genre_sort', 'asc', (row: SortedCardRow) => row.genre_sort),
        textColumn('album.artist_sort', 'asc', (row: SortedCardRow) => row.artist_sort),
        byId('asc'),
      ];
  }
}
