import { plural } from '../plural.ts';
import { locale } from './locale.ts';

export const copies = {
  section: 'My copies',
  empty: 'You have no copies of this album.',
  loadFailed: 'Your copies could not be loaded.',
  retry: 'Retry',
  /** Each copy's heading: "Copy 2". */
  copyTitle: (position: number) => `Copy ${position}`,
  /** Beside the cover: how many copies, each in a line, and a link down to 'My copies'. */
  summary: {
    label: 'Summary of your copies',
    count: (count: number) =>
      plural(locale, count, { one: 'You have 1 copy', other: (n) => `You have ${n} copies` }),
    media: 'Media',
    sleeve: 'Sleeve',
    details: 'View and edit your copies',
  },
  add: 'Add copy',
  /** 'Other pressings': a copy moved to the pressing it really is. */
  moveHere: 'Move my copy here',
  moveCopyHere: (position: number) => `Move copy ${position} here`,
  moved: (name: string) => `Copy moved to this pressing of “${name}”.`,
  notAnEdition: 'You can only move a copy to another pressing of the same record.',
  edit: 'Edit copy',
  remove: 'Remove copy',
  editTitle: 'Edit copy',
  addTitle: 'Add copy',
  save: 'Save',
  cancel: 'Cancel',
  fields: {
    folder: 'Folder',
    newFolder: 'Name of the new folder',
    mediaCondition: 'Media condition',
    sleeveCondition: 'Sleeve condition',
    rating: 'Rating',
    notes: 'Notes',
    addedAt: 'Date added',
    customFields: 'Custom fields',
    customFieldName: 'Field name',
    customFieldValue: 'Field value',
  },
  newFolderOption: 'New folder…',
  /**
   * Discogs' grades and default folder as a reader of this catalogue reads them: in English, as
   * Discogs writes them. They are stored, sent by the API and exported exactly so (PRODUCT.md, difference 14).
   */
  discogsGrades: {
    'Mint (M)': 'Mint (M)',
    'Near Mint (NM or M-)': 'Near Mint (NM or M-)',
    'Very Good Plus (VG+)': 'Very Good Plus (VG+)',
    'Very Good (VG)': 'Very Good (VG)',
    'Good Plus (G+)': 'Good Plus (G+)',
    'Good (G)': 'Good (G)',
    'Fair (F)': 'Fair (F)',
    'Poor (P)': 'Poor (P)',
    Generic: 'Generic',
    'Not Graded': 'Not Graded',
    'No Cover': 'No Cover',
  },
  discogsFolders: {
    Uncategorized: 'Uncategorized',
  },
  noCondition: 'Not stated',
  ratingNone: 'Not rated',
  ratingValue: (stars: number) => plural(locale, stars, { one: '1 star', other: (n) => `${n} stars` }),
  addCustomField: 'Add field',
  removeCustomField: (name: string) => (name ? `Remove the field ${name}` : 'Remove this field'),
  newFolderRequired: 'Write the name of the new folder.',
  confirmRemoval: 'Are you sure you want to remove this copy?',
  confirmRemove: 'Remove',
  cancelRemove: 'Cancel',
  added: 'Copy added.',
  updated: 'Copy updated.',
  removed: 'Copy removed.',
  removedLast: 'Album removed from My albums.',
  saveFailed: 'The copy could not be saved. Please try again.',
  removeFailed: 'The copy could not be removed. Please try again.',
  formatInvalid: 'That format is not one you can filter by.',
  conditionInvalid: 'The grade is not on the Discogs scale.',
};
