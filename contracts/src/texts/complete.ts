import type { Language, LANGUAGE_INFO } from '../languages.ts';
import type { Catalogue } from '../texts.ts';
import type * as es from './es.ts';

/**
 * The type check that keeps the catalogues whole: a complete language has every
 * key and signature of Spanish's (`Catalogue`), and no language has a key Spanish
 * lacks. A key missing in a complete catalogue fails `npm run typecheck`, so no
 * screen can show a raw key; a partial one is filled from Spanish as it loads.
 */
type Leaf = string | ((...args: never[]) => unknown);
type KeysOf<T> = T extends Leaf
  ? never
  : { [Key in keyof T & string]: T[Key] extends Leaf ? Key : Key | `${Key}.${KeysOf<T[Key]>}` }[keyof T &
      string];

type CatalogueOf<L extends Language> = Awaited<ReturnType<(typeof LANGUAGE_INFO)[L]['load']>>;
type Complete = { [L in Language]: (typeof LANGUAGE_INFO)[L]['complete'] extends true ? L : never }[Language];

/** Fails to compile unless its argument is `never`. */
type Nothing<T extends never> = T;

export type NoKeyMissing = Nothing<
  { [L in Complete]: Exclude<KeysOf<typeof es>, KeysOf<CatalogueOf<L>>> }[Complete]
>;
export type NoKeyExtra = Nothing<
  { [L in Language]: Exclude<KeysOf<CatalogueOf<L>>, KeysOf<typeof es>> }[Language]
>;
export type EveryCompleteOneIsACatalogue = Nothing<
  { [L in Complete]: CatalogueOf<L> extends Catalogue ? never : L }[Complete]
>;
