/**
 * The first-load JavaScript budget: for each route, the compressed bytes of
 * every script its first load fetches, from the build's manifest. Run after
 * `vite build` (`npm run budget -w @surcos/web`); exits 1 when a route is over,
 * which fails CI. e2e/tests/first-load.spec.ts checks in a real browser that a
 * route fetches no script outside the set counted here.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, type Language } from '@surcos/contracts/languages';

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  /** Files the chunk fetches itself at run time (the barcode reader's WebAssembly). */
  assets?: string[];
}

/** Vite's `.vite/manifest.json`: chunks by their source path (or `_name` for shared chunks). */
export type Manifest = Record<string, ManifestChunk>;

export interface RouteBudget {
  route: string;
  /** What the first load imports besides the entry: the modules (by source path) loaded as the route renders. */
  loads: readonly string[];
  /** Compressed bytes, 1 KB = 1,000 bytes: a fixed figure, or at most `extra` more than another route's load. */
  limit: number | { over: string; extra: number };
}

/** A visitor's page (login, register, a shared profile): docs/decisions/026 and 029. */
export const VISITOR_LIMIT = 90_000;
/** What signed-in Explorar may add to a visitor's `/`. */
export const EXPLORAR_EXTRA = 60_000;

/** Loaded by every page once it has loaded (the service worker's registration, the offline banner). */
const AFTER_LOAD = ['src/app/pwa/pwa-root.tsx'];
const SIGNED_IN_SHELL = ['src/app/layout/nav-bar.tsx', 'src/app/realtime-connection.ts', 'socket.io-client'];

/** A public profile's page: the server names its scripts in the page it sends a visitor. */
export const PROFILE_PAGE = ['src/app/pages/user-page.tsx'];

export const ROUTE_BUDGETS: readonly RouteBudget[] = [
  { route: '/', loads: ['src/app/pages/landing-page.tsx', ...AFTER_LOAD], limit: VISITOR_LIMIT },
  { route: '/login', loads: ['src/app/pages/login-page.tsx', ...AFTER_LOAD], limit: VISITOR_LIMIT },
  { route: '/register', loads: ['src/app/pages/register-page.tsx', ...AFTER_LOAD], limit: VISITOR_LIMIT },
  {
    route: '/user/{id}',
    loads: [...PROFILE_PAGE, ...AFTER_LOAD],
    limit: VISITOR_LIMIT,
  },
  {
    route: '/ (Explorar, signed in)',
    loads: ['src/app/pages/explore-page.tsx', ...SIGNED_IN_SHELL, ...AFTER_LOAD],
    // Over the login form's load: the landing's pitch and glimpse give Explorar no extra room.
    limit: { over: '/login', extra: EXPLORAR_EXTRA },
  },
];

/** Each language's catalogue, which every page loads before it renders (src/lib/language.ts). */
export const catalogueModule = (language: Language): string => `../contracts/src/texts/${language}.ts`;

/** A route's name in one language: `/login (en)`. */
export const inLanguage = (route: string, language: Language): string => `${route} (${language})`;

/**
 * Every route's budget in every language: a page downloads its language's catalogue and no other,
 * and must fit in each.
 */
export const ROUTE_BUDGETS_IN_EACH_LANGUAGE: readonly RouteBudget[] = LANGUAGES.flatMap((language) =>
  ROUTE_BUDGETS.map(({ route, loads, limit }) => ({
    route: inLanguage(route, language),
    loads: [...loads, catalogueModule(language)],
    limit: typeof limit === 'number' ? limit : { ...limit, over: inLanguage(limit.over, language) },
  })),
);

/**
 * Loaded only where it is used, so listed beside the budget and never in it,
 * each part over what the parts before it loaded: the scan page, then its
 * barcode reader (zxing-wasm's script and WebAssembly, fetched when the
 * camera starts on a browser without its own BarcodeDetector).
 */
export const LAZY_LISTED: readonly { name: string; module: string }[] = [
  { name: '/scan (signed in)', module: 'src/app/pages/scan-page.tsx' },
  { name: '  its barcode reader', module: 'src/features/scan/lib/zxing-detector.ts' },
];

export interface LazyFigure {
  name: string;
  bytes: number;
  /** The files it adds, as sent (compressed where the build compressed them). */
  files: string[];
}

/** What each lazy part adds to the entry and the parts before it: its scripts with their imports, and the files they fetch. */
export function measureLazy(distDir: string, lazy = LAZY_LISTED): LazyFigure[] {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const loaded = new Set(filesOf(manifest, [entryKey(manifest)]));
  return lazy.map(({ name, module }) => {
    const key = keyOf(manifest, module);
    const assets = manifest[key]?.assets ?? [];
    const files = [
      ...filesOf(manifest, [key]),
      ...assets,
      ...assets.flatMap((file) => fetchedBy(distDir, file)),
    ].filter((file) => !loaded.has(file));
    for (const file of files) loaded.add(file);
    return { name, files, bytes: files.reduce((sum, file) => sum + sentBytes(distDir, file), 0) };
  });
}

/**
 * The build's files a worker script fetches itself (the barcode reader's WebAssembly): the
 * manifest lists a worker as its page's asset, and nothing the worker loads.
 */
function fetchedBy(distDir: string, file: string): string[] {
  if (!file.endsWith('.js')) return [];
  const text = readFileSync(path.join(distDir, file), 'utf8');
  return [...new Set(text.match(/assets\/[\w.-]+\.wasm/g) ?? [])].filter((found) =>
    existsSync(path.join(distDir, found)),
  );
}

export interface RouteFigure {
  route: string;
  bytes: number;
  limit: number;
  files: string[];
}

export function entryKey(manifest: Manifest): string {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  if (!entry) throw new Error('the manifest has no entry chunk');
  return entry[0];
}

/** A manifest key by its source path, or by a package name for a dependency loaded on its own. */
export function keyOf(manifest: Manifest, module: string): string {
  if (manifest[module]) return module;
  const dependency = Object.keys(manifest).find((key) => key.includes(`/node_modules/${module}/`));
  if (dependency) return dependency;
  throw new Error(`the manifest has no chunk for ${module}: is the budget list out of date?`);
}

/** The files of the chunks named and of every chunk they import statically, each once. */
export function filesOf(manifest: Manifest, keys: readonly string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest names ${key} but has no chunk for it`);
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...files].filter((file) => file.endsWith('.js'));
}

/** What the server sends for a file: its brotli version when the build made one, else the file itself. */
export function sentBytes(distDir: string, file: string): number {
  const compressed = path.join(distDir, `${file}.br`);
  return readFileSync(existsSync(compressed) ? compressed : path.join(distDir, file)).length;
}

export function measureRoutes(
  distDir: string,
  budgets: readonly RouteBudget[] = ROUTE_BUDGETS_IN_EACH_LANGUAGE,
): RouteFigure[] {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = entryKey(manifest);
  const measured = budgets.map(({ route, loads }) => {
    const files = filesOf(manifest, [entry, ...loads.map((module) => keyOf(manifest, module))]);
    return { route, files, bytes: files.reduce((sum, file) => sum + sentBytes(distDir, file), 0) };
  });
  const bytesOf = (route: string) => {
    const figure = measured.find((candidate) => candidate.route === route);
    if (!figure) throw new Error(`no budget measures ${route}`);
    return figure.bytes;
  };
  return budgets.map(({ limit }, index) => ({
    ...(measured[index] as (typeof measured)[number]),
    limit: typeof limit === 'number' ? limit : bytesOf(limit.over) + limit.extra,
  }));
}

const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** The report's lines, and whether every route is within its budget. */
export function report(figures: readonly RouteFigure[]): { lines: string[]; isWithin: boolean } {
  const lines = figures.map(({ route, bytes, limit, files }) => {
    const verdict = bytes <= limit ? 'ok' : `OVER by ${kilobytes(bytes - limit)}`;
    return `${route.padEnd(31)} ${kilobytes(bytes).padStart(9)} of ${kilobytes(limit).padStart(9)}  ${files.length} files  ${verdict}`;
  });
  return { lines, isWithin: figures.every(({ bytes, limit }) => bytes <= limit) };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const distDir = path.resolve(
    process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../dist'),
  );
  const { lines, isWithin } = report(measureRoutes(distDir));
  console.log(
    `First-load JavaScript (compressed as sent; at most ${kilobytes(VISITOR_LIMIT)} for a visitor's page, ` +
      `${kilobytes(EXPLORAR_EXTRA)} more for Explorar):`,
  );
  for (const line of lines) console.log(`  ${line}`);
  console.log('Loaded later, outside the first-load budget (JavaScript and WebAssembly):');
  for (const { name, bytes, files } of measureLazy(distDir))
    console.log(`  ${name.padEnd(31)} ${kilobytes(bytes).padStart(9)}  ${files.length} files`);
  if (!isWithin) {
    console.error('A route is over its JavaScript budget (web/scripts/bundle-budget.ts).');
    process.exit(1);
  }
}
