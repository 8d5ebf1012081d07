export const dialog = {
  close: 'Cerrar',
};
