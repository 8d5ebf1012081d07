import type { AlbumMatchesList, MatchesPage } from '@surcos/contracts/matches';
import type { Dialect } from '../../db/database.ts';
import type { TableWrites } from '../../db/table-writes.ts';
import { createKeptReads } from '../../lib/kept-reads.ts';
import { toPage } from '../../lib/paging.ts';
import { presentAlbumMatches, presentPersonMatches } from './matches.presenter.ts';
import type { MatchesRepository } from './matches.repository.ts';

interface MatchesDeps {
  matches: MatchesRepository;
  /** Moves with every committed write of what the matches show (db/database.ts). */
  matchWrites: TableWrites;
  /** How long an answer may be kept at most (`keptAnswersMaxAge`). */
  keptMaxAgeMs: number;
}

/** Answers kept, of each kind: the most recently asked, within this many bytes of JSON. */
const KEPT_MAX_ANSWERS = 10_000;
const KEPT_MAX_BYTES = 32 * 1024 * 1024;

/**
 * How long a kept answer may miss another process's writes. A SQLite file
 * has one server, which sees every write that changes an answer, the tools
 * beside it included (`data_version`). On PostgreSQL the other servers' writes
 * are heard through Redis where there are several (lib/shared-writes.ts), but
 * the tools beside them say nothing: an answer is kept a second at most, as
 * Explorar's first pages (decision 028).
 */
export function keptAnswersMaxAge(dialect: Dialect): number {
  return dialect === 'sqlite' ? Infinity : 1_000;
}

/**
 * Matches among the people a user follows: who of them owns what the user
 * wishes for, and who wishes for what the user owns, at the pressing and at
 * the album (master) level. Only the viewer's own follows count, so a
 * wishlist is seen only by its owner's followers.
 *
 * The two answers asked at every visit, a viewer's first page of
 * Coincidencias and the matches of a page of cards, are kept as the JSON
 * answered until something they show is written
 * (docs/decisions/068-kept-first-pages.md). Each is made with the route's
 * own serializer (validation included).
 */
export function createMatchesService({ matches, matchWrites, keptMaxAgeMs }: MatchesDeps) {
  const kept = () =>
    createKeptReads<string, string>(matchWrites, {
      maxAgeMs: keptMaxAgeMs,
      maxEntries: KEPT_MAX_ANSWERS,
      sizeOf: (json) => json.length,
      maxSize: KEPT_MAX_BYTES,
    });
  const firstPages = kept();
  const ofAlbumsAnswers = kept();

  const ofAlbums = async (viewerId: string, albumIds: readonly string[]): Promise<AlbumMatchesList> =>
    presentAlbumMatches(albumIds, await matches.ofAlbums(viewerId, albumIds));
  const list = async (viewerId: string, cursor: string | undefined): Promise<MatchesPage> => {
    const { people, cards, ...found } = await matches.page(viewerId, cursor);
    return toPage(people, (person) => presentPersonMatches(person, found, cards));
  };

  return {
    ofAlbums,
    list,

    /** For each album, in the order asked: the followed users who own a pressing of it, and those who wish for one. */
    ofAlbumsJson(
      viewerId: string,
      albumIds: readonly string[],
      serialize: (list: AlbumMatchesList) => string,
    ): Promise<string> {
      return ofAlbumsAnswers(`${viewerId} ${albumIds.join(',')}`, async () =>
        serialize(await ofAlbums(viewerId, albumIds)),
      );
    },

    /** The viewer's first page of Coincidencias. */
    firstPageJson(viewerId: string, serialize: (page: MatchesPage) => string): Promise<string> {
      return firstPages(viewerId, async () => serialize(await list(viewerId, undefined)));
    },
  };
}

export type MatchesService = ReturnType<typeof createMatchesService>;
