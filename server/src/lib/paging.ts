import type { Page } from '@surcos/contracts/paging';
import { texts } from '@surcos/contracts/texts';
import { AppError } from './app-error.ts';

/** One value of a list's sort key. */
export type SortValue = string | number;
export type SortType = 'int' | 'text';

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

const fits = (value: unknown, type: SortType): value is SortValue =>
  type === 'int'
    ? typeof value === 'number' && Number.isSafeInteger(value)
    : // NUL cannot reach PostgreSQL as text, and no stored key holds it.
      typeof value === 'string' && value.length <= SORT_TEXT_MAX_LENGTH && !value.includes('\u0000');

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
