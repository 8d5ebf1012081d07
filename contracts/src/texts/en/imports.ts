import { plural } from '../plural.ts';
import { locale } from './locale.ts';

const records = (count: number) => plural(locale, count, { one: '1 record', other: (n) => `${n} records` });

export const imports = {
  fileEmpty: 'The file is empty.',
  fileTooLarge: 'The file is too large: the maximum is 20 MB.',
  tooManyRows: 'The file has too many rows: the maximum is 50,000.',
  notCsv: 'The file is not a valid CSV. Upload the Discogs export just as you downloaded it.',
  noReleaseId:
    'The file has no release_id column: it does not look like a Discogs collection or wantlist export.',
  noRows: 'The file has no rows of records.',
  badReleaseId: (value: string) =>
    value
      ? `The Discogs release ID (release_id) “${value}” is not valid.`
      : 'The Discogs release ID (release_id) is missing.',
  badRating: (value: string) => `The rating “${value}” is not valid: it must be a number from 0 to 5.`,
  badCondition: (value: string) => `The grade “${value}” is not on the Discogs scale.`,
  alreadyRunning:
    'You already have an import in progress. Wait for it to finish or cancel it before starting another.',
  jobNotFound: 'Import not found.',
  usernameRequired: 'Enter your Discogs username.',
  usernameInvalid: 'The Discogs username is not valid.',
  accountNotFound: (username: string) => `Discogs has no user called “${username}”.`,
  accountPrivate: 'This user’s collection is private. Add your Discogs personal token to import it.',
  discogsUnavailable:
    'Discogs is not responding right now. The import is paused and will resume on its own in a few minutes.',
  discogsBusy:
    'Discogs is asking us to slow down: too many requests. The import is paused and will resume on its own in a minute.',
  alreadyThere: 'Already in your collection.',
  alreadyWished: 'Already on your wishlist.',
  ownedNotWished: 'Already in your collection: not added to the wishlist.',
  notImported: 'Not imported: the import was cancelled first.',
  releaseUnknown: (releaseId: string) =>
    `Discogs does not know release ${releaseId}: this row was not imported.`,
  onlyYourDescription:
    'Discogs does not know this release: the copy keeps your description, which only you see as the record.',
  planningInterrupted: 'Reading the file was interrupted. Upload it again: nothing was saved.',
  planned: (rows: number) =>
    plural(locale, rows, { one: '1 row read so far…', other: (n) => `${n} rows read so far…` }),
  rowNotSaved: 'This row could not be saved: the database refused it. The others went on.',
  jobStopped:
    'The import stopped after several failed attempts. What was already imported stays; try again later.',
  /** What an import cut to fit a copy's limits, named in the row's line of the report. */
  limits: {
    folder: 'the folder (80 characters at most)',
    notes: 'the notes (2,000 characters at most)',
    fieldName: 'the name of a custom field (60 characters at most)',
    fieldValue: 'the value of a custom field (500 characters at most)',
    fieldCount: 'the custom fields (20 at most)',
    title: 'the title (500 characters at most)',
    artist: 'the artist (500 characters at most)',
    label: 'the label (500 characters at most)',
    formats: 'the formats (20 at most, of 500 characters)',
    catalogNumbers: 'the catalog numbers (20 at most, of 500 characters)',
  },
  trimmed: (parts: readonly string[]) => `Imported, but ${parts.join(', ')} had to be trimmed.`,
  results: { added: 'added', skipped: 'already there', failed: 'error', pending: 'not imported' },
  page: {
    title: 'Import from Discogs',
    link: 'Import from Discogs',
    intro:
      'Upload the export of your Discogs collection or wantlist (a CSV file), or import straight from your Discogs account.',
    fileLabel: 'CSV file exported from Discogs',
    dropHint: 'Drop the file here or choose it.',
    choose: 'Choose file',
    reading: 'Reading the file…',
    previewTitle: 'Preview',
    kindCollection: 'Collection export',
    kindWantlist: 'Wantlist export',
    kindAccount: 'Discogs account',
    rowsRecognised: 'Rows recognized',
    copiesToAdd: 'Copies to add',
    copiesAlreadyThere: 'Copies you already have',
    wantsToAdd: 'Wants to add',
    wantsAlreadyThere: 'Wants you already have',
    problemsTitle: 'Rows that cannot be imported',
    noProblems: 'Every row can be imported.',
    line: 'Line',
    reason: 'Reason',
    start: 'Import',
    nothingToAdd: 'Nothing new to import: everything is already on Surcos.',
    progressLabel: 'Import progress',
    progress: (done: number, total: number) =>
      plural(locale, total, { one: `${done} of 1 row`, other: (n) => `${done} of ${n} rows` }),
    /** With the detail lane: what Discogs is still to send, what came, what it does not know. */
    detailsPending: (count: number) =>
      `Details of ${records(count)} still to come: Surcos downloads them from Discogs bit by bit, in the background.`,
    detailsFetched: (count: number, all: boolean) =>
      all
        ? plural(locale, count, {
            one: 'Details downloaded from Discogs for the record.',
            other: (n) => `Details downloaded from Discogs for all ${n} records.`,
          })
        : plural(locale, count, {
            one: '1 record already has its Discogs details.',
            other: (n) => `${n} records already have their Discogs details.`,
          }),
    detailsUnknown: (count: number) =>
      plural(locale, count, {
        one: 'Discogs does not know 1 record: it keeps the data from the CSV.',
        other: (n) => `Discogs does not know ${n} records: they keep the data from the CSV.`,
      }),
    /** Without it: nothing more will come, and the page says so. */
    detailsFileOnly: (fromAccount: boolean) =>
      `Each record keeps only the data ${fromAccount ? 'from your account’s list' : 'from the CSV'} (artist, title, label, format, year and catalog number): this server does not download details from Discogs, such as the cover, genres or tracklist.`,
    seeAlbums: 'See My albums',
    seeWishlist: 'See my wishlist',
    eta: (seconds: number) =>
      seconds < 60
        ? 'Less than a minute.'
        : plural(locale, Math.ceil(seconds / 60), {
            one: 'About a minute.',
            other: (n) => `About ${n} minutes.`,
          }),
    cancel: 'Cancel',
    cancelKeeps: 'Whatever has already been imported stays in your collection.',
    states: {
      planning: 'Reading the file…',
      queued: 'Queued',
      running: 'Importing…',
      paused: 'Paused',
      ready: 'Preview',
      done: 'Import finished',
      cancelled: 'Import cancelled',
      failed: 'The import failed',
    },
    summary: (copies: number, wants: number, skipped: number, failed: number) =>
      `Added ${plural(locale, copies, { one: '1 copy', other: (n) => `${n} copies` })} and ${plural(locale, wants, { one: '1 want', other: (n) => `${n} wants` })}. ${plural(locale, skipped, { one: '1 was already there', other: (n) => `${n} were already there` })} and ${plural(locale, failed, { one: '1 row had errors', other: (n) => `${n} rows had errors` })}.`,
    report: 'Download report',
    another: 'Import another file',
    accountTitle: 'Import from your Discogs account',
    username: 'Discogs username',
    token: 'Personal token (optional, only for private collections)',
    tokenHint: 'Used only during this import and never stored.',
    accountStart: 'Preview the account',
  },
};
