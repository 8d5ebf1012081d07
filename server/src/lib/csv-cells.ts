/**
 * CSV cells Surcos writes are opened in spreadsheets, which run a cell that
 * starts with `=`, `+`, `-` or `@` (or a tab or carriage return before one)
 * as a formula. As OWASP's CSV-injection guidance says, such a cell is
 * written with a leading apostrophe, which spreadsheets show as text.
 *
 * The pair is exact, so an export imported again gives back every value:
 * a value already starting with apostrophes before such a character gets
 * one more, and reading takes exactly one off a cell of that form. A cell
 * of any other form, as Discogs writes `-` or `-1`, is read as it is.
 */
const NEEDS_ESCAPE = /^'*[=+\-@\t\r]/;
const ESCAPED = /^'+[=+\-@\t\r]/;

/** A value as a cell no spreadsheet runs. */
export const escapeCell = (value: string): string => (NEEDS_ESCAPE.test(value) ? `'${value}` : value);

/** A cell as `escapeCell` wrote it, back to its value. */
export const unescapeCell = (cell: string): string => (ESCAPED.test(cell) ? cell.slice(1) : cell);

/** Every cell of CSV records, numbers and all, escaped. */
export const escapeRecords = (records: readonly (readonly (string | number)[])[]): string[][] =>
  records.map((record) => record.map((cell) => escapeCell(String(cell))));
