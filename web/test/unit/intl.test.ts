import { LANGUAGE_INFO, LANGUAGES } from '@surcos/contracts/languages';
import { MEDIUM_DATES, mediumDate } from '@surcos/contracts/intl';
import { describe, expect, it } from 'vitest';

/** Every day of a leap year and of the year after, at noon and around midnight, and a few far years. */
const DAYS = [
  ...Array.from({ length: 731 }, (_, index) => new Date(2024, 0, 1 + index, 12)),
  ...Array.from({ length: 24 }, (_, index) => new Date(2025, index % 12, 28, index % 2 === 0 ? 0 : 23, 59)),
  ...[1000, 1999, 2000, 9999].map((year) => new Date(year, 5, 15)),
];

describe('medium dates', () => {
  it.each(Object.keys(MEDIUM_DATES))('are written as Intl.DateTimeFormat writes them in %s', (locale) => {
    const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    const write = MEDIUM_DATES[locale]!;
    for (const date of DAYS) {
      expect(write(date.getDate(), date.getMonth(), date.getFullYear()), date.toISOString()).toBe(
        dates.format(date),
      );
    }
  });

  it('leave years of other than four digits to Intl', () => {
    const date = new Date(2020, 0, 2);
    date.setFullYear(50);
    expect(mediumDate(date)).toBe(new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium' }).format(date));
    expect(mediumDate(new Date(2020, 8, 2))).toBe('2 sept 2020');
  });

  it('are known in the locale of every catalogue, so no table pays for Intl.DateTimeFormat', async () => {
    for (const language of LANGUAGES) {
      const { locale } = (await LANGUAGE_INFO[language].load()) as { locale: string };
      expect(Object.keys(MEDIUM_DATES)).toContain(locale);
    }
  });
});
