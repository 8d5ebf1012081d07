import { parse } from 'csv-parse/sync';
import {
  MEDIA_CONDITIONS,
  type MediaCondition,
  SLEEVE_CONDITIONS,
  type SleeveCondition,
  DEFAULT_FOLDER,
} from '@surcos/contracts/copies';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '@surcos/contracts/limits';
import { texts } from '../../lib/texts.ts';
import { unescapeCell } from '../../lib/csv-cells.ts';
import { withoutDisambiguation } from '../../music/discogs-mapping.ts';

/** What the file says about a release: enough to show it at once, before its details are fetched. */
export interface ListedRelease {
  releaseId: string;
  artist: string;
  title: string;
  /** As the file joins them: 'Capitol Records, EMI'. */
  label: string;
  catalogNumbers: string[];
  /** Each format with its descriptions: ['2×LP, Album, Gat', 'CD, Album']. */
  formats: string[];
  year: number | null;
}

export interface ListedCopy {
  line: number;
  release: ListedRelease;
  folder: string;
  mediaCondition: MediaCondition | null;
  sleeveCondition: SleeveCondition | null;
  notes: string;
  rating: number;
  /** Epoch ms; null when the file has no usable date. */
  addedAt: number | null;
  customFields: Record<string, string>;
}

export interface ListedWant {
  line: number;
  release: ListedRelease;
  notes: string;
  rating: number;
  addedAt: number | null;
}

export interface RowProblem {
  line: number;
  reason: string;
}

export type DiscogsExport =
  | { kind: 'collection'; copies: ListedCopy[]; problems: RowProblem[]; customFieldNames: string[] }
  | { kind: 'wantlist'; wants: ListedWant[]; problems: RowProblem[] };

/** The file as a whole cannot be used; nothing of it is imported. */
export class ImportFileError extends Error {
  override name = 'ImportFileError';
}

const t = texts.imports;

/** Columns of the collection export that are not custom fields although they start with 'Collection'. */
const COLLECTION_COLUMNS = new Set([
  'CollectionFolder',
  'Collection Media Condition',
  'Collection Sleeve Condition',
  'Collection Notes',
]);

/**
 * `Date Added` has no time zone. Discogs does not say which one it uses, so
 * Surcos reads it as UTC: the same file gives the same dates on every server,
 * and an export written by Surcos (in UTC) comes back unchanged.
 */
export function parseDateAdded(value: string | undefined): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec((value ?? '').trim());
  if (!match) return null;
  const [, year, month, day, hour = '0', minute = '0', second = '0'] = match;
  const time = Date.UTC(+year!, +month! - 1, +day!, +hour, +minute, +second);
  const date = new Date(time);
  // Date.UTC rolls 2024-02-31 over into March: such a date is not in the file.
  if (date.getUTCDate() !== +day! || date.getUTCMonth() !== +month! - 1) return null;
  return time;
}

/** The format column joins formats with ' + ' and writes each with its descriptions. */
export const splitFormats = (value: string): string[] =>
  value
    .split(' + ')
    .map((format) => format.trim())
    .filter(Boolean);

/** 'none' is Discogs' word for a release without a catalogue number. */
const splitCatalogNumbers = (value: string): string[] =>
  value
    .split(', ')
    .map((number) => number.trim())
    .filter((number) => number && number.toLowerCase() !== 'none');

const withoutDisambiguations = (value: string): string =>
  value
    .split(', ')
    .map((part) => withoutDisambiguation(part.trim()))
    .join(', ');

function readRecords(file: Buffer): string[][] {
  if (file.byteLength === 0) throw new ImportFileError(t.fileEmpty);
  if (file.byteLength > IMPORT_MAX_BYTES) throw new ImportFileError(t.fileTooLarge);
  // A NUL byte never appears in text: this is an image, a spreadsheet or another binary file.
  if (file.includes(0)) throw new ImportFileError(t.notCsv);
  const text = new TextDecoder('utf-8', { fatal: false }).decode(file);
  try {
    const records: string[][] = parse(text, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: false,
      to: IMPORT_MAX_ROWS + 2,
    });
    return records;
  } catch {
    throw new ImportFileError(t.notCsv);
  }
}

function readRelease(cell: (name: string) => string): ListedRelease | string {
  const releaseId = cell('release_id').trim();
  if (!/^[1-9]\d{0,11}$/.test(releaseId)) return t.badReleaseId(releaseId);
  const year = Number.parseInt(cell('Released').trim(), 10);
  return {
    releaseId,
    artist: withoutDisambiguations(cell('Artist').trim()),
    title: cell('Title').trim(),
    label: withoutDisambiguations(cell('Label').trim()),
    catalogNumbers: splitCatalogNumbers(cell('Catalog#')),
    formats: splitFormats(cell('Format')),
    year: Number.isFinite(year) && year > 0 ? year : null,
  };
}

function readRating(value: string): number | string {
  const trimmed = value.trim();
  if (trimmed === '') return 0;
  const rating = Number(trimmed);
  return Number.isInteger(rating) && rating >= 0 && rating <= 5 ? rating : t.badRating(trimmed);
}

function readCondition<C extends string>(value: string, allowed: readonly C[]): C | null | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  return allowed.find((condition) => condition === trimmed);
}

/**
 * Reads a Discogs collection or wantlist export. The kind comes from the
 * columns. Rows that cannot be used are listed with their line numbers and
 * never stop the others; a repeated release_id is another copy, never merged.
 */
export function readDiscogsExport(file: Buffer): DiscogsExport {
  const records = readRecords(file);
  const [header, ...rows] = records;
  if (!header || !header.includes('release_id')) throw new ImportFileError(t.noReleaseId);
  if (rows.length === 0) throw new ImportFileError(t.noRows);
  if (rows.length > IMPORT_MAX_ROWS) throw new ImportFileError(t.tooManyRows);
  return readDiscogsRows(header, rows);
}

/**
 * Rows of an export under its header, read as `readDiscogsExport` reads
 * them; `firstLine` is the line of the first row (the header is line 1), so
 * a file read part by part keeps its line numbers.
 */
export function readDiscogsRows(
  header: readonly string[],
  rows: readonly string[][],
  firstLine = 2,
): DiscogsExport {
  const columns = header.map((name) => name.trim());
  const index = new Map(columns.map((name, position) => [name, position]));
  const isCollection = index.has('CollectionFolder') || index.has('Collection Media Condition');
  const customFieldNames = columns.filter(
    (name) => name.startsWith('Collection ') && !COLLECTION_COLUMNS.has(name),
  );
  const problems: RowProblem[] = [];
  const copies: ListedCopy[] = [];
  const wants: ListedWant[] = [];

  rows.forEach((row, position) => {
    // The header is line 1; quoted fields never span lines in Discogs' exports.
    const line = position + firstLine;
    // Surcos' own exports escape formula cells (csv-cells.ts): read back exactly what was written.
    const cell = (name: string): string => {
      const at = index.get(name);
      return at === undefined ? '' : unescapeCell(row[at] ?? '');
    };
    const release = readRelease(cell);
    if (typeof release === 'string') return void problems.push({ line, reason: release });
    const rating = readRating(cell('Rating'));
    if (typeof rating === 'string') return void problems.push({ line, reason: rating });

    if (!isCollection) {
      // The wantlist's date has no column name: it is the field after the last named one.
      const dateCell = row[columns.length] ?? cell('Date Added');
      return void wants.push({
        line,
        release,
        notes: cell('Notes').trim(),
        rating,
        addedAt: parseDateAdded(dateCell),
      });
    }

    const mediaCondition = readCondition(cell('Collection Media Condition'), MEDIA_CONDITIONS);
    if (mediaCondition === undefined)
      return void problems.push({ line, reason: t.badCondition(cell('Collection Media Condition').trim()) });
    const sleeveCondition = readCondition(cell('Collection Sleeve Condition'), SLEEVE_CONDITIONS);
    if (sleeveCondition === undefined)
      return void problems.push({ line, reason: t.badCondition(cell('Collection Sleeve Condition').trim()) });
    // A field may be called `constructor` or `__proto__`: no prototype to meet.
    const customFields = Object.create(null) as Record<string, string>;
    for (const name of customFieldNames) {
      const value = cell(name).trim();
      if (value) customFields[name.slice('Collection '.length)] = value;
    }
    copies.push({
      line,
      release,
      folder: cell('CollectionFolder').trim() || DEFAULT_FOLDER,
      mediaCondition,
      sleeveCondition,
      notes: cell('Collection Notes').trim(),
      rating,
      addedAt: parseDateAdded(cell('Date Added')),
      customFields,
    });
  });

  return isCollection
    ? {
        kind: 'collection',
        copies,
        problems,
        customFieldNames: customFieldNames.map((name) => name.slice('Collection '.length)),
      }
    : { kind: 'wantlist', wants, problems };
}
