import { sql } from 'kysely';
import { MEDIA_CONDITIONS } from '@surcos/contracts/copies';
import { LEADING_ARTICLES } from '@surcos/contracts/my-albums-on-device';
import type { MyAlbumSort } from '@surcos/contracts/albums';
import { albumOrder, type SortedCardRow } from './album-card.ts';
import { int32Column, intColumn, type ListOrder, textColumn } from './paging.ts';

/**
 * My albums' extra sort keys, each an expression over `album` and the
 * user's `album_owner` row. Selected with the cards, so a page's last row
 * gives the cursor exactly as the database computed it (SQLite's lower()
 * folds only ASCII, PostgreSQL's all of Unicode: the cursor never guesses).
 */
const copiesOfOwner = sql`from album_copy where album_copy.album_id = album_owner.album_id and album_copy.user_id = album_owner.user_id`;

/** Past every grade: albums with no graded copy go last. */
export const GRADE_UNKNOWN = MEDIA_CONDITIONS.length;

/** The best media condition among the user's copies, as its place on Discogs' scale (0 is Mint). */
const gradeRank = sql<number>`coalesce((select min(case album_copy.media_condition ${sql.join(
  MEDIA_CONDITIONS.map((condition, rank) => sql`when ${sql.lit(condition)} then ${sql.lit(rank)}`),
  sql` `,
)} end) ${copiesOfOwner}), ${sql.lit(GRADE_UNKNOWN)})`;

/** The user's best rating of a copy, 0 when none is rated. */
const bestRating = sql<number>`coalesce((select max(album_copy.rating) ${copiesOfOwner}), 0)`;

/** The label, case folded. */
const labelSort = sql<string>`lower(album.label)`;

/** The folded artist without a leading 'The', 'Los' or 'Las' ('the beatles' sorts as 'beatles'). */
const artistNoArticle = sql<string>`(case when substr(album.artist_sort, 1, 4) in (${sql.join(
  LEADING_ARTICLES.map((article) => sql.lit(article)),
)}) then substr(album.artist_sort, 5) else album.artist_sort end)`;

/** The sort keys My albums selects beside its cards. */
export const MY_SORT_SELECTIONS = [
  gradeRank.as('grade_rank'),
  bestRating.as('best_rating'),
  labelSort.as('label_sort'),
  artistNoArticle.as('artist_no_article'),
] as const;

export type MySortedCardRow = SortedCardRow & {
  grade_rank: number;
  best_rating: number;
  label_sort: string;
  artist_no_article: string;
};

const byArtist = textColumn('album.artist_sort', 'asc', (row: MySortedCardRow) => row.artist_sort);
const byId = textColumn('album.id', 'asc', (row: MySortedCardRow) => row.id);

/** Each of My albums' orders as a total order: ids break ties, the artist first where many tie. */
export function myAlbumOrder(sort: MyAlbumSort): ListOrder<MySortedCardRow> {
  switch (sort) {
    case 'dateAddedAsc':
      return [intColumn('album_owner.added_at', 'asc', (row: MySortedCardRow) => row.added_at ?? 0), byId];
    case 'artistNoArticleAsc':
      return [textColumn(artistNoArticle, 'asc', (row: MySortedCardRow) => row.artist_no_article), byId];
    case 'labelAsc':
      return [textColumn(labelSort, 'asc', (row: MySortedCardRow) => row.label_sort), byArtist, byId];
    case 'gradeDesc':
      return [
        int32Column(gradeRank, 'asc', (row: MySortedCardRow) => Number(row.grade_rank)),
        byArtist,
        byId,
      ];
    case 'ratingDesc':
      return [
        int32Column(bestRating, 'desc', (row: MySortedCardRow) => Number(row.best_rating)),
        byArtist,
        byId,
      ];
    case 'dateAddedDesc':
    case 'artistAsc':
    case 'artistDesc':
    case 'nameAsc':
    case 'nameDesc':
    case 'yearDesc':
    case 'yearAsc':
    case 'genreAsc':
      return albumOrder(sort, 'album_owner.added_at');
  }
}
