import type { CollectionSummary } from '@surcos/contracts/collections';
import { type FeedItem, remotePostImagePath } from '@surcos/contracts/feed';
import { remoteAvatarPath } from '@surcos/contracts/remote-follows';
import { groupFeedBursts } from '@surcos/contracts/feed-bursts';
import type { UserRef } from '@surcos/contracts/users';
import type { CardColumns } from '../../db/album-card.ts';
import { isoTime, presentCard } from '../albums/albums.presenter.ts';
import type { RemotePostView } from '../federation/remote-posts.repository.ts';
import type { FeedPageRow, FeedRow } from './feed.repository.ts';

/** What a page of feed rows refers to, loaded once for the page. */
export interface FeedLookups {
  users: ReadonlyMap<string, UserRef>;
  albums: ReadonlyMap<string, CardColumns>;
  collections: ReadonlyMap<string, CollectionSummary>;
  /** Records added by each import. */
  imports: ReadonlyMap<string, number>;
  /** The page's albums on the reader's wishlist. */
  wished: ReadonlySet<string>;
  /** The page's posts of accounts on other servers. */
  remote: ReadonlyMap<string, RemotePostView>;
}

/** A remote post's feed item: its text as kept (plain), its pictures through this server. */
export function presentRemotePost(post: RemotePostView, at: string): FeedItem {
  return {
    type: 'remote',
    at,
    id: post.id,
    account: {
      actorUrl: post.actorId,
      address: `@${post.handle}`,
      name: post.name ?? post.handle,
      avatarUrl: post.hasIcon ? remoteAvatarPath(post.actorId) : null,
    },
    text: post.content,
    contentWarning: post.contentWarning,
    url: post.url,
    imageUrl: post.hasImage ? remotePostImagePath(post.id) : null,
  };
}

/** The album card a feed row carries; null when the row is not an album's, or its album is gone. */
export function feedAlbumCard(row: FeedPageRow): CardColumns | null {
  const { album_id, album_name, album_artist, album_year, album_genre, album_label, album_image } = row;
  if (
    album_id === null ||
    album_name === null ||
    album_artist === null ||
    album_genre === null ||
    album_label === null
  )
    return null;
  return {
    id: album_id,
    name: album_name,
    artist: album_artist,
    year: album_year,
    genre: album_genre,
    label: album_label,
    image: album_image,
  };
}

/** One feed item; null when what it refers to is gone (deleted between the two reads). */
export function presentFeedItem(row: FeedRow, lookups: FeedLookups): FeedItem | null {
  if (row.type === 'remote') {
    const post = lookups.remote.get(row.item_id);
    return post ? presentRemotePost(post, isoTime(row.at)) : null;
  }
  const user = lookups.users.get(row.user_id);
  if (!user) return null;
  const at = isoTime(row.at);
  if (row.type === 'album') {
    const album = lookups.albums.get(row.item_id);
    return album
      ? {
          type: 'album',
          at,
          user,
          album: presentCard({ ...album, added_at: row.at }),
          wished: lookups.wished.has(album.id),
        }
      : null;
  }
  if (row.type === 'import') {
    const count = lookups.imports.get(row.item_id);
    return count === undefined ? null : { type: 'import', at, user, count };
  }
  const collection = lookups.collections.get(row.item_id);
  return collection ? { type: 'collection', at, user, collection } : null;
}

/** A page's items, each user's burst of adds as one card ('Ana añadió 7 discos'). */
export function presentFeedItems(rows: readonly FeedRow[], lookups: FeedLookups): FeedItem[] {
  return groupFeedBursts(
    rows.flatMap((row) => {
      const item = presentFeedItem(row, lookups);
      return item ? [item] : [];
    }),
  );
}
