import { BULK_ALBUMS_MAX } from '../../limits.ts';
import { plural } from '../plural.ts';
import { locale } from './locale.ts';

const records = (count: number) => plural(locale, count, { one: '1 record', other: (n) => `${n} records` });
const copies = (count: number) => plural(locale, count, { one: '1 copy', other: (n) => `${n} copies` });

/** Choosing several records of My albums and acting on them at once, and undoing it. */
export const albumsBulk = {
  select: 'Select',
  cancelSelection: 'Cancel selection',
  selectAll: 'Select all (visible)',
  /** A card's or a row's checkbox. */
  selectAlbum: (name: string) => `Select ${name}`,
  selected: (count: number) => plural(locale, count, { other: (n) => `${n} selected` }),
  actionsLabel: 'Actions on the selected records',
  move: 'Move to folder',
  collect: 'Add to collection',
  grade: 'Set grade',
  remove: 'Remove',
  folderLabel: 'Folder',
  collectionLabel: 'Collection',
  gradeLabel: 'Media condition',
  noGrade: 'No grade',
  noCollections: 'You have no collections yet.',
  apply: 'Apply',
  cancel: 'Cancel',
  /** What a removal takes: '3 records, 5 copies'; '2 with notes' when some carry notes. */
  removalSummary: (albums: number, copyCount: number, withNotes: number) =>
    [records(albums), copies(copyCount), ...(withNotes > 0 ? [`${withNotes} with notes`] : [])].join(', '),
  confirmRemovalTitle: (albums: number) =>
    plural(locale, albums, {
      one: 'Remove this record from My albums?',
      other: (n) => `Remove ${n} records from My albums?`,
    }),
  confirmRemovalDescription: (summary: string) => `This will remove ${summary}.`,
  confirmRemove: 'Remove',
  moved: (albums: number, folder: string) => `${records(albums)} moved to ${folder}.`,
  collected: (albums: number, name: string) => `${records(albums)} added to ${name}.`,
  graded: (albums: number) => `Grade changed on ${records(albums)}.`,
  removed: (summary: string) => `Removed: ${summary}.`,
  failed: 'The action could not be completed. Please try again.',
  /**
   * Removing one album whose copies are more than one, or hold notes or a
   * grade: what goes, under SPEC's question ('Its 2 copies will be removed: 2
   * graded, 1 with notes.'). Null when it is one plain copy.
   */
  albumRemovalDetail: (copyCount: number, graded: number, withNotes: number): string | null => {
    const parts = [
      ...(graded > 0 ? [`${graded} graded`] : []),
      ...(withNotes > 0 ? [`${withNotes} with notes`] : []),
    ];
    if (copyCount <= 1 && parts.length === 0) return null;
    if (copyCount <= 1)
      return `Its copy will be removed, with its ${[graded > 0 ? 'grades' : '', withNotes > 0 ? 'notes' : ''].filter(Boolean).join(' and ')}.`;
    return `${plural(locale, copyCount, { one: 'Its copy', other: (n) => `Its ${n} copies` })} will be removed${parts.length > 0 ? `: ${parts.join(', ')}` : ''}.`;
  },
  /** The API's errors. */
  albumsRequired: 'Choose at least one record.',
  albumsTooMany: `You can choose up to ${BULK_ALBUMS_MAX} records at a time.`,
  actionInvalid: 'Invalid action: choose move, add to collection, set grade or remove.',
  collectionFull: (max: number) => `A collection cannot hold more than ${max} albums.`,
  undoExpired: 'This can no longer be undone: too many seconds have passed or the notice is not valid.',
};
