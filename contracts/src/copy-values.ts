/**
 * The fixed values of a copy and of My albums' filters, with no zod: the
 * pages that only list them (My albums' filters and bulk bar, Explorar's
 * sorts beside album-sorts.ts) load no schema. copies.ts and albums.ts
 * validate them.
 */

/** Discogs' grading scale, as its exports and API write it. */
export const MEDIA_CONDITIONS = [
  'Mint (M)',
  'Near Mint (NM or M-)',
  'Very Good Plus (VG+)',
  'Very Good (VG)',
  'Good Plus (G+)',
  'Good (G)',
  'Fair (F)',
  'Poor (P)',
] as const;
export const SLEEVE_CONDITIONS = [...MEDIA_CONDITIONS, 'Generic', 'Not Graded', 'No Cover'] as const;
export type MediaCondition = (typeof MEDIA_CONDITIONS)[number];
export type SleeveCondition = (typeof SLEEVE_CONDITIONS)[number];

/** Discogs' default folder, where a copy goes unless its owner files it elsewhere. */
export const DEFAULT_FOLDER = 'Uncategorized';

/**
 * The formats My albums filters by: the names Discogs writes within a
 * release's format descriptions ('2×Vinyl, LP, Album, Gatefold').
 */
export const ALBUM_FORMATS = ['Vinyl', 'LP', 'EP', '7"', '10"', '12"', 'CD', 'Cassette', 'Box Set'] as const;
export type AlbumFormat = (typeof ALBUM_FORMATS)[number];
