import { z } from 'zod';
import { texts } from './texts.ts';

/** Zod's own messages (for values no schema words itself) in Spanish, on both sides. */
export function useSpanishValidationMessages(): void {
  z.config(z.locales.es());
}

/** The message of the first problem, the one a form or an error body shows. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? texts.validation.invalid;
}
