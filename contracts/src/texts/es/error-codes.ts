import type { ErrorCode } from '../../error-codes.ts';

/** Default text of each error code; a route may send a more precise one. */
export const errorCodes = {
  VALIDATION_FAILED: 'Los datos enviados no son válidos.',
  UNAUTHENTICATED: 'Usuario no autenticado.',
  FORBIDDEN: 'No tienes permiso para hacer esto.',
  NOT_FOUND: 'No se ha encontrado lo que buscas.',
  INVALID_CREDENTIALS: 'Correo electrónico o contraseña incorrectos.',
  INVALID_PASSWORD: 'La contraseña actual no es correcta.',
  EMAIL_TAKEN: 'Ya existe una cuenta con este correo electrónico.',
  EMAIL_UNCHANGED: 'El nuevo correo electrónico es igual al actual.',
  INVALID_TOKEN: 'El enlace no es válido o ha caducado.',
  RATE_LIMITED: 'Demasiados intentos. Espera unos minutos e inténtalo de nuevo.',
  MAIL_UNAVAILABLE: 'El envío de correos no está disponible. Inténtalo más tarde.',
  PAYLOAD_TOO_LARGE: 'La petición es demasiado grande.',
  SERVICE_UNAVAILABLE: 'El servicio no está disponible. Inténtalo más tarde.',
  MUSIC_DATABASE_RATE_LIMITED: 'Demasiadas peticiones a Discogs. Intenta de nuevo en unos segundos.',
  MUSIC_DATABASE_UNAVAILABLE: 'No se pudo consultar la base de datos musical. Inténtalo de nuevo.',
  ALREADY_OWNED: 'Este álbum ya está en tu colección.',
  ALBUM_NOT_OWNED: 'Solo puedes elegir álbumes que estén en tus álbumes.',
  CANNOT_FOLLOW_SELF: 'No puedes seguirte a ti mismo.',
  CANNOT_MESSAGE_SELF: 'No puedes enviarte mensajes a ti mismo.',
  RECIPIENT_DELETED: 'Este usuario ha eliminado su cuenta: ya no puede recibir mensajes.',
  MESSAGE_RATE_LIMITED: 'Estás enviando mensajes demasiado rápido. Espera unos segundos.',
  IMPORT_IN_PROGRESS:
    'Ya tienes una importación en curso. Espera a que termine o cancélala antes de empezar otra.',
  INTERNAL: 'Ha ocurrido un error inesperado. Inténtalo de nuevo.',
  CANNOT_BLOCK_SELF: 'No puedes bloquearte a ti mismo.',
  CANNOT_MUTE_SELF: 'No puedes silenciarte a ti mismo.',
  ACCOUNT_SUSPENDED: 'Tu cuenta está suspendida.',
  CANNOT_MODERATE_ADMIN: 'No se puede suspender ni eliminar a un administrador.',
  COLLECTION_HIDDEN:
    'La moderación ha ocultado esta colección: no puedes hacerla pública mientras siga oculta.',
  REPORT_RESOLVED: 'Esta denuncia ya está resuelta.',
  CANNOT_REPORT_SELF: 'No puedes denunciarte a ti mismo.',
  REQUEST_TIMEOUT: 'La petición tardó demasiado en llegar. Comprueba tu conexión e inténtalo de nuevo.',
  HEADERS_TOO_LARGE:
    'Las cabeceras de la petición son demasiado grandes. Borra las cookies de este sitio e inténtalo de nuevo.',
  TOO_MANY_TOKENS: 'Ya tienes el máximo de tokens activos: revoca alguno que no uses antes de crear otro.',
  HANDLE_TAKEN: 'Ese nombre de usuario ya está en uso. Elige otro.',
  HANDLE_ALREADY_CHANGED: 'Ya cambiaste tu nombre de usuario una vez: no se puede volver a cambiar.',
  REMOTE_ACCOUNT_NOT_FOUND: 'No hay ninguna cuenta con esa dirección en ese servidor.',
  REMOTE_SERVER_BLOCKED: 'Este servidor está bloqueado en esta instancia.',
  REMOTE_ACCOUNT_BLOCKED:
    'Has bloqueado esta cuenta. Desbloquéala en «Bloqueados y silenciados» para ver su perfil.',
  REMOTE_SERVER_UNREACHABLE: 'No se ha podido contactar con ese servidor. Inténtalo más tarde.',
  FEDERATION_OFF: 'Este servidor no está conectado con otros servidores.',
} satisfies Record<ErrorCode, string>;
