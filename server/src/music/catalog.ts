import { NO_NOTES, NOT_AVAILABLE, type Release, type SearchHit, UNKNOWN } from '@surcos/contracts/albums';
import { SEARCH_PAGE_SIZE } from '@surcos/contracts/limits';
import catalogReleases from './catalog-releases.json' with { type: 'json' };
import type { MusicDatabase } from './music-database.ts';
import { foldForSearch } from './normalize.ts';

interface CatalogRelease {
  id: string;
  title: string;
  artists: string[];
  year: number;
  genres: string[];
  styles: string[];
  labels: string[];
  country: string;
  released: string;
  formats: string[];
  tracklist: string[];
}

interface Entry {
  release: Release;
  searchText: string;
  folded: { name: string; artist: string };
}

/** What only Discogs knows of a release (market, ratings, credits, images, master), for one it did not describe. */
export const ONLY_FROM_DISCOGS = {
  lowestPrice: 0,
  rating: 0,
  ratingCount: 0,
  credits: NOT_AVAILABLE,
  discogsUrl: null,
  videos: [],
  image: null,
  allImages: [],
  masterId: null,
} as const satisfies Partial<Release>;

function toRelease(item: CatalogRelease): Release {
  return {
    id: item.id,
    name: item.title,
    artist: item.artists.join(', ') || UNKNOWN,
    year: item.year > 0 ? String(item.year) : UNKNOWN,
    genre: item.genres.join(', ') || UNKNOWN,
    label: item.labels.join(', ') || UNKNOWN,
    country: item.country || UNKNOWN,
    released: item.released || UNKNOWN,
    notes: NO_NOTES,
    formats: item.formats,
    tracklist: item.tracklist.map((title) => ({ position: '', title, duration: '' })),
    styles: item.styles,
    ...ONLY_FROM_DISCOGS,
  };
}

const toSearchResult = ({
  id,
  name,
  artist,
  year,
  genre,
  label,
  image,
  formats,
  country,
}: Release): SearchHit => ({
  id,
  name,
  artist,
  year,
  genre,
  label: label.split(', ')[0] ?? label,
  image,
  format: formats.join(', '),
  country: country === UNKNOWN ? '' : country,
  catalogNumber: '',
});

/**
 * The bundled offline catalog of real releases, used when no Discogs token is
 * set. Search matches every word of the query in the artist or the title,
 * ignoring case and accents; hits where the words start the title or the
 * artist come first.
 */
export function createCatalog(items: CatalogRelease[] = catalogReleases): MusicDatabase {
  const entries: Entry[] = items.map((item) => {
    const release = toRelease(item);
    const folded = { name: foldForSearch(release.name), artist: foldForSearch(release.artist) };
    return { release, folded, searchText: `${folded.artist} ${folded.name}` };
  });
  const byId = new Map(entries.map((entry) => [entry.release.id, entry.release]));

  return {
    source: 'catalog',

    search(query, page) {
      const folded = foldForSearch(query);
      const words = folded.split(' ').filter(Boolean);
      const rank = (entry: Entry): number =>
        entry.folded.name.startsWith(folded) || entry.folded.artist.startsWith(folded) ? 0 : 1;
      const hits = entries
        .filter((entry) => words.every((word) => entry.searchText.includes(word)))
        .sort((a, b) => rank(a) - rank(b));
      const start = (page - 1) * SEARCH_PAGE_SIZE;
      return Promise.resolve({
        results: hits.slice(start, start + SEARCH_PAGE_SIZE).map((entry) => toSearchResult(entry.release)),
        page,
        hasMore: start + SEARCH_PAGE_SIZE < hits.length,
      });
    },

    release(id) {
      return Promise.resolve(byId.get(id) ?? null);
    },
  };
}
