import type { Insertable } from 'kysely';
import type { AlbumTable } from '../../src/db/schema.ts';
import { foldForSearch } from '../../src/music/normalize.ts';

/** What a test says of an album it stores directly; the rest is a release without details. */
export interface AlbumFixture {
  id: string;
  artist: string;
  name: string;
  year: number | null;
  genre?: string;
  /** When its latest owner added it; null (the default) for an album nobody owns. */
  lastAddedAt?: number | null;
}

/** The album's row as Surcos stores it, folded texts included, owned by one user when it has an add time. */
export function albumRow({ id, artist, name, year, genre = 'Rock', lastAddedAt = null }: AlbumFixture) {
  return {
    id,
    name,
    artist,
    year,
    genre,
    label: 'Sello',
    country: 'Spain',
    released: '',
    notes: '',
    formats: '[]',
    lowest_price: 0,
    tracklist: '[]',
    styles: '[]',
    rating: 0,
    rating_count: 0,
    credits: '',
    discogs_url: null,
    videos: '[]',
    image: null,
    all_images: '[]',
    search_text: foldForSearch(`${artist} ${name}`),
    artist_sort: foldForSearch(artist),
    name_sort: foldForSearch(name),
    genre_sort: foldForSearch(genre),
    fetched_at: 1,
    master_id: null,
    owner_count: lastAddedAt === null ? 0 : 1,
    last_added_at: lastAddedAt,
  } satisfies Insertable<AlbumTable>;
}
