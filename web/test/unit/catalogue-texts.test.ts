import * as texts from '@surcos/contracts/texts/es';
import { describe, expect, it } from 'vitest';

/** Every text of the catalogue, with a dotted path; a text built by a function is asked for with sample arguments. */
function allTexts(value: unknown, path: string): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value === 'function') {
    const results: Array<[string, string]> = [];
    for (const sample of [1, 2, 'Ana', ['Ana', 'Luis']]) {
      try {
        const args = Array.from({ length: Math.max(1, value.length) }, () => sample);
        results.push(...allTexts((value as (...args: unknown[]) => unknown)(...args), `${path}()`));
      } catch {
        // A sample of the wrong kind: another sample fits.
      }
    }
    return results;
  }
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, child]) => allTexts(child, `${path}.${key}`));
  return [];
}

describe('The Spanish catalogue', () => {
  const every = allTexts(texts, 'texts');

  it('is read whole by this test', () => {
    expect(every.length).toBeGreaterThan(500);
  });

  it("writes an ellipsis as '…', never as three dots", () => {
    expect(every.filter(([, text]) => text.includes('...'))).toEqual([]);
  });

  it("says SPEC's alerts in Spanish (PRODUCT.md, difference 14)", () => {
    const english = /\b(successfully|Please|Error (logging|registering|updating|deleting|fetching))\b/;
    expect(every.filter(([, text]) => english.test(text))).toEqual([]);
  });
});
