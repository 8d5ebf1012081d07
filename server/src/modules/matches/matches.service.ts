import type { AlbumMatchesList, MatchesPage } from '@surcos/contracts/matches';
import type { Dialect } from '../../db/database.ts';
import { createKeptReads } from '../../lib/kept-reads.ts';
import type { TableWrites } from '../../db/table-writes.ts';
import { toPage } from '../../lib/paging.ts';
import { presentAlbumMatches, presentPersonMatches } from './matches.presenter.ts';
import type { MatchesRepository } from './matches.repository.ts';

interface MatchesDeps {
  matches: MatchesRepository;
  /** Moves with every committed write of what Coincidencias' first page shows (db/database.ts). */
  matchWrites: TableWrites;
  dialect: Dialect;
}

/** The first pages kept: the viewers who looked most recently, within this many bytes of JSON. */
const FIRST_PAGES_MAX_VIEWERS = 10_000;
const FIRST_PAGES_MAX_BYTES = 32 * 1024 * 1024;

/**
 * How long a kept first page may miss another server's writes. A SQLite file
 * has one server, which sees every write that changes the page; a PostgreSQL
 * database may have several, and each one's change shows on the others
 * within a second, as on Explorar's first pages (decision 028).
 */
const FIRST_PAGE_MAX_AGE_MS: Record<Dialect, number> = { sqlite: Infinity, postgres: 1_000 };

/**
 * Matches among the people a user follows: who of them owns what the user
 * wishes for, and who wishes for what the user owns, at the pressing and at
 * the album (master) level. Only the viewer's own follows count, so a
 * wishlist is seen only by its owner's followers.
 */
export function createMatchesService({ matches, matchWrites, dialect }: MatchesDeps) {
  const list = async (viewerId: string, cursor: string | undefined): Promise<MatchesPage> => {
    const { people, cards, ...found } = await matches.page(viewerId, cursor);
    return toPage(people, (person) => presentPersonMatches(person, found, cards));
  };
  const firstPages = createKeptReads<string, string>(matchWrites, {
    maxAgeMs: FIRST_PAGE_MAX_AGE_MS[dialect],
    maxEntries: FIRST_PAGES_MAX_VIEWERS,
    sizeOf: (json) => json.length,
    maxSize: FIRST_PAGES_MAX_BYTES,
  });

  return {
    async ofAlbums(viewerId: string, albumIds: readonly string[]): Promise<AlbumMatchesList> {
      return presentAlbumMatches(albumIds, await matches.ofAlbums(viewerId, albumIds));
    },

    list,

    /**
     * The viewer's first page of Coincidencias, as the JSON answered: asked
     * for at each visit, and the same until something it shows is written
     * (docs/decisions/068-kept-first-pages.md), so it is kept until then.
     * `serialize` is the route's own (validation included).
     */
    firstPageJson(viewerId: string, serialize: (page: MatchesPage) => string): Promise<string> {
      return firstPages(viewerId, async () => serialize(await list(viewerId, undefined)));
    },
  };
}

export type MatchesService = ReturnType<typeof createMatchesService>;
