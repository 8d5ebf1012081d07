/** Values shown when the music database has none (SPEC.md's defaults). */
export const music = {
  unknown: 'Desconocido',
  noNotes: 'Sin notas',
  notAvailable: 'No disponible',
};
