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

export function plural(locale: string, count: number, forms: PluralForms): string {
  const rules = cached(rulesByLocale, locale, () => new Intl.PluralRules(locale));
  const numbers = cached(numbersByLocale, locale, () => new Intl.NumberFormat(locale));
  const form = forms[rules.select(count)] ?? forms.other;
  return typeof form === 'string' ? form : form(numbers.format(count));
}
