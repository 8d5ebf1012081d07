import type { Stats } from '@surcos/contracts/stats';
import type { CollectionSummary } from '@surcos/contracts/collections';
import type { FeedItem } from '@surcos/contracts/feed';
import type { FollowEntry, RemoteAccount } from '@surcos/contracts/remote-follows';
import type { UserProfile, UserSummary } from '@surcos/contracts/users';
import { card } from './album-fixtures.ts';

export const rosa = { id: 'user-2', name: 'Rosa Discos' };

export const profile = (overrides: Partial<UserProfile> = {}): UserProfile => ({
  ...rosa,
  handle: 'rosa_discos',
  address: '@rosa_discos@surcos.example',
  albumCount: 1,
  publicCollectionCount: 1,
  followerCount: 0,
  followingCount: 2,
  viewer: { isSelf: false, follows: false, mutes: false },
  ...overrides,
});

export const collection = (overrides: Partial<CollectionSummary> = {}): CollectionSummary => ({
  id: 'c1',
  name: 'Jazz de domingo',
  description: 'Para escuchar sin prisa',
  privacy: 'public',
  owner: rosa,
  albumCount: 5,
  preview: [
    card({ id: '1', name: 'Kind of Blue' }),
    card({ id: '2', name: 'Giant Steps', artist: 'John Coltrane' }),
  ],
  createdAt: '2024-05-01T10:00:00.000Z',
  updatedAt: '2024-05-01T10:00:00.000Z',
  ...overrides,
});

export const summary = (overrides: Partial<UserSummary> = {}): UserSummary => ({
  ...rosa,
  albumCount: 3,
  ...overrides,
});

/** An entry of Seguidores / Siguiendo: a member here (`remote` null) unless overridden. */
export const followEntry = (overrides: Partial<FollowEntry> = {}): FollowEntry => ({
  ...summary(),
  remote: null,
  ...overrides,
});

export const minutesAgo = (minutes: number): string => new Date(Date.now() - minutes * 60_000).toISOString();

export const albumItem = (overrides: Partial<Extract<FeedItem, { type: 'album' }>> = {}): FeedItem => ({
  type: 'album',
  at: minutesAgo(5),
  user: rosa,
  album: card({ id: '61', name: 'Bitches Brew' }),
  wished: false,
  ...overrides,
});

export const collectionItem = (
  overrides: Partial<Extract<FeedItem, { type: 'collection' }>> = {},
): FeedItem => ({
  type: 'collection',
  at: '2024-05-01T10:00:00.000Z',
  user: rosa,
  collection: collection(),
  ...overrides,
});

/** A one-album collection's public statistics. */
export const publicStats: Stats = {
  scope: 'public',
  albums: 1,
  copies: null,
  value: { total: 12, currency: 'USD', pricedAlbums: 1, pricedCopies: null },
  missing: { genre: 0, style: 1, year: 0, country: 1, label: 0 },
  genres: [{ name: 'Jazz', count: 1 }],
  styles: [],
  formats: [{ name: 'Vinyl', count: 1 }],
  labels: [{ name: 'Columbia', count: 1 }],
  countries: [],
  artists: [{ name: 'Miles Davis', count: 1 }],
  decades: [{ decade: 1970, count: 1 }],
  months: [{ month: '2024-05', count: 1 }],
};

/** Bob, a member of another server (discos.example), as a lookup of his address answers him. */
export const REMOTE_ADDRESS = '@bob@discos.example';
export const remoteAccount = (overrides: Partial<RemoteAccount> = {}): RemoteAccount => ({
  actorUrl: 'https://discos.example/users/bob',
  address: REMOTE_ADDRESS,
  name: 'Bob Discos',
  avatarUrl: '/remote-avatars?actor=https%3A%2F%2Fdiscos.example%2Fusers%2Fbob',
  summary: 'Coleccionista de jazz',
  follow: 'none',
  blocked: false,
  ...overrides,
});
