import { z } from 'zod';

export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'INVALID_CREDENTIALS',
  'INVALID_PASSWORD',
  'EMAIL_TAKEN',
  'EMAIL_UNCHANGED',
  'INVALID_TOKEN',
  'RATE_LIMITED',
  'MAIL_UNAVAILABLE',
  'PAYLOAD_TOO_LARGE',
  'SERVICE_UNAVAILABLE',
  'MUSIC_DATABASE_RATE_LIMITED',
  'MUSIC_DATABASE_UNAVAILABLE',
  'ALREADY_OWNED',
  'ALBUM_NOT_OWNED',
  'CANNOT_FOLLOW_SELF',
  'CANNOT_MESSAGE_SELF',
  'RECIPIENT_DELETED',
  'MESSAGE_RATE_LIMITED',
  'INTERNAL',
] as const;

export const ErrorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

/** The one error body every API route answers with. */
export const ErrorBodySchema = z.object({
  error: z.object({
    code: ErrorCodeSchema,
    message: z.string(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** Default Spanish text for each code; a route may send a more precise one. */
export const ERROR_MESSAGES: Record<ErrorCode, string> = {
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
  INTERNAL: 'Ha ocurrido un error inesperado. Inténtalo de nuevo.',
};
