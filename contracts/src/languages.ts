/**
 * The languages Surcos speaks. Adding one is a catalogue (contracts/src/texts/<code>.ts)
 * and its lines here (docs/translating.md). No zod and no texts: a page's first
 * load reads this before it has a catalogue, which it then loads (`load`, a chunk
 * of its own in the web app).
 */
export const LANGUAGES = ['es', 'en'] as const;

export type Language = (typeof LANGUAGES)[number];

/** Spanish first: the language of a person who prefers none of Surcos'. */
export const DEFAULT_LANGUAGE: Language = 'es';

export interface LanguageInfo {
  /** The language's name in itself, as the switch offers it. */
  name: string;
  /**
   * False while its catalogue lacks keys: the missing ones show in Spanish and the
   * switch says the translation is partial (`npm run texts:missing` lists them).
   */
  complete: boolean;
  /** The catalogue (a partial one is filled from Spanish by whoever loads it). */
  load: () => Promise<object>;
}

export const LANGUAGE_INFO = {
  es: { name: 'Español', complete: true, load: () => import('./texts/es.ts') },
  en: { name: 'English', complete: true, load: () => import('./texts/en.ts') },
} as const satisfies Readonly<Record<Language, LanguageInfo>>;

/** The cookie that remembers a device's choice, so the server answers the next page in it. */
export const LANGUAGE_COOKIE = 'surcos_lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A stored language, Spanish where none was stored (members from before the choice existed). */
export function languageOr(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/** 'en-GB' → 'en'; a tag of a language Surcos does not speak → undefined. */
function languageOfTag(tag: string): Language | undefined {
  const primary = tag.trim().split(/[-_]/)[0]?.toLowerCase();
  return isLanguage(primary) ? primary : undefined;
}

/**
 * The first of a person's preferred languages that Surcos speaks, from an
 * `Accept-Language` header ('en-US,en;q=0.9,es;q=0.8') or the browser's
 * `navigator.languages` (already in order); Spanish when it speaks none of them.
 */
export function pickLanguage(preferred: string | readonly string[] | undefined): Language {
  if (preferred === undefined) return DEFAULT_LANGUAGE;
  const tags =
    typeof preferred === 'string'
      ? preferred
          .split(',')
          .map((part, index) => {
            const [tag = '', ...parameters] = part.split(';');
            const quality = parameters
              .map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1])
              .find((q) => q !== undefined);
            return { tag, quality: quality === undefined ? 1 : Number(quality), index };
          })
          .filter(({ quality }) => Number.isFinite(quality) && quality > 0)
          .sort((a, b) => b.quality - a.quality || a.index - b.index)
          .map(({ tag }) => tag)
      : preferred;
  for (const tag of tags) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

/** The language a device's cookie header remembers, if it names one Surcos speaks. */
export function languageFromCookieHeader(cookieHeader: string | undefined): Language | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.split('=');
    if (name?.trim() === LANGUAGE_COOKIE) {
      const language = value?.trim();
      return isLanguage(language) ? language : undefined;
    }
  }
  return undefined;
}
