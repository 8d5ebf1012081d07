import { es } from './texts/es.ts';

/** A catalogue's shape with every text widened, so another language can fill it with its own words. */
type Widen<T> = T extends string
  ? string
  : T extends (...args: infer Args) => infer Result
    ? (...args: Args) => Widen<Result>
    : { readonly [Key in keyof T]: Widen<T[Key]> };

export type Catalogue = Widen<typeof es>;

/**
 * The texts Surcos shows. Spanish is the only catalogue today; a second
 * language adds texts/<lang>.ts of type Catalogue and chooses it here.
 */
export const texts: Catalogue = es;
