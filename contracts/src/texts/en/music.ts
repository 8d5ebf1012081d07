/** Values shown when the music database has none (SPEC.md's defaults). */
export const music = {
  unknown: 'Unknown',
  noNotes: 'No notes',
  notAvailable: 'Not available',
};
