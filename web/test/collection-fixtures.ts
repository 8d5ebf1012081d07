import type { CollectionDetail, CollectionSummary } from '@surcos/contracts/collections';
import { card } from './album-fixtures.ts';
import { testUser } from './mock-api.ts';

export const COLLECTION_ID = '0b7e6f3a-1c2d-4e5f-8a9b-0c1d2e3f4a5b';

export const albums = [
  card({ id: '1234', name: 'Kind of Blue', artist: 'Miles Davis' }),
  card({ id: '77', name: 'Blue Train', artist: 'John Coltrane' }),
  card({ id: '61', name: 'Bitches Brew', artist: 'Miles Davis' }),
  card({ id: '90', name: 'Mingus Ah Um', artist: 'Charles Mingus' }),
  card({ id: '91', name: 'Time Out', artist: 'Dave Brubeck' }),
];

export const summary = (overrides: Partial<CollectionSummary> = {}): CollectionSummary => ({
  id: COLLECTION_ID,
  name: 'Jazz modal',
  description: 'Para las noches largas.',
  privacy: 'public',
  owner: { id: testUser.id, name: testUser.name },
  albumCount: 5,
  preview: albums.slice(0, 4),
  createdAt: '2024-05-01T10:00:00.000Z',
  updatedAt: '2024-05-01T10:00:00.000Z',
  ...overrides,
});

export const collectionDetail = (overrides: Partial<CollectionDetail> = {}): CollectionDetail => ({
  ...summary(),
  albums,
  isOwner: true,
  ...overrides,
});
