export const users = {
  noUsers: 'No se encontraron usuarios.',
  /** The '⋯' menu on someone's page: silence, report, block. */
  moreActions: 'Más acciones',
  /** A shared profile's preview in other apps (Open Graph). */
  shareDescription: (name: string) => `Los discos y las colecciones de ${name} en Surcos`,
};
