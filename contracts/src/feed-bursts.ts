import type { FeedAlbum, FeedItem } from './feed.ts';

/** Adds of one user this close to the next one (and nothing else between them) are one burst. */
export const FEED_BURST_MS = 60 * 60 * 1000;

/** The adds an item shows, newest first; null when it is not an add. */
function addsOf(item: FeedItem): FeedAlbum[] | null {
  if (item.type === 'album') return [{ ...item.album, wished: item.wished }];
  if (item.type === 'albums') return item.albums;
  return null;
}

/**
 * Merges each user's burst of adds in a feed (newest first) into one
 * 'albums' item: adds of one user with nothing else between them, each
 * within FEED_BURST_MS of the next. The server groups each page; the web
 * groups its pages together again, so a burst cut by a page's end joins.
 * Never reorders: what is merged was next to each other.
 */
export function groupFeedBursts(items: readonly FeedItem[]): FeedItem[] {
  const grouped: FeedItem[] = [];
  for (const item of items) {
    const adds = addsOf(item);
    const last = grouped.at(-1);
    const before = last ? addsOf(last) : null;
    const oldest = before?.at(-1);
    if (
      adds &&
      last &&
      before &&
      'user' in last &&
      'user' in item &&
      last.user.id === item.user.id &&
      Date.parse(oldest?.addedAt ?? last.at) - Date.parse(item.at) <= FEED_BURST_MS
    ) {
      grouped[grouped.length - 1] = {
        type: 'albums',
        at: last.at,
        user: last.user,
        albums: [...before, ...adds],
      };
    } else {
      grouped.push(item);
    }
  }
  return grouped;
}
