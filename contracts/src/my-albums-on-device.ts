/**
 * My albums searched, filtered and sorted on the device, from everything the server sent of them
 * (GET /api/me/albums/all): what the web app answers offline. It gives what the server's own query
 * gives (server/src/modules/albums/albums.repository.ts, whose test compares the two on every
 * order): the same folded search text, one copy holding folder and condition together, a format
 * name as a whole item of a description, and each order's keys and tie-breaks.
 */
import type { MyAlbumCard, MyAlbumListQuery, MyAlbumSort } from './albums.ts';
import type { Copy } from './copies.ts';
import { MEDIA_CONDITIONS } from './copy-values.ts';
import { foldForSearch } from './fold-for-search.ts';

/** What the artist-ignoring-articles order skips: each four characters, folded, with its space. */
export const LEADING_ARTICLES = ['the ', 'los ', 'las '] as const;

/** One of My albums with what the filters read: every format description and the user's copies. */
export type DeviceAlbum = MyAlbumCard & { formats: readonly string[]; copies: readonly Copy[] };

/** The query's filters and order; the cursor has no meaning here (everything is one page). */
export type DeviceQuery = Pick<MyAlbumListQuery, 'q' | 'sort'> &
  Partial<Pick<MyAlbumListQuery, 'folder' | 'format' | 'condition'>>;

export const withoutLeadingArticle = (folded: string): string =>
  LEADING_ARTICLES.some((article) => folded.startsWith(article)) ? folded.slice(4) : folded;

/** A format name is a whole item of one of the descriptions ('2×Vinyl, LP, Album' has Vinyl and LP). */
export const hasFormat = (formats: readonly string[], name: string): boolean =>
  formats.some((description) =>
    description.split(', ').some((item) => item === name || item.replace(/^[^×]*×/, '') === name),
  );

/** Folder and condition hold of one same copy, as on the server. */
function matches(album: DeviceAlbum, query: DeviceQuery, foldedQ: string): boolean {
  if (foldedQ && !foldForSearch(`${album.artist} ${album.name}`).includes(foldedQ)) return false;
  if (query.format && !hasFormat(album.formats, query.format)) return false;
  const { folder, condition } = query;
  if (folder === undefined && condition === undefined) return true;
  return album.copies.some(
    (copy) =>
      (folder === undefined || copy.folder === folder) &&
      (condition === undefined || copy.mediaCondition === condition),
  );
}

/** The keys each album sorts by, as the server computes them (server/src/db/my-album-card.ts). */
interface SortKeys {
  id: string;
  addedAt: number;
  artist: string;
  name: string;
  genre: string;
  label: string;
  artistNoArticle: string;
  year: number | null;
  gradeRank: number;
  bestRating: number;
}

function keysOf(album: DeviceAlbum): SortKeys {
  const artist = foldForSearch(album.artist);
  const year = Number.parseInt(album.year, 10);
  const ranks = album.copies.flatMap((copy) =>
    copy.mediaCondition === null ? [] : [MEDIA_CONDITIONS.indexOf(copy.mediaCondition)],
  );
  return {
    id: album.id,
    addedAt: album.addedAt === null ? 0 : Date.parse(album.addedAt),
    artist,
    name: foldForSearch(album.name),
    genre: foldForSearch(album.genre),
    label: album.label.toLowerCase(),
    artistNoArticle: withoutLeadingArticle(artist),
    year: Number.isFinite(year) && year > 0 ? year : null,
    // Past every grade: albums with no graded copy go last.
    gradeRank: ranks.length === 0 ? MEDIA_CONDITIONS.length : Math.min(...ranks),
    bestRating: Math.max(0, ...album.copies.map((copy) => copy.rating)),
  };
}

type Key = (keys: SortKeys) => number | string;
type Column = readonly [Key, 'asc' | 'desc'];

/** Unknown years go last whichever way years run. */
const YEAR_UNKNOWN_LOW = 0;
const YEAR_UNKNOWN_HIGH = 9999;

const byId = (direction: 'asc' | 'desc'): Column => [(keys) => keys.id, direction];
const byArtist: Column = [(keys) => keys.artist, 'asc'];

/** Each order as a total order, ids breaking ties, column for column the server's. */
const ORDERS: Record<MyAlbumSort, readonly Column[]> = {
  dateAddedDesc: [[(keys) => keys.addedAt, 'desc'], byId('desc')],
  dateAddedAsc: [[(keys) => keys.addedAt, 'asc'], byId('asc')],
  artistAsc: [[(keys) => keys.artist, 'asc'], byId('asc')],
  artistDesc: [[(keys) => keys.artist, 'desc'], byId('desc')],
  nameAsc: [[(keys) => keys.name, 'asc'], byId('asc')],
  nameDesc: [[(keys) => keys.name, 'desc'], byId('desc')],
  yearDesc: [[(keys) => keys.year ?? YEAR_UNKNOWN_LOW, 'desc'], byId('desc')],
  yearAsc: [[(keys) => keys.year ?? YEAR_UNKNOWN_HIGH, 'asc'], byId('asc')],
  genreAsc: [[(keys) => keys.genre, 'asc'], byArtist, byId('asc')],
  artistNoArticleAsc: [[(keys) => keys.artistNoArticle, 'asc'], byId('asc')],
  labelAsc: [[(keys) => keys.label, 'asc'], byArtist, byId('asc')],
  gradeDesc: [[(keys) => keys.gradeRank, 'asc'], byArtist, byId('asc')],
  ratingDesc: [[(keys) => keys.bestRating, 'desc'], byArtist, byId('asc')],
};

/** Texts compare by code unit, as SQLite's binary collation compares them. */
const compare = (a: number | string, b: number | string): number => (a < b ? -1 : a > b ? 1 : 0);

/** My albums as the server would list them for this query, every page at once. */
export function listOnDevice(albums: readonly DeviceAlbum[], query: DeviceQuery): DeviceAlbum[] {
  const foldedQ = foldForSearch(query.q);
  const order = ORDERS[query.sort];
  return albums
    .filter((album) => matches(album, query, foldedQ))
    .map((album) => ({ album, keys: keysOf(album) }))
    .sort((a, b) => {
      for (const [key, direction] of order) {
        const result = compare(key(a.keys), key(b.keys));
        if (result !== 0) return direction === 'asc' ? result : -result;
      }
      return 0;
    })
    .map(({ album }) => album);
}
