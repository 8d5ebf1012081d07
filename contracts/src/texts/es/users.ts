export const users = {
  noUsers: 'No se encontraron usuarios.',
  /** A shared profile's preview in other apps (Open Graph). */
  shareDescription: (name: string) => `Los discos y las colecciones de ${name} en Surcos`,
};
