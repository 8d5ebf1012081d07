export const remote = {
  /** The address typed in the search box or Explorar names a member of another server. */
  heading: 'En otro servidor',
  looking: (address: string) => `Buscando ${address}…`,
  pending: 'Pendiente',
  pendingHint: 'Su servidor aún no ha aceptado el seguimiento.',
  externalProfile: (address: string) => `Ver el perfil de ${address} en su servidor`,
  addressInvalid: 'Escribe una dirección como @usuario@servidor.',
  retry: 'Reintentar',
  hostInvalid: 'Escribe un servidor como ejemplo.org.',
  block: 'Bloquear',
  unblock: 'Desbloquear',
  blocked: 'Bloqueado',
  blockConfirm: (address: string) =>
    `¿Bloquear a ${address}? Dejaréis de seguiros y su servidor sabrá que lo has bloqueado.`,
  blockedToast: (address: string) => `Has bloqueado a ${address}.`,
  unblockedToast: (address: string) => `Has desbloqueado a ${address}.`,
  blockedAccounts: 'Cuentas de otros servidores',
};
