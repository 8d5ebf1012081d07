export const toast = {
  region: 'Notificaciones',
  close: 'Cerrar',
  undo: 'Deshacer',
  /** After 'Deshacer' took a change back. */
  undone: 'Deshecho.',
};
