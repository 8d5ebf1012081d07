import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import { texts } from '../lib/texts.ts';

export const INVALID_TEXT_MESSAGE = texts.validation.textInvalid;

/**
 * A NUL character, or half of a UTF-16 surrogate pair: neither is text a
 * person typed, PostgreSQL refuses both ("invalid byte sequence") while
 * SQLite stores them, and they break whatever later reads them.
 */
// eslint-disable-next-line no-control-regex -- finding the NUL character is the point.
const INVALID_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Bounded by the body limit; the depth guard only protects the stack. */
function containsInvalidText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return INVALID_TEXT.test(value);
  if (value === null || typeof value !== 'object' || depth > 64) return false;
  // Bytes (an uploaded file) are no text: their reader checks them. Walked as an object, a 7 MB
  // file became 7 million entries, seconds of the event loop and more than a gigabyte.
  if (ArrayBuffer.isView(value)) return false;
  const entries = Array.isArray(value) ? value : Object.entries(value as Record<string, unknown>).flat();
  return entries.some((item) => containsInvalidText(item, depth + 1));
}

/**
 * Refuses invalid characters in the query, the path parameters and anywhere
 * in a JSON body before validation, so no route and no database sees them,
 * on either dialect alike.
 */
export function registerInputTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const invalid =
      containsInvalidText(request.params) ||
      containsInvalidText(request.query) ||
      containsInvalidText(request.body);
    done(invalid ? new AppError('VALIDATION_FAILED', INVALID_TEXT_MESSAGE) : undefined);
  });
}
