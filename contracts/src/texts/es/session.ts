export const session = {
  loadError: 'No se pudo comprobar tu sesión.',
  retry: 'Reintentar',
};
