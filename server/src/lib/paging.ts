import type { Page } from '@surcos/contracts/paging';
import { texts } from './texts.ts';
import { AppError } from './app-error.ts';

/** One value of a list's sort key. */
export type SortValue = string | number;
/**
 * What a sort column holds, so a cursor's value is checked against it before it reaches the
 * database: `int` a bigint (times), `int32` an integer (years), `time` an ISO timestamp as
 * `Date#toISOString` writes it, `text` text.
 */
export type SortType = 'int' | 'int32' | 'text' | 'time';

/** Rows of one page as a repository answers them, and the cursor of the next page (null at the end). */
export interface Paged<Row> {
  rows: Row[];
  nextCursor: string | null;
}

/** No stored sort key is longer; a cursor claiming one is not ours. */
const SORT_TEXT_MAX_LENGTH = 512;

/** A cursor: base64url of the JSON list of the last row's sort key (its unique id last). */
export const encodeCursor = (key: readonly SortValue[]): string =>
  Buffer.from(JSON.stringify(key)).toString('base64url');

/** PostgreSQL's `integer`; SQLite would take more, but no stored value is outside it. */
const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;

/** A timestamp both databases read: years 0001 to 9999, exactly as toISOString writes it. */
const ISO_TIME = /^(?!0000)\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** A real instant (not 13/45), written back the same. */
function isExactTime(value: string): boolean {
  const time = new Date(value);
  return !Number.isNaN(time.getTime()) && time.toISOString() === value;
}

function fits(value: unknown, type: SortType): value is SortValue {
  switch (type) {
    case 'int':
      return typeof value === 'number' && Number.isSafeInteger(value);
    case 'int32':
      return typeof value === 'number' && Number.isInteger(value) && value >= INT32_MIN && value <= INT32_MAX;
    case 'time':
      return typeof value === 'string' && ISO_TIME.test(value) && isExactTime(value);
    case 'text':
      // NUL cannot reach PostgreSQL as text, and no stored key holds it.
      return typeof value === 'string' && value.length <= SORT_TEXT_MAX_LENGTH && !value.includes('\u0000');
  }
}

/**
 * The sort key a cursor carries, checked against the list's key types; a
 * cursor of another list, edited, or cut short is a Spanish 400.
 */
export function decodeCursor(cursor: string, types: readonly SortType[]): SortValue[] {
  let key: unknown = null;
  const bytes = Buffer.from(cursor, 'base64url');
  // Node's decoder skips what it cannot read; only the exact encoding of some bytes is a cursor.
  if (bytes.toString('base64url') === cursor) {
    try {
      key = JSON.parse(bytes.toString('utf8'));
    } catch {
      key = null;
    }
  }
  if (
    !Array.isArray(key) ||
    key.length !== types.length ||
    !key.every((value, index) => fits(value, types[index] as SortType))
  ) {
    throw new AppError('VALIDATION_FAILED', texts.validation.cursor);
  }
  return key;
}

/**
 * The `{ items, nextCursor }` envelope of a repository's page, each row
 * presented by `present`. A row it answers null for (something that vanished
 * between two reads) is left out; the cursor still moves past it.
 */
export function toPage<Row, Item>(paged: Paged<Row>, present: (row: Row) => Item | null): Page<Item> {
  const items = paged.rows.flatMap((row) => {
    const item = present(row);
    return item === null ? [] : [item];
  });
  return { items, nextCursor: paged.nextCursor };
}
