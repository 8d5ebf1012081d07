import type { FastifyInstance } from 'fastify';
import type { Counts } from '@surcos/contracts/counts';

/** The navigation counts of one user. Messages count zero until that feature arrives. */
export async function countsFor(app: FastifyInstance, userId: string): Promise<Counts> {
  const [{ albums, wishlist }, collections, { followers, following }, feedHasNew] = await Promise.all([
    app.albums.counts(userId),
    app.collections.count(userId),
    app.follows.counts(userId),
    app.feed.hasNew(userId),
  ]);
  return { albums, collections, followers, following, unreadMessages: 0, wishlist, feedHasNew };
}
