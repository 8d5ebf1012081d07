export const remote = {
  /** The address typed in the search box or Explorar names a member of another server. */
  heading: 'En otro servidor',
  looking: (address: string) => `Buscando ${address}…`,
  pending: 'Pendiente',
  pendingHint: 'Su servidor aún no ha aceptado el seguimiento.',
  externalProfile: (address: string) => `Ver el perfil de ${address} en su servidor`,
  addressInvalid: 'Escribe una dirección como @usuario@servidor.',
  retry: 'Reintentar',
};
