/** Texts the API sends for particular cases of an error code. */
export const api = {
  tooManySignUps: 'Demasiados registros desde esta conexión. Inténtalo de nuevo más tarde.',
  tooManyLogins: 'Demasiados intentos de inicio de sesión. Espera unos minutos e inténtalo de nuevo.',
  tooManyPasswordResets:
    'Se han pedido demasiados enlaces para cambiar la contraseña. Espera una hora e inténtalo de nuevo.',
  databaseDown: 'La base de datos no responde.',
  databaseUnavailable: 'La base de datos no responde en este momento. Inténtalo de nuevo en unos segundos.',
  redisDown: 'Redis no responde: los avisos en tiempo real no llegan.',
  musicShareSpent:
    'Has hecho demasiadas consultas a Discogs en poco tiempo. Espera un minuto e inténtalo de nuevo.',
  addAlbumRequiresSignIn: 'Debes iniciar sesión para añadir un álbum.',
  albumNotFound: 'Álbum no encontrado.',
  albumFetchFailed: 'No se pudo cargar el álbum. Inténtalo de nuevo.',
  /** Another member's hand-made album: their own description, which only they open. */
  handMadeAlbumNotYours: 'Este disco lo describió a mano quien lo tiene: su ficha solo la ve esa persona.',
  collectionNotFound: 'No se encontró la colección.',
  copyNotFound: 'No se encontró la copia.',
  conversationNotFound: 'No se encontró la conversación.',
  userNotFound: 'No se ha encontrado el usuario',
  originRefused:
    'Surcos ha rechazado esta petición porque no viene de una página de Surcos. Abre Surcos desde su dirección y vuelve a intentarlo.',
};
