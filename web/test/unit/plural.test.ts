import { LANGUAGE_INFO, LANGUAGES } from '@surcos/contracts/languages';
import { formatCount, plural, WHOLE_NUMBERS } from '@surcos/contracts/texts/plural';
import { describe, expect, it } from 'vitest';

/** Whole numbers around every place a group separator could start, and some beyond. */
const SAMPLES = [
  ...Array.from({ length: 1100 }, (_, index) => index),
  ...[9_999, 10_000, 10_001, 99_999, 100_000, 123_456, 999_999, 1_000_000, 1_234_567, 12_345_678],
  ...[123_456_789, 1_000_000_000, Number.MAX_SAFE_INTEGER],
].flatMap((count) => [count, -count]);

describe('formatCount', () => {
  it.each(Object.keys(WHOLE_NUMBERS))('writes whole numbers as Intl.NumberFormat does in %s', (locale) => {
    const numbers = new Intl.NumberFormat(locale);
    for (const count of SAMPLES)
      expect(formatCount(locale, count), String(count)).toBe(numbers.format(count));
  });

  it('leaves what is not a whole number, and unknown locales, to Intl.NumberFormat', () => {
    expect(formatCount('es-ES', 1234.5)).toBe(new Intl.NumberFormat('es-ES').format(1234.5));
    expect(formatCount('es-ES', -0)).toBe(new Intl.NumberFormat('es-ES').format(-0));
    expect(formatCount('de-DE', 12_345)).toBe(new Intl.NumberFormat('de-DE').format(12_345));
  });

  it('knows the locale of every catalogue, so no page pays for Intl.NumberFormat to write a count', async () => {
    for (const language of LANGUAGES) {
      const { locale } = (await LANGUAGE_INFO[language].load()) as { locale: string };
      expect(Object.keys(WHOLE_NUMBERS)).toContain(locale);
    }
  });
});

describe('plural', () => {
  it('picks the form by the plural rules and writes the count in it', () => {
    const forms = { one: '1 disco', other: (n: string) => `${n} discos` };
    expect(plural('es-ES', 1, forms)).toBe('1 disco');
    expect(plural('es-ES', 40_000, forms)).toBe('40.000 discos');
    expect(plural('en-US', 4_000, { one: '1 record', other: (n) => `${n} records` })).toBe('4,000 records');
  });
});
