import type { Release, SearchPage } from '@surcos/contracts/albums';

/** Where album data comes from: Discogs with a token, the bundled catalog without. */
export interface MusicDatabase {
  readonly source: 'discogs' | 'catalog';
  search: (query: string, page: number) => Promise<SearchPage>;
  /** Null when the release does not exist; throws MusicDatabaseError when the service fails. */
  release: (id: string) => Promise<Release | null>;
}

export class MusicDatabaseError extends Error {
  override name = 'MusicDatabaseError';
}

/** The music database refused for too many requests, and waiting longer would keep the user waiting. */
export class MusicDatabaseRateLimitedError extends MusicDatabaseError {
  override name = 'MusicDatabaseRateLimitedError';
}
