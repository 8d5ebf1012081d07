import { BARCODE_MAX_DIGITS } from '../../barcodes.ts';
import { plural } from '../plural.ts';
import { locale } from './locale.ts';

/** A code as a message quotes it: at most a barcode's length and a little more. */
const quoted = (code: string) => (code.length > 20 ? `${code.slice(0, 20)}…` : code);

/** Scanning a record's barcode: what the look-up answers and refuses. */
export const scan = {
  /** The typed field. */
  codeLabel: 'Barcode',
  codeEmpty: 'Type a barcode.',
  codeNotDigits: (code: string) =>
    `“${quoted(code)}” is not a barcode: it can only hold digits, spaces and hyphens.`,
  codeTooLong: (code: string) =>
    `The code ${quoted(code)} is too long: a barcode has at most ${BARCODE_MAX_DIGITS} digits.`,
  codeLength: (code: string) => `The code ${quoted(code)} is not a barcode: it must have 8, 12 or 13 digits.`,
  codeCheckDigit: (code: string) =>
    `The code ${quoted(code)} is not valid: its last digit (the check digit) does not add up. Check the digits.`,
  notFound: (code: string) => `We found no record with the code ${code}`,
  /** When the music database was not asked (no token, or it could not answer). */
  onlySurcos: 'We only searched the records already on Surcos.',
  /** A code many pressings share: the verdict shows the first ones. */
  more: (shown: number) => `More pressings carry this code; showing the first ${shown}.`,

  // The scan page.
  title: 'Scan',
  /** On 'Add album', beside the text search. */
  scanInstead: 'Scan a barcode',
  intro: 'Point the camera at the record’s barcode, type it in or use a barcode reader.',
  cameraLabel: 'Camera',
  startCamera: 'Use the camera',
  stopCamera: 'Stop the camera',
  cameraStarting: 'Opening the camera…',
  cameraScanning: 'Point at the barcode: it reads by itself.',
  torchOn: 'Turn on the flashlight',
  torchOff: 'Turn off the flashlight',
  cameraDenied:
    'We do not have permission to use the camera. Allow it in the browser settings, or type the code.',
  cameraMissing: 'We found no camera on this device. Type the code or use a reader.',
  cameraInsecure:
    'The camera only works on a secure page (HTTPS or localhost). Type the code or use a reader.',
  cameraFailed: 'The camera could not be opened. Type the code or use a reader.',
  codeHint: 'EAN or UPC: 8, 12 or 13 digits. A USB or Bluetooth reader works too.',
  lookUp: 'Look up',
  looking: (code: string) => `Looking up the code ${code}…`,
  lookupFailed: 'The code could not be looked up.',
  retry: 'Retry',
  /** The verdict's heading, for screen readers and the store list. */
  verdictFor: (code: string) => `Code ${code}`,
  searchByText: 'Search by text',
  pressings: (count: number) =>
    plural(locale, count, {
      one: '1 pressing carries this code.',
      other: (n) => `${n} pressings carry this code. Pick yours:`,
    }),
  owned: 'You already have it',
  ownedCopies: (copies: number, folders: readonly string[]) =>
    `${plural(locale, copies, { one: '1 copy', other: (n) => `${n} copies` })}${folders.length > 0 ? ` in ${folders.join(', ')}` : ''}`,
  otherEdition: 'You have another pressing',
  otherEditionOf: (name: string, details: string) => (details ? `${name} (${details})` : name),
  wished: 'On your wishlist',
  catalogNumber: 'Cat#',
  format: 'Format',
  addToMine: 'Add to My albums',
  addAnotherCopy: 'Add another copy',
  addToWishlist: 'Add to Wishlist',
  addedToMine: 'Added to My albums.',
  copyAdded: 'Copy added.',
  addedToWishlist: 'Added to your wishlist.',
  message: (person: string) => `Message ${person}`,
  draftOwner: (album: string, artist: string) =>
    `Hi! I saw you have “${album}” by ${artist}. I am looking for it, shall we talk?`,
  draftWisher: (album: string, artist: string) =>
    `Hi! I saw you are looking for “${album}” by ${artist}. I have a copy right in front of me, shall we talk?`,
  storeMode: 'Store mode',
  storeModeHint: 'Scan one record after another: each code goes on the list, the latest on top.',
  storeList: 'Scanned',
  storeEmpty: 'You have not scanned anything yet.',
  clearStore: 'Clear the list',
  offlineNote: 'Offline: what your friends own and the record database need a connection.',
  offlineUnknown: 'This code is not among the records saved on this device.',
};
