import type { AlbumMatchesList, MatchesPage } from '@surcos/contracts/matches';
import { toPage } from '../../lib/paging.ts';
import { presentAlbumMatches, presentPersonMatches } from './matches.presenter.ts';
import type { MatchesRepository } from './matches.repository.ts';

interface MatchesDeps {
  matches: MatchesRepository;
}

/**
 * Matches among the people a user follows: who of them owns what the user
 * wishes for, and who wishes for what the user owns, at the pressing and at
 * the album (master) level. Only the viewer's own follows count, so a
 * wishlist is seen only by its owner's followers.
 */
export function createMatchesService({ matches }: MatchesDeps) {
  return {
    async ofAlbums(viewerId: string, albumIds: readonly string[]): Promise<AlbumMatchesList> {
      return presentAlbumMatches(albumIds, await matches.ofAlbums(viewerId, albumIds));
    },

    async list(viewerId: string, cursor: string | undefined): Promise<MatchesPage> {
      const { people, cards, ...found } = await matches.page(viewerId, cursor);
      return toPage(people, (person) => presentPersonMatches(person, found, cards));
    },
  };
}

export type MatchesService = ReturnType<typeof createMatchesService>;
