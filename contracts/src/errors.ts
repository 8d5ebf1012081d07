import { z } from 'zod';
import { texts } from './texts.ts';
import { ERROR_CODES, type ErrorCode } from './error-codes.ts';

// The codes have a module of their own so the text catalogue can key on them without importing these schemas, which read it.
export { ERROR_CODES, type ErrorCode };

export const ErrorCodeSchema = z.enum(ERROR_CODES);

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
