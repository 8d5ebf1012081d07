import { sql, type Selectable } from 'kysely';
import type { AlbumSort } from '@surcos/contracts/albums';
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

/** Each sort order as SQL; unknown years go last whichever way years are sorted; ids break ties. */
export function albumOrder(sort: AlbumSort, recentColumn: 'album.last_added_at' | 'album_owner.added_at') {
  switch (sort) {
    case 'dateAddedDesc':
      return sql`${sql.ref(recentColumn)} desc, album.id desc`;
    case 'artistAsc':
      return sql`album.artist_sort asc, album.id asc`;
    case 'artistDesc':
      return sql`album.artist_sort desc, album.id desc`;
    case 'nameAsc':
      return sql`album.name_sort asc, album.id asc`;
    case 'nameDesc':
      return sql`album.name_sort desc, album.id desc`;
    case 'yearDesc':
      return sql`album.year desc nulls last, album.id desc`;
    case 'yearAsc':
      return sql`album.year asc nulls last, album.id asc`;
    case 'genreAsc':
      return sql`album.genre_sort asc, album.artist_sort asc, album.id asc`;
  }
}
