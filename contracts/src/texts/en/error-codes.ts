import type { ErrorCode } from '../../error-codes.ts';

/** Default text of each error code; a route may send a more precise one. */
export const errorCodes = {
  VALIDATION_FAILED: 'The data sent is not valid.',
  UNAUTHENTICATED: 'User not authenticated.',
  FORBIDDEN: 'You do not have permission to do this.',
  NOT_FOUND: 'What you are looking for was not found.',
  INVALID_CREDENTIALS: 'Incorrect email or password.',
  INVALID_PASSWORD: 'The current password is not correct.',
  EMAIL_TAKEN: 'An account with this email already exists.',
  EMAIL_UNCHANGED: 'The new email is the same as the current one.',
  INVALID_TOKEN: 'The link is not valid or has expired.',
  RATE_LIMITED: 'Too many attempts. Wait a few minutes and try again.',
  MAIL_UNAVAILABLE: 'Sending email is not available. Please try again later.',
  PAYLOAD_TOO_LARGE: 'The request is too large.',
  SERVICE_UNAVAILABLE: 'The service is not available. Please try again later.',
  MUSIC_DATABASE_RATE_LIMITED: 'Too many requests to Discogs. Try again in a few seconds.',
  MUSIC_DATABASE_UNAVAILABLE: 'The music database could not be reached. Please try again.',
  ALREADY_OWNED: 'This album is already in your collection.',
  ALBUM_NOT_OWNED: 'You can only choose albums that are in My albums.',
  CANNOT_FOLLOW_SELF: 'You cannot follow yourself.',
  CANNOT_MESSAGE_SELF: 'You cannot send messages to yourself.',
  RECIPIENT_DELETED: 'This user has deleted their account: they can no longer receive messages.',
  MESSAGE_RATE_LIMITED: 'You are sending messages too fast. Wait a few seconds.',
  IMPORT_IN_PROGRESS:
    'You already have an import in progress. Wait for it to finish or cancel it before starting another.',
  INTERNAL: 'An unexpected error occurred. Please try again.',
  CANNOT_BLOCK_SELF: 'You cannot block yourself.',
  CANNOT_MUTE_SELF: 'You cannot mute yourself.',
  ACCOUNT_SUSPENDED: 'Your account is suspended.',
  CANNOT_MODERATE_ADMIN: 'An administrator cannot be suspended or deleted.',
  COLLECTION_HIDDEN:
    'Moderation has hidden this collection: you cannot make it public while it stays hidden.',
  REPORT_RESOLVED: 'This report is already resolved.',
  CANNOT_REPORT_SELF: 'You cannot report yourself.',
  REQUEST_TIMEOUT: 'The request took too long to arrive. Check your connection and try again.',
  HEADERS_TOO_LARGE: 'The request headers are too large. Clear this site’s cookies and try again.',
  TOO_MANY_TOKENS:
    'You already have the maximum number of active tokens: revoke one you do not use before creating another.',
  HANDLE_TAKEN: 'That username is already taken. Choose another one.',
  HANDLE_ALREADY_CHANGED: 'You have already changed your username once: it cannot be changed again.',
} satisfies Record<ErrorCode, string>;
