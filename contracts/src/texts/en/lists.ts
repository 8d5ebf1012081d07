import type { AlbumSort } from '../../album-sorts.ts';
import { plural } from '../plural.ts';
import { locale } from './locale.ts';

export const lists = {
  onThisPage: 'On this page',
  albumCount: (count: number) => plural(locale, count, { one: '1 album', other: (n) => `${n} albums` }),
  loading: 'Loading…',
  loadMore: 'Load more',
  retry: 'Retry',
  sortLabel: 'Sort by',
  /** ALBUM_SORTS in the order the select offers them; the default first (PRODUCT.md 11). */
  sorts: {
    dateAddedDesc: 'Newest first',
    artistAsc: 'Artist (A-Z)',
    artistDesc: 'Artist (Z-A)',
    nameAsc: 'Album (A-Z)',
    nameDesc: 'Album (Z-A)',
    yearDesc: 'Year (newest)',
    yearAsc: 'Year (oldest)',
    genreAsc: 'Genre',
  } satisfies Record<AlbumSort, string>,
  noAlbumsFound: 'No albums found.',
};
