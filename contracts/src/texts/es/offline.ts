/** The installed app: its manifest, and reading without a connection. */
export const offline = {
  appDescription: 'Tu colección de discos, tu wishlist y las conversaciones con tus amigos.',
  bannerTitle: 'Sin conexión',
  bannerText:
    'Ves lo último que se cargó en este dispositivo. No se pueden hacer cambios hasta que vuelva la conexión.',
  writeRefused: 'Sin conexión: no se ha enviado nada. Inténtalo de nuevo cuando vuelva la conexión.',
  /** In place of what this device does not keep, until the connection returns. */
  needsConnection: 'Necesita conexión',
  needsConnectionText: 'Esto no se guarda en el dispositivo. Se cargará solo en cuanto vuelva la conexión.',
};
