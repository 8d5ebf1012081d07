import type { FastifyInstance } from 'fastify';
import type { Counts } from '@surcos/contracts/counts';

/**
 * The navigation counts of one user. Features that do not exist yet
 * (follows, messages, feed) count zero until they arrive.
 */
export async function countsFor(app: FastifyInstance, userId: string): Promise<Counts> {
  const [{ albums, wishlist }, collections] = await Promise.all([
    app.albums.counts(userId),
    app.collections.count(userId),
  ]);
  return {
    albums,
    collections,
    followers: 0,
    following: 0,
    unreadMessages: 0,
    wishlist,
    feedHasNew: false,
  };
}
