import type { AlbumSort, MyAlbumSort } from '../../album-sorts.ts';
import { plural } from '../plural.ts';
import { locale } from './locale.ts';

export const myAlbums = {
  searchLabel: 'Search My albums',
  add: 'Add album',
  gridLabel: 'My albums',
  empty: 'You have not added any albums yet.',
  /** Under a card when the user has more than one copy of it. */
  copyCount: (count: number) => plural(locale, count, { one: '1 copy', other: (n) => `${n} copies` }),
  filtersLabel: 'Filter My albums',
  folderFilter: 'Folder',
  formatFilter: 'Format',
  conditionFilter: 'Media condition',
  anyFolder: 'All folders',
  anyFormat: 'All formats',
  anyCondition: 'Any condition',
  /** The button that opens and closes the panel of filters. */
  filterButton: 'Filter',
  activeFiltersLabel: 'Active filters',
  /** A chip's button: what it removes. */
  removeFilter: (filter: string) => `Remove filter: ${filter}`,
  chip: (name: string, value: string) => `${name}: ${value}`,
  clearFilters: 'Clear filters',
  viewLabel: 'View',
  gridView: 'Grid',
  tableView: 'Table',
  /** The table view's column headers. */
  columns: {
    artist: 'Artist',
    title: 'Title',
    label: 'Label',
    catalogNumber: 'Cat#',
    format: 'Format',
    grade: 'Condition',
    addedAt: 'Added',
  },
  /** An empty cell of the table, read out as such. */
  emptyCell: 'No data',
  /** My albums' own orders, offered after Explore's (lists.sorts). */
  sorts: {
    dateAddedAsc: 'Oldest first',
    artistNoArticleAsc: 'Artist (A-Z, ignoring “The”)',
    labelAsc: 'Label (A-Z)',
    gradeDesc: 'Condition (best first)',
    ratingDesc: 'My rating (best first)',
  } satisfies Record<Exclude<MyAlbumSort, AlbumSort>, string>,
};
