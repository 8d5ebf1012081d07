export const errors = {
  network: 'No se pudo conectar con el servidor. Comprueba tu conexión.',
  unexpected: 'Ha ocurrido un error inesperado. Inténtalo de nuevo.',
  routeTitle: 'Algo ha salido mal',
  routeText: 'No se pudo mostrar esta página. Recarga la página para intentarlo de nuevo.',
  reload: 'Recargar la página',
};
