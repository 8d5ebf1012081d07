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
