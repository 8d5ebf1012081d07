import { ERROR_CODES, type ErrorCode } from '@surcos/contracts/errors';
import { texts } from '@surcos/contracts/texts';
import type { ZodType } from 'zod';
import { ApiError } from '../../../lib/api-client.ts';
import { pageRequests } from '../../../lib/offline/requests-in-flight.ts';

const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);

/**
 * Posts a file as the request body (the import routes read raw CSV, not
 * JSON), and reads the answer like every other API call.
 */
export async function postFile<T>(path: string, file: Blob, schema: ZodType<T>): Promise<T> {
  const { response, data } = await pageRequests.during(async () => {
    let response: Response;
    try {
      response = await fetch(path, {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'text/csv' },
        body: file,
        credentials: 'same-origin',
      });
    } catch {
      throw new ApiError(0, 'NETWORK_ERROR', texts.errorCodes.SERVICE_UNAVAILABLE);
    }
    return { response, data: (await response.json().catch(() => null)) as unknown };
  });
  if (!response.ok) {
    const error = (data as { error?: { code?: unknown; message?: unknown } } | null)?.error;
    const code = isErrorCode(error?.code) ? error.code : 'INTERNAL';
    const message = typeof error?.message === 'string' ? error.message : texts.errorCodes[code];
    throw new ApiError(response.status, code, message);
  }
  return schema.parse(data);
}
