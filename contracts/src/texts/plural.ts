/**
 * A count in words, by the language's plural rules (`Intl.PluralRules`) with
 * the number written as the language writes it: `plural('es-ES', 3, { one:
 * '1 copia', other: (n) => `${n} copias` })` is '3 copias'. Spanish and English
 * need `one` and `other`; a category the forms leave out (Spanish's `many`,
 * for exact millions) falls back to `other`.
 */
type Form = string | ((count: string) => string);

export interface PluralForms {
  zero?: Form;
  one?: Form;
  two?: Form;
  few?: Form;
  many?: Form;
  other: Form;
}

/**
 * How each catalogue's locale writes a whole number (CLDR, as `Intl.NumberFormat` writes it): the
 * separator between groups of three digits, and how many digits a number needs before it is
 * grouped at all (Spanish writes 4000 but 40.000). A page's first `Intl.NumberFormat` costs tens
 * of milliseconds of the main thread (the engine loads its number data), and nearly every count a
 * page shows is a whole number: these are written here, anything else by `Intl.NumberFormat`.
 * web/test/unit/plural.test.ts checks every locale here against `Intl.NumberFormat`.
 */
export const WHOLE_NUMBERS: Readonly<Record<string, { group: string; minimumGroupingDigits: number }>> = {
  'es-ES': { group: '.', minimumGroupingDigits: 2 },
  'en-US': { group: ',', minimumGroupingDigits: 1 },
};

/**
 * Each catalogue's locale's plural rule for whole numbers (CLDR's cardinal rules, as
 * `Intl.PluralRules` picks them): a page's first `Intl.PluralRules` costs milliseconds of the main
 * thread too, inside the task that renders its first count. Anything else, and any other locale,
 * goes to `Intl.PluralRules`. web/test/unit/plural.test.ts checks every locale here against it.
 */
export const WHOLE_PLURALS: Readonly<Record<string, (count: number) => Intl.LDMLPluralRule>> = {
  // one: n = 1; many: i != 0 and i % 1000000 = 0 (exact millions); other.
  'es-ES': (count) => (count === 1 ? 'one' : count !== 0 && count % 1_000_000 === 0 ? 'many' : 'other'),
  // one: i = 1 and v = 0; other.
  'en-US': (count) => (count === 1 ? 'one' : 'other'),
};

const rulesByLocale = new Map<string, Intl.PluralRules>();
const numbersByLocale = new Map<string, Intl.NumberFormat>();

function cached<T>(cache: Map<string, T>, locale: string, create: () => T): T {
  let value = cache.get(locale);
  if (value === undefined) {
    value = create();
    cache.set(locale, value);
  }
  return value;
}

/** `count` as `locale` writes it. */
export function formatCount(locale: string, count: number): string {
  const whole = WHOLE_NUMBERS[locale];
  if (!whole || !Number.isSafeInteger(count) || Object.is(count, -0)) {
    return cached(numbersByLocale, locale, () => new Intl.NumberFormat(locale)).format(count);
  }
  const digits = String(Math.abs(count));
  let written = digits;
  if (digits.length >= 3 + whole.minimumGroupingDigits) {
    const head = digits.length % 3 || 3;
    const groups = [digits.slice(0, head)];
    for (let at = head; at < digits.length; at += 3) groups.push(digits.slice(at, at + 3));
    written = groups.join(whole.group);
  }
  return count < 0 ? `-${written}` : written;
}

/** The plural category of `count` in `locale`. */
export function pluralCategory(locale: string, count: number): Intl.LDMLPluralRule {
  const whole = WHOLE_PLURALS[locale];
  if (whole && Number.isSafeInteger(count)) return whole(Math.abs(count));
  return cached(rulesByLocale, locale, () => new Intl.PluralRules(locale)).select(count);
}

export function plural(locale: string, count: number, forms: PluralForms): string {
  const form = forms[pluralCategory(locale, count)] ?? forms.other;
  return typeof form === 'string' ? form : form(formatCount(locale, count));
}
