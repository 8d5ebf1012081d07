import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeCell, unescapeCell } from '../../src/lib/csv-cells.ts';

const FORMULA_START = /^[=+\-@\t\r]/;

describe('CSV cells: escaped against formulas, read back exactly', () => {
  it('writes a formula cell with a leading apostrophe, and any other as it is', () => {
    expect(escapeCell('=HYPERLINK("http://x","y")')).toBe(`'=HYPERLINK("http://x","y")`);
    expect(escapeCell('+34 600')).toBe("'+34 600");
    expect(escapeCell('-')).toBe("'-");
    expect(escapeCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(escapeCell('\t=1')).toBe("'\t=1");
    expect(escapeCell('\r=1')).toBe("'\r=1");
    expect(escapeCell("'=1")).toBe("''=1");
    expect(escapeCell("'hola")).toBe("'hola");
    expect(escapeCell('Kino')).toBe('Kino');
    expect(escapeCell('')).toBe('');
  });

  it('reads a cell Discogs wrote (never escaped) as it is', () => {
    for (const cell of ['-', '-1', '+', '@', "'", "'hola", 'a=b', '']) expect(unescapeCell(cell)).toBe(cell);
  });

  it('gives back every value, and no cell starts a formula', () => {
    const start = fc.constantFrom('=', '+', '-', '@', '\t', '\r', "'", "''", ' ', '');
    fc.assert(
      fc.property(start, fc.string(), (head, tail) => {
        const value = head + tail;
        const cell = escapeCell(value);
        expect(FORMULA_START.test(cell)).toBe(false);
        expect(unescapeCell(cell)).toBe(value);
      }),
      { numRuns: 2000 },
    );
  });
});
