import { z } from 'zod';
import { LIST_MAX_PAGE } from './limits.ts';

/** Zod's own messages (for values no schema words itself) in Spanish, on both sides. */
export function useSpanishValidationMessages(): void {
  z.config(z.locales.es());
}

/** The message of the first problem, the one a form or an error body shows. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Los datos enviados no son válidos.';
}

/** A list's page number in a query string: 1 to `max`, the first page when absent. */
export function pageNumberSchema(max: number = LIST_MAX_PAGE) {
  const error = `La página debe ser un número entero entre 1 y ${max}.`;
  return z.coerce.number({ error }).int({ error }).min(1, { error }).max(max, { error }).default(1);
}
