import type {
  AlbumMatchesList,
  Match,
  MatchedUser,
  MatchLevel,
  PersonMatches,
} from '@surcos/contracts/matches';
import type { CardColumns } from '../../db/album-card.ts';
import { presentCard } from '../albums/albums.presenter.ts';
import type { MatchPeopleRow, MatchRow } from './matches.repository.ts';

const LEVEL_ORDER: Record<MatchLevel, number> = { release: 0, master: 1 };
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'es');

/** Each person once per album, at their closest match (the same pressing beats another one), by name. */
function matchedUsers(rows: readonly MatchRow[]): MatchedUser[] {
  const best = new Map<string, MatchedUser>();
  for (const row of rows) {
    const known = best.get(row.user_id);
    if (!known || LEVEL_ORDER[row.level] < LEVEL_ORDER[known.level]) {
      best.set(row.user_id, {
        id: row.user_id,
        name: row.user_name,
        level: row.level,
        ...(row.remote === undefined ? {} : { remote: row.remote }),
      });
    }
  }
  return [...best.values()].sort(byName);
}

/** The matches of each asked album, in the order asked; an album nobody matches has empty lists. */
export function presentAlbumMatches(
  albumIds: readonly string[],
  found: { owners: readonly MatchRow[]; wishers: readonly MatchRow[] },
): AlbumMatchesList {
  const of = (rows: readonly MatchRow[], albumId: string) =>
    matchedUsers(rows.filter((row) => row.mine_id === albumId));
  return {
    albums: albumIds.map((albumId) => ({
      albumId,
      owners: of(found.owners, albumId),
      wishers: of(found.wishers, albumId),
    })),
  };
}

/**
 * One person of Coincidencias with both directions; a match whose album vanished meanwhile is left out
 * (a remote account's pressing unknown here is not an album that vanished).
 */
export function presentPersonMatches(
  person: MatchPeopleRow,
  found: { theyHave: readonly MatchRow[]; theyWant: readonly MatchRow[] },
  cards: ReadonlyMap<string, CardColumns>,
): PersonMatches {
  const present = (rows: readonly MatchRow[]): Match[] =>
    rows
      .filter((row) => row.user_id === person.user_id)
      .flatMap((row) => {
        const mine = cards.get(row.mine_id);
        const theirs = cards.get(row.theirs_id);
        // A remote account's pressing need not be stored here: the match stands on the master.
        if (!mine || (!theirs && row.remote === undefined)) return [];
        return [
          {
            album: presentCard({ ...mine, added_at: null }),
            theirs: theirs ? presentCard({ ...theirs, added_at: null }) : null,
            level: row.level,
          },
        ];
      })
      .sort((a, b) => byName(a.album, b.album) || LEVEL_ORDER[a.level] - LEVEL_ORDER[b.level]);
  return {
    user: {
      id: person.user_id,
      name: person.user_name,
      ...(person.remote === undefined ? {} : { remote: person.remote }),
    },
    theyHave: present(found.theyHave),
    theyWant: present(found.theyWant),
  };
}
