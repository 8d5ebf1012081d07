import type { Release, SearchHit, SearchPage } from '@surcos/contracts/albums';

/**
 * Who a music-database request is for. People get a share of the budget
 * each (a visitor per IP address, a member per account) and go first;
 * background work (imports) waits for spare capacity and has no share.
 */
export type MusicCaller =
  { kind: 'member'; userId: string } | { kind: 'visitor'; ip: string } | { kind: 'background' };

/**
 * A release as the music database answers it: the album's fields and, where
 * the source lists them, its barcodes as printed ('5 050749 411358'); absent
 * when the source says nothing of barcodes (the bundled catalog).
 */
export type MusicRelease = Release & { barcodes?: readonly string[] };

/** What a barcode search found: its hits with every identifier each lists, and whether more pages follow. */
export interface BarcodeHits {
  hits: ReadonlyArray<{ hit: SearchHit; masterId: string | null; barcodes: readonly string[] }>;
  hasMore: boolean;
}

/** Where album data comes from: Discogs with a token, the bundled catalog without. */
export interface MusicDatabase {
  readonly source: 'discogs' | 'catalog';
  /** Charged to the caller's share of the budget. */
  search: (query: string, page: number, caller: MusicCaller) => Promise<SearchPage>;
  /** Null when the release does not exist; throws MusicDatabaseError when the service fails. */
  release: (id: string, caller: MusicCaller) => Promise<MusicRelease | null>;
  /**
   * Releases listing this barcode, loosely matched as the service matches
   * them; charged like a search. Absent where the source knows no barcodes.
   */
  searchBarcode?: (code: string, caller: MusicCaller) => Promise<BarcodeHits>;
  /**
   * The pressings of a master release ('Otras ediciones'), without their
   * artist (the master's); charged like a search. Absent where the source
   * knows no masters.
   */
  masterVersions?: (masterId: string, caller: MusicCaller) => Promise<MasterVersions>;
}

/** A master's pressings as the music database lists them, the first page of them. */
export interface MasterVersions {
  versions: readonly SearchHit[];
}

export class MusicDatabaseError extends Error {
  override name = 'MusicDatabaseError';
  /** Discogs' HTTP status when it answered with an error; null when it did not answer usably. */
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}

/** The music database refused for too many requests, and waiting longer would keep the user waiting. */
export class MusicDatabaseRateLimitedError extends MusicDatabaseError {
  override name = 'MusicDatabaseRateLimitedError';
}

/**
 * This person has used up their share of the music database for now; others
 * still have theirs. Deliberately not a MusicDatabaseError: the service is
 * fine, and the error handler answers it with its own message.
 */
export class MusicShareSpentError extends Error {
  override name = 'MusicShareSpentError';
  constructor(readonly retryAfterSeconds: number) {
    super(`music-database share spent; retry in ${retryAfterSeconds} s`);
  }
}
