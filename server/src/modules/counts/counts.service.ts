import type { FastifyInstance } from 'fastify';
import type { Counts } from '@surcos/contracts/counts';

/** The navigation counts of one user. */
export async function countsFor(app: FastifyInstance, userId: string): Promise<Counts> {
  const [{ albums, wishlist }, collections, { followers, following }, feedHasNew, unreadMessages] =
    await Promise.all([
      app.albums.counts(userId),
      app.collections.count(userId),
      app.follows.counts(userId),
      app.feed.hasNew(userId),
      app.messages.unreadCount(userId),
    ]);
  return { albums, collections, followers, following, unreadMessages, wishlist, feedHasNew };
}
