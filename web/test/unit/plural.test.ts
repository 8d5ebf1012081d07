import { LANGUAGE_INFO, LANGUAGES } from '@surcos/contracts/languages';
import {
  formatCount,
  plural,
  pluralCategory,
  WHOLE_NUMBERS,
  WHOLE_PLURALS,
} from '@surcos/contracts/texts/plural';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Whole numbers around every place a group separator could start, and some beyond. */
const SAMPLES = [
  ...Array.from({ length: 1100 }, (_, index) => index),
  ...[9_999, 10_000, 10_001, 99_999, 100_000, 123_456, 999_999, 1_000_000, 1_234_567, 12_345_678],
  ...[2_000_000, 3_000_000, 7_000_001, 123_456_789, 1_000_000_000, Number.MAX_SAFE_INTEGER],
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

describe('pluralCategory', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each(Object.keys(WHOLE_PLURALS))(
    'picks the category Intl.PluralRules picks for whole numbers in %s',
    (locale) => {
      const rules = new Intl.PluralRules(locale);
      for (const count of SAMPLES)
        expect(pluralCategory(locale, count), String(count)).toBe(rules.select(count));
    },
  );

  it('leaves what is not a whole number, and unknown locales, to Intl.PluralRules', () => {
    expect(pluralCategory('en-US', 1.5)).toBe(new Intl.PluralRules('en-US').select(1.5));
    expect(pluralCategory('pl-PL', 3)).toBe(new Intl.PluralRules('pl-PL').select(3));
  });

  it('knows the locale of every catalogue, so no page pays for Intl.PluralRules to say a count', async () => {
    for (const language of LANGUAGES) {
      const { locale } = (await LANGUAGE_INFO[language].load()) as { locale: string };
      expect(Object.keys(WHOLE_PLURALS)).toContain(locale);
      // A fresh module, as a page's first count meets it: no rules cached yet.
      vi.resetModules();
      const fresh = await import('@surcos/contracts/texts/plural');
      const created = vi.spyOn(Intl, 'PluralRules');
      expect(fresh.plural(locale, 3, { one: 'uno', other: (n) => n })).toBe('3');
      expect(created).not.toHaveBeenCalled();
      created.mockRestore();
    }
  });
});
