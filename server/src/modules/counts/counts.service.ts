import type { Counts } from '@surcos/contracts/counts';
import type { FeedRepository } from '../feed/feed.repository.ts';
import { presentCounts } from './counts.presenter.ts';
import type { CountsRepository } from './counts.repository.ts';

interface CountsDeps {
  counts: CountsRepository;
  feed: FeedRepository;
}

/** The navigation counts of one user. */
export function createCountsService({ counts, feed }: CountsDeps) {
  return {
    async of(userId: string): Promise<Counts> {
      const [row, feedHasNew] = await Promise.all([counts.of(userId), feed.hasNewItems(userId)]);
      return presentCounts(row, feedHasNew);
    },
  };
}

export type CountsService = ReturnType<typeof createCountsService>;
