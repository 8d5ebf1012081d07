import type * as es from './texts/es.ts';

/** A catalogue's shape with every text widened, so another language can fill it with its own words. */
type Widen<T> = T extends string
  ? string
  : T extends (...args: infer Args) => infer Result
    ? (...args: Args) => Widen<Result>
    : { readonly [Key in keyof T]: Widen<T[Key]> };

export type Catalogue = Widen<typeof es>;

/**
 * The texts Surcos shows. Spanish is the only catalogue today; a second
 * language adds texts/<lang>.ts with the same sections (type Catalogue) and
 * chooses it here. A namespace, not one object, so a bundle carries only the
 * sections its code reads, each in the chunk that reads it.
 */
export * as texts from './texts/es.ts';
