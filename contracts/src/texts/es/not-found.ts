export const notFound = {
  title: 'Página no encontrada',
  text: 'La página que buscas no existe o se ha movido.',
  home: 'Volver al inicio',
};
