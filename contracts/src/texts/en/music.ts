/**
 * How a screen shows the placeholders an album's fields hold when the music database has none
 * (SPEC.md's defaults, stored in Spanish: contracts/src/album-placeholders.ts).
 */
export const music = {
  unknown: 'Unknown',
  noNotes: 'No notes',
  notAvailable: 'Not available',
};
