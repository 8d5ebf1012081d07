import { texts } from './texts.ts';

/**
 * `Intl` formatters in the active catalogue's locale, made once per locale and
 * options: a module keeps `() => numberFormat()` rather than a formatter, so
 * a change of language rewrites its numbers and dates too.
 */
const formatters = new Map<string, unknown>();

function cached<T>(kind: string, options: object | undefined, create: (locale: string) => T): T {
  const locale = texts.locale;
  const key = `${kind}|${locale}|${JSON.stringify(options ?? {})}`;
  let formatter = formatters.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = create(locale);
    formatters.set(key, formatter);
  }
  return formatter;
}

export const numberFormat = (options?: Intl.NumberFormatOptions): Intl.NumberFormat =>
  cached('number', options, (locale) => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  cached('dateTime', options, (locale) => new Intl.DateTimeFormat(locale, options));

export const relativeTimeFormat = (options?: Intl.RelativeTimeFormatOptions): Intl.RelativeTimeFormat =>
  cached('relativeTime', options, (locale) => new Intl.RelativeTimeFormat(locale, options));

/**
 * A day as `dateTimeFormat({ dateStyle: 'medium' })` writes it in each catalogue's locale (CLDR),
 * written here instead: a page's first `Intl.DateTimeFormat` costs tens of milliseconds of the
 * main thread (the engine loads its calendar and time zone data), and My albums' table shows a
 * screenful of these on its first load. web/test/unit/intl.test.ts checks them against `Intl`.
 */
export const MEDIUM_DATES: Readonly<Record<string, (day: number, month: number, year: number) => string>> = {
  'es-ES': (day, month, year) =>
    `${day} ${['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'][month]} ${year}`,
  'en-US': (day, month, year) =>
    `${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][month]} ${day}, ${year}`,
};

/** `date` in the active locale's medium style ('2 ene 2020', 'Jan 2, 2020'), in the device's time zone. */
export function mediumDate(date: Date): string {
  const write = MEDIUM_DATES[texts.locale];
  const year = date.getFullYear();
  // Four-digit years only: the written forms of other eras are Intl's to know.
  if (!write || !(year >= 1000 && year <= 9999)) return dateTimeFormat({ dateStyle: 'medium' }).format(date);
  return write(date.getDate(), date.getMonth(), year);
}
