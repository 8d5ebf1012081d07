import { ERROR_MESSAGES, type ErrorCode } from '@surcos/contracts/errors';

const STATUS_BY_CODE: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  INVALID_CREDENTIALS: 401,
  INVALID_PASSWORD: 400,
  EMAIL_TAKEN: 409,
  EMAIL_UNCHANGED: 400,
  INVALID_TOKEN: 400,
  RATE_LIMITED: 429,
  MAIL_UNAVAILABLE: 503,
  PAYLOAD_TOO_LARGE: 413,
  SERVICE_UNAVAILABLE: 503,
  MUSIC_DATABASE_RATE_LIMITED: 429,
  MUSIC_DATABASE_UNAVAILABLE: 503,
  ALREADY_OWNED: 409,
  ALBUM_NOT_OWNED: 400,
  CANNOT_FOLLOW_SELF: 400,
  CANNOT_MESSAGE_SELF: 400,
  RECIPIENT_DELETED: 409,
  MESSAGE_RATE_LIMITED: 429,
  IMPORT_IN_PROGRESS: 409,
  INTERNAL: 500,
  CANNOT_BLOCK_SELF: 400,
  CANNOT_MUTE_SELF: 400,
  ACCOUNT_SUSPENDED: 403,
  CANNOT_MODERATE_ADMIN: 409,
  COLLECTION_HIDDEN: 409,
  REPORT_RESOLVED: 409,
  CANNOT_REPORT_SELF: 400,
  REQUEST_TIMEOUT: 408,
  HEADERS_TOO_LARGE: 431,
  TOO_MANY_TOKENS: 409,
  HANDLE_TAKEN: 409,
  HANDLE_ALREADY_CHANGED: 409,
  REMOTE_ACCOUNT_NOT_FOUND: 404,
  REMOTE_SERVER_UNREACHABLE: 424,
  REMOTE_SERVER_BLOCKED: 403,
  REMOTE_ACCOUNT_BLOCKED: 403,
  FEDERATION_OFF: 409,
};

/** A failure the client can act on: it reaches the browser with its code and Spanish text. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly retryAfterSeconds: number | undefined;

  constructor(code: ErrorCode, message?: string, options: { retryAfterSeconds?: number } = {}) {
    super(message ?? ERROR_MESSAGES[code]);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = statusOf(code);
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export const statusOf = (code: ErrorCode): number => STATUS_BY_CODE[code];

export function errorBody(code: ErrorCode, message: string = ERROR_MESSAGES[code]) {
  return { error: { code, message } };
}
