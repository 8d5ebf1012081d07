import { z } from 'zod';
import { texts } from './texts.ts';

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
  'IMPORT_IN_PROGRESS',
  'INTERNAL',
  'CANNOT_BLOCK_SELF',
  'CANNOT_MUTE_SELF',
  'ACCOUNT_SUSPENDED',
  'CANNOT_MODERATE_ADMIN',
  'COLLECTION_HIDDEN',
  'REPORT_RESOLVED',
  'CANNOT_REPORT_SELF',
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

/** Default text for each code; a route may send a more precise one. */
export const ERROR_MESSAGES: Record<ErrorCode, string> = texts.errorCodes;
