export const toast = {
  region: 'Notificaciones',
  close: 'Cerrar',
  undo: 'Deshacer',
};
