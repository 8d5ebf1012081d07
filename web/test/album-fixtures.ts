import type { AlbumCard, AlbumDetail, AlbumSearchPage, Release } from '@surcos/contracts/albums';

type SearchHit = AlbumSearchPage['results'][number];

export const hit = (overrides: Partial<SearchHit> = {}): SearchHit => ({
  id: '1234',
  name: 'Kind of Blue',
  artist: 'Miles Davis',
  year: '1959',
  genre: 'Jazz',
  label: 'Columbia',
  image: null,
  format: '',
  country: '',
  catalogNumber: '',
  owned: false,
  wishlisted: false,
  ...overrides,
});

export const searchPage = (results: SearchHit[], page = 1, hasMore = false): AlbumSearchPage => ({
  results,
  page,
  hasMore,
});

export const card = (overrides: Partial<AlbumCard> = {}): AlbumCard => ({
  id: '1234',
  name: 'Kind of Blue',
  artist: 'Miles Davis',
  year: '1959',
  genre: 'Jazz',
  label: 'Columbia',
  image: null,
  addedAt: '2024-05-01T10:00:00.000Z',
  ...overrides,
});

export const release = (overrides: Partial<Release> = {}): Release => ({
  id: '1234',
  name: 'Kind of Blue',
  artist: 'Miles Davis',
  year: '1959',
  genre: 'Jazz',
  label: 'Columbia',
  country: 'US',
  released: '1959-08-17',
  notes: 'Sin notas',
  formats: ['Vinyl', 'LP', 'Album'],
  lowestPrice: 12.5,
  tracklist: ['So What', 'Freddie Freeloader', 'Blue in Green', 'All Blues', 'Flamenco Sketches'].map(
    (title) => ({ position: '', title, duration: '' }),
  ),
  styles: ['Modal', 'Cool Jazz'],
  rating: 4.63,
  ratingCount: 1520,
  credits: 'Bill Evans, John Coltrane',
  discogsUrl: 'https://www.discogs.com/release/1234',
  videos: [
    { title: 'So What', uri: 'https://www.youtube.com/watch?v=zqNTltOGh5c' },
    { title: 'Peligro', uri: 'javascript:alert(1)' },
  ],
  image: null,
  allImages: [],
  masterId: null,
  ...overrides,
});

export const detail = (overrides: Partial<AlbumDetail> = {}): AlbumDetail => ({
  album: release(),
  owners: [{ id: 'user-2', name: 'Rosa Discos', addedAt: '2024-05-01T10:00:00.000Z' }],
  wishlistedBy: [],
  viewer: { owns: false, wishlisted: false },
  handMade: null,
  ...overrides,
});
