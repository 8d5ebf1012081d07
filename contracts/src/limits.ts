/** Input limits shared by the API and the forms, so both reject the same values. */
export const NAME_MAX_LENGTH = 80;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** A handle (`@handle@host`): lowercase letters, digits and `_`. */
export const HANDLE_MIN_LENGTH = 3;
export const HANDLE_MAX_LENGTH = 30;

/** Failed sign-ins allowed per account and per IP address inside one window. */
export const LOGIN_MAX_FAILURES_PER_ACCOUNT = 5;
export const LOGIN_MAX_FAILURES_PER_IP = 20;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

/** Password-reset mails asked for per address and per IP address inside one window; a link lives as long. */
export const PASSWORD_RESETS_PER_ACCOUNT = 3;
export const PASSWORD_RESETS_PER_IP = 10;
export const PASSWORD_RESET_WINDOW_MS = 60 * 60 * 1000;
export const PASSWORD_RESET_LINK_TTL_SECONDS = 60 * 60;

/** Album search (SPEC.md §9): at least 3 characters, 10 results a page. */
export const SEARCH_QUERY_MIN_LENGTH = 3;
export const SEARCH_QUERY_MAX_LENGTH = 100;
export const SEARCH_PAGE_SIZE = 10;
/** How deep a music-database search pages: further results are not worth a request each. */
export const SEARCH_MAX_PAGE = 100;

/** Albums, wishlist entries and users per page of a list loaded as the user scrolls. */
export const LIST_PAGE_SIZE = 24;
export const LIST_MAX_PAGE = 10_000;

/** Albums whose matches one request asks for: a page of a list, and some room. */
export const MATCHES_MAX_ALBUMS = 50;

/** Collections. */
export const COLLECTION_NAME_MAX_LENGTH = 80;
export const COLLECTION_DESCRIPTION_MAX_LENGTH = 1000;
export const COLLECTION_MAX_ALBUMS = 200;
/** SPEC.md §9: a collection preview shows its first 4 albums. */
export const COLLECTION_PREVIEW_SIZE = 4;

/** Messages. */
export const MESSAGE_MAX_LENGTH = 2000;
/** Messages of one conversation per page of its history. */
export const MESSAGE_PAGE_SIZE = 50;
/** A user may send this many messages inside one window, across all conversations. */
export const MESSAGE_SEND_MAX_PER_WINDOW = 20;
export const MESSAGE_SEND_WINDOW_MS = 10_000;
/** A typing signal counts for this long unless renewed; clients renew it at most every TYPING_RENEW_MS. */
export const TYPING_TTL_MS = 5_000;
export const TYPING_RENEW_MS = 2_000;

/**
 * Fair shares of the music database's budget (Discogs: 60 requests a minute
 * for the whole instance). Within a sliding window, each person may cause at
 * most this many requests to it: a visitor counted per IP address, a member
 * per account. Searches already cached and albums already stored cost nothing.
 */
export const MUSIC_SHARE_WINDOW_MS = 60_000;
export const MUSIC_VISITOR_REQUESTS_PER_WINDOW = 5;
export const MUSIC_MEMBER_REQUESTS_PER_WINDOW = 20;
/** Requests per minute that background work (imports) leaves to people using the app. */
export const MUSIC_INTERACTIVE_RESERVE_PER_MINUTE = 20;
/** Imports: the largest Discogs export file accepted, in bytes and in rows. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 50_000;

/** 'Añadir a mano': each text of a hand-made album, and the earliest year a record may carry. */
export const HAND_MADE_TEXT_MAX_LENGTH = 200;
export const HAND_MADE_YEAR_MIN = 1880;

/** Copies: a folder's name, the notes and the owner's own fields of one copy. */
export const COPY_FOLDER_MAX_LENGTH = 80;
export const COPY_NOTES_MAX_LENGTH = 2000;
export const COPY_CUSTOM_FIELDS_MAX = 20;
export const COPY_CUSTOM_FIELD_NAME_MAX_LENGTH = 60;
export const COPY_CUSTOM_FIELD_VALUE_MAX_LENGTH = 500;

/** Moderation: the optional text of a report, and the reason an admin gives for a suspension. */
export const REPORT_TEXT_MAX_LENGTH = 1000;

/** Reports one member may file inside one window, repeats and refused ones included. */
export const REPORTS_PER_WINDOW = 10;
export const REPORT_WINDOW_MS = 10 * 60 * 1000;
export const SUSPENSION_REASON_MAX_LENGTH = 500;
/** Days of messages the admins' figures chart, today included. */
export const ADMIN_FIGURES_DAYS = 30;
/** Bulk actions of My albums: the albums one request may take, and how long its undo stays valid. */
export const BULK_ALBUMS_MAX = 100;
export const UNDO_WINDOW_MS = 10_000;
/** The server honours an undo a little longer than the toast offers it (a slow network). */
export const UNDO_GRACE_MS = 50_000;

/**
 * Barcode look-ups: the releases one verdict lists at most (a code some
 * album's every pressing shares would fill a screen), and the music
 * database's results one look-up reads to find them.
 */
export const BARCODE_MAX_RELEASES = 20;
export const BARCODE_SEARCH_PAGE_SIZE = 100;

/** A personal access token's name (what it is for: 'Hoja de cálculo', 'Bot de la tienda'). */
export const TOKEN_NAME_MAX_LENGTH = 60;
