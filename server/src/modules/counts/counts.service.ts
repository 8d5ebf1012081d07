import type { FastifyInstance } from 'fastify';
import type { Counts } from '@surcos/contracts/counts';

/**
 * The navigation counts of one user. Each feature adds its own count here
 * as it arrives; until then a count is zero because the user has nothing.
 */
export function countsFor(_app: FastifyInstance, _userId: string): Promise<Counts> {
  return Promise.resolve({
    albums: 0,
    collections: 0,
    followers: 0,
    following: 0,
    unreadMessages: 0,
    wishlist: 0,
    feedHasNew: false,
  });
}
