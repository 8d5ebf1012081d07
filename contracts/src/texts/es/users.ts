export const users = {
  noUsers: 'No se encontraron usuarios.',
};
