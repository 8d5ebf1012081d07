import type { Stats } from '@surcos/contracts/stats';
import { USER_NOT_FOUND } from '@surcos/contracts/users';
import { AppError } from '../../lib/app-error.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import { presentStats } from './stats.presenter.ts';
import type { StatsRepository, StatsUnit } from './stats.repository.ts';

interface StatsDeps {
  stats: StatsRepository;
  users: UsersRepository;
}

/**
 * A collection in figures: the owner's own (copies counted) and the public
 * version a profile shows, which counts only the albums the profile lists
 * (docs/decisions/015-statistics.md).
 */
export function createStatsService({ stats, users }: StatsDeps) {
  async function figures(scope: Stats['scope'], userId: string): Promise<Stats> {
    // What is on the shelf is the owner's to see; a visitor counts the albums the profile lists.
    const shelf: StatsUnit = scope === 'own' ? 'copies' : 'albums';
    const [totals, missing, genres, styles, formats, labels, countries, artists, decades, months] =
      await Promise.all([
        stats.totals(shelf, userId),
        stats.missing(userId),
        stats.genres(userId),
        stats.styles(userId),
        stats.formats(shelf, userId),
        stats.labels(userId),
        stats.countries(userId),
        stats.artists(userId),
        stats.decades(userId),
        stats.months(userId),
      ]);
    return presentStats(scope, {
      totals,
      missing,
      genres,
      styles,
      formats,
      labels,
      countries,
      artists,
      decades,
      months,
    });
  }

  return {
    own: (userId: string): Promise<Stats> => figures('own', userId),

    async ofUser(userId: string, viewerId: string | null): Promise<Stats> {
      if (!(await users.isVisibleTo(userId, viewerId))) throw new AppError('NOT_FOUND', USER_NOT_FOUND());
      return figures('public', userId);
    },
  };
}

export type StatsService = ReturnType<typeof createStatsService>;
