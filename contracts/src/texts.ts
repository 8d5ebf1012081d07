import type * as es from './texts/es.ts';

/** A catalogue's shape with every text widened, so another language can fill it with its own words. */
type Widen<T> = T extends string
  ? string
  : T extends (...args: infer Args) => infer Result
    ? (...args: Args) => Widen<Result>
    : { readonly [Key in keyof T]: Widen<T[Key]> };

/** Every text Surcos shows in one language: Spanish's sections and keys (texts/es.ts), each language's words. */
export type Catalogue = Widen<typeof es>;

/**
 * The catalogue a text is read from at the moment it is read: the web app's
 * chosen language, the request's on the server. Undefined until the web app has
 * loaded its catalogue.
 */
export type CatalogueSource = () => Catalogue | undefined;

let source: CatalogueSource = () => undefined;

/**
 * Names where `texts` reads. Each side installs its own: the web app the
 * catalogue it loaded (web/src/lib/language.ts), the server the request's
 * or the mail recipient's language (server/src/lib/language.ts).
 */
export function installCatalogueSource(next: CatalogueSource): void {
  source = next;
}

function catalogueNow(path: readonly string[]): Catalogue {
  const catalogue = source();
  if (!catalogue) throw new Error(`The text ${path.join('.')} was read before a catalogue was loaded`);
  return catalogue;
}

function read(path: readonly string[], catalogue: Catalogue = catalogueNow(path)): unknown {
  let value: unknown = catalogue;
  for (const key of path) value = (value as Record<string, unknown> | undefined)?.[key];
  return value;
}

const isSection = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const views = new Map<string, object>();

/**
 * A live view of the catalogue at `path`: a section read from it (`const t =
 * texts.myAlbums`, kept in a module) stays a view, and each text is looked up
 * in the active catalogue when it is read, so a change of language reaches
 * every screen without reloading a module. Before a catalogue is loaded (a
 * module evaluated before the web app's first render) a key gives a view too;
 * one that turns out to be a text refuses to be used as one, so a text kept
 * at that time fails loudly instead of staying in one language.
 */
function view(path: readonly string[]): object {
  const id = path.join('.');
  const existing = views.get(id);
  if (existing) return existing;
  const created = new Proxy(
    {},
    {
      get(_target, key) {
        if (key === Symbol.toPrimitive || key === 'toString')
          return () => {
            throw new Error(
              `The text ${id} was kept while modules were loading: read it as the screen renders`,
            );
          };
        if (typeof key !== 'string') return undefined;
        const catalogue = source();
        if (!catalogue) return view([...path, key]);
        const value = read([...path, key], catalogue);
        return isSection(value) ? view([...path, key]) : value;
      },
      has: (_target, key) => typeof key === 'string' && Object.hasOwn(read(path) as object, key),
      ownKeys: () => Reflect.ownKeys(read(path) as object),
      getOwnPropertyDescriptor(_target, key) {
        if (typeof key !== 'string' || !Object.hasOwn(read(path) as object, key)) return undefined;
        const value = read([...path, key]);
        return {
          value: isSection(value) ? view([...path, key]) : value,
          enumerable: true,
          configurable: true,
        };
      },
    },
  );
  views.set(id, created);
  return created;
}

/**
 * The texts Surcos shows, in the active language: `texts.login.title`. A
 * text is read when a screen renders or a message is written, never while a
 * module loads (the web tests load their catalogue only after the modules).
 */
export const texts = view([]) as Catalogue;
