import type { ErrorCode } from '@surcos/contracts/errors';
import { INITIAL_RESPONSES_ID } from '@surcos/contracts/initial-responses';
import { SOCKET_ID_HEADER } from '@surcos/contracts/socket-id';
import type { ZodType } from 'zod';
import { texts } from '@surcos/contracts/texts';
import { FROM_CACHE_HEADER } from './offline/offline-caches.ts';
import { isBrowserOffline, reportApiReachable } from './offline/network-status.ts';
import { pageRequests } from './offline/requests-in-flight.ts';

/** The server's error codes, plus one for when the server could not be reached at all. */
export type ApiErrorCode = ErrorCode | 'NETWORK_ERROR';

export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;

  constructor(status: number, code: ApiErrorCode, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A thing looked up by id is not there; a malformed id, refused before the lookup, means the same. */
export function isNotFoundError(error: unknown): boolean {
  return isApiError(error) && (error.code === 'NOT_FOUND' || error.code === 'VALIDATION_FAILED');
}

/**
 * A contract schema, or a loader for one. Requests made on the first screen
 * (session, counts) pass a loader so zod stays out of the entry chunk; it then
 * downloads while the request is in flight.
 */
export type SchemaSource<T> = ZodType<T> | (() => Promise<ZodType<T>>);

/** Only what the header needs of a Socket.IO client, so this module does not load it. */
interface SocketIdSource {
  readonly connected: boolean;
  readonly id: string | undefined;
}

let socketIdSource: SocketIdSource | null = null;

/**
 * The realtime provider names its socket here: while it is connected, every
 * request carries its id, so the server leaves this tab out of the facts of
 * its own writes (the tab has applied them already).
 */
export function sendSocketIdFrom(socket: SocketIdSource | null): void {
  socketIdSource = socket;
}

interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal | undefined;
  /**
   * Checks the response against the contract, so a server drift fails loudly
   * here, in development and tests. The server checks every body against the
   * same contract before sending it; a production build trusts that and never
   * downloads zod for reading (docs/decisions/026-first-load-budget.md).
   */
  schema?: SchemaSource<T>;
}

const CHECKS_RESPONSES = import.meta.env.DEV;

/**
 * The answers the server put in the page to its first GETs (a visitor's
 * public profile, server/src/plugins/web.ts), by exact path: each is used
 * once, for the page's first render, and every later request goes out.
 */
const initialResponses = readInitialResponses();

/** The server's answer to a first GET of `path`, once: the second time, and for any other path, undefined. */
export function takeInitialResponse(path: string): unknown {
  const data = initialResponses.get(path);
  initialResponses.delete(path);
  return data;
}

function readInitialResponses(): Map<string, unknown> {
  const text =
    typeof document === 'undefined' ? null : document.getElementById(INITIAL_RESPONSES_ID)?.textContent;
  if (!text) return new Map();
  try {
    return new Map(Object.entries(JSON.parse(text) as Record<string, unknown>));
  } catch {
    return new Map();
  }
}

export async function apiRequest<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  // A page rendered on the server (src/render-visitor-page.tsx) shows what its cache was given and
  // nothing else: a request it makes stays unanswered, and the browser asks again as it takes over.
  if (import.meta.env.SSR) return new Promise<never>(() => undefined);
  const { method = 'GET', body, signal } = options;
  const schema = CHECKS_RESPONSES ? options.schema : undefined;
  // A change made offline would be lost: it is refused at once, never queued. Only the browser's own
  // word counts here; a server that was out of reach a moment ago gets the request anyway.
  if (method !== 'GET' && isBrowserOffline())
    throw new ApiError(0, 'NETWORK_ERROR', texts.offline.writeRefused);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (socketIdSource?.connected && socketIdSource.id) headers[SOCKET_ID_HEADER] = socketIdSource.id;
  const schemaReady = typeof schema === 'function' ? schema() : schema;
  // The request may fail before the schema is awaited; its own failure must not go unhandled.
  if (schemaReady instanceof Promise) schemaReady.catch(() => undefined);

  if (method === 'GET' && initialResponses.has(path))
    return checked(takeInitialResponse(path), 200, schemaReady);

  const { response, data } = await pageRequests.during(async () => {
    const response = await send(path, { method, headers, body, signal });
    return { response, data: await readJson(response) };
  });
  if (!response.ok) throw await errorFromResponse(response.status, data);
  return checked(data, response.status, schemaReady);
}

async function send(
  path: string,
  {
    method,
    headers,
    body,
    signal,
  }: { method: string; headers: Record<string, string>; body: unknown; signal?: AbortSignal | undefined },
): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? null : JSON.stringify(body),
      credentials: 'same-origin',
      signal: signal ?? null,
    });
  } catch (error) {
    // A cancelled query is not a failure; TanStack Query expects the abort to propagate.
    if (signal?.aborted) throw error;
    reportApiReachable(false);
    throw new ApiError(0, 'NETWORK_ERROR', texts.errors.network);
  }
  reportApiReachable(!response.headers.has(FROM_CACHE_HEADER));
  return response;
}

/**
 * An answer kept as it came, its body a Blob (outside the JavaScript heap), read only when it is
 * needed: a large answer a page may never read costs no parsing on the main thread.
 */
export class KeptAnswer<T> {
  private reading: Promise<T> | undefined;

  constructor(
    private readonly body: Blob,
    private readonly schemaReady: ZodType<T> | Promise<ZodType<T>> | undefined,
  ) {}

  /** The answer, read once (checked against its contract in development and tests). */
  read(): Promise<T> {
    this.reading ??= this.body
      .text()
      .then((text) => checked(JSON.parse(text) as unknown, 200, this.schemaReady));
    return this.reading;
  }
}

/** A GET whose answer is kept unread (`KeptAnswer`); a failure fails as any request's does. */
export async function apiGetKept<T>(
  path: string,
  { signal, schema }: Omit<RequestOptions<T>, 'method' | 'body'> = {},
): Promise<KeptAnswer<T>> {
  const body = await pageRequests.during(async () => {
    const response = await send(path, {
      method: 'GET',
      headers: { Accept: 'application/json' },
      body: undefined,
      signal,
    });
    if (!response.ok) throw await errorFromResponse(response.status, await readJson(response));
    return response.blob();
  });
  const checks = CHECKS_RESPONSES ? schema : undefined;
  const schemaReady = typeof checks === 'function' ? checks() : checks;
  // Read perhaps never: a schema that failed to load must not go unhandled meanwhile.
  if (schemaReady instanceof Promise) schemaReady.catch(() => undefined);
  return new KeptAnswer(body, schemaReady);
}

async function checked<T>(
  data: unknown,
  status: number,
  schemaReady: ZodType<T> | Promise<ZodType<T>> | undefined,
): Promise<T> {
  if (!schemaReady) return data as T;
  const parsed = (await schemaReady).safeParse(data);
  if (!parsed.success) throw new ApiError(status, 'INTERNAL', texts.errors.unexpected);
  return parsed.data;
}

export const apiGet = <T>(path: string, options: Omit<RequestOptions<T>, 'method' | 'body'> = {}) =>
  apiRequest<T>(path, { ...options, method: 'GET' });

export const apiPost = <T>(
  path: string,
  body: unknown,
  options: Omit<RequestOptions<T>, 'method' | 'body'> = {},
) => apiRequest<T>(path, { ...options, method: 'POST', body });

export const apiPut = <T>(
  path: string,
  body?: unknown,
  options: Omit<RequestOptions<T>, 'method' | 'body'> = {},
) => apiRequest<T>(path, { ...options, method: 'PUT', body });

export const apiDelete = (path: string, options: Omit<RequestOptions<null>, 'method' | 'body'> = {}) =>
  apiRequest<null>(path, { ...options, method: 'DELETE' });

/** The Spanish text to show for any failure: the server's own message when there is one. */
export function errorMessage(error: unknown): string {
  return isApiError(error) ? error.message : texts.errors.unexpected;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (text.length === 0) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

async function errorFromResponse(status: number, data: unknown): Promise<ApiError> {
  // Loaded on the error path only, so zod (which the contracts module uses) stays out of the entry chunk.
  const { ERROR_CODES, ERROR_MESSAGES } = await import('@surcos/contracts/errors');
  const isErrorCode = (value: unknown): value is ErrorCode =>
    typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);

  const error = typeof data === 'object' && data !== null && 'error' in data ? data.error : undefined;
  if (typeof error === 'object' && error !== null && 'code' in error && isErrorCode(error.code)) {
    const message =
      'message' in error && typeof error.message === 'string' && error.message ? error.message : null;
    return new ApiError(status, error.code, message ?? ERROR_MESSAGES[error.code]);
  }
  // Not our error shape (a proxy page, a crash): fall back to the status alone.
  const code = codeForStatus(status);
  return new ApiError(status, code, ERROR_MESSAGES[code]);
}

function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
      return 'VALIDATION_FAILED';
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 429:
      return 'RATE_LIMITED';
    case 502:
    case 503:
    case 504:
      return 'SERVICE_UNAVAILABLE';
    default:
      return 'INTERNAL';
  }
}
