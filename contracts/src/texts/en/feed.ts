import { plural } from '../plural.ts';
import { locale } from './locale.ts';

export const feed = {
  label: 'News from the users you follow',
  empty: 'No news yet. Follow other users to see the albums and collections they add here.',
  album: 'Album',
  collection: 'Collection',
  addedBy: 'Added by',
  createdBy: 'Created by',
  signIn: 'Sign in to see news from the users you follow.',
  imported: (name: string, count: number) =>
    plural(locale, count, {
      one: `${name} imported 1 record`,
      other: (n) => `${name} imported ${n} records`,
    }),
  import: 'Import',
  albums: 'Albums',
  added: (name: string, count: number) =>
    plural(locale, count, { one: `${name} added 1 record`, other: (n) => `${name} added ${n} records` }),
  onWishlist: 'It’s on your wishlist!',
  onWishlistCount: (count: number) =>
    plural(locale, count, { one: 'One is on your wishlist!', other: (n) => `${n} are on your wishlist!` }),
  /** A post of an account on another server the user follows. */
  remote: 'On another server',
  remoteOpen: 'See the post on its server',
  remoteImage: (address: string) => `Image from ${address}’s post`,
  /** What travels to followers on other servers (a post's text, after the member's name). */
  postAdded: (album: string, artist: string) => `added “${album}” by ${artist}`,
  postPublished: (collection: string) => `published the collection “${collection}”`,
  postImported: (count: number) =>
    plural(locale, count, { one: 'imported 1 record', other: (n) => `imported ${n} records` }),
};
