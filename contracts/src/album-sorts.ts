/**
 * SPEC.md's sort options plus the default, offered as 'Más recientes'. No zod and no texts: the
 * text catalogue labels each, and albums.ts, whose schemas read the catalogue, validates them.
 */
export const ALBUM_SORTS = [
  'dateAddedDesc',
  'artistAsc',
  'artistDesc',
  'nameAsc',
  'nameDesc',
  'yearDesc',
  'yearAsc',
  'genreAsc',
] as const;
export type AlbumSort = (typeof ALBUM_SORTS)[number];
