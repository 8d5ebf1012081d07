export const update = {
  region: 'Actualización',
  available: 'Hay una versión nueva de Surcos.',
  apply: 'Actualizar',
  dismiss: 'Ahora no',
};
