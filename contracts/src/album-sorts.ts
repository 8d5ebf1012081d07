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

/**
 * My albums' orders: the shared ones plus a collector's own, read from their copies (the best
 * grade, their rating) or from the release (label; artist ignoring a leading 'The', 'Los', 'Las').
 */
export const MY_ALBUM_SORTS = [
  ...ALBUM_SORTS,
  'dateAddedAsc',
  'artistNoArticleAsc',
  'labelAsc',
  'gradeDesc',
  'ratingDesc',
] as const;
export type MyAlbumSort = (typeof MY_ALBUM_SORTS)[number];
