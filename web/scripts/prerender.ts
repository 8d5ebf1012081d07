/**
 * Writes a visitor's pages, in each language, into `dist/prerendered/<language>/`
 * after `vite build` and the
 * renderer's build (`dist/server/`); the server sends them to requests
 * without a session cookie (server/src/plugins/web.ts):
 * - `/` (the login form beside what Surcos is, its glimpse of public activity
 *   still loading) and `/login`, rendered, so they paint before
 *   any script runs, and naming their page's scripts as the profile's does. The browser then hydrates them: `main.tsx` sees
 *   `data-prerendered` and starts from the same visitor session, so the first
 *   render matches this HTML.
 * - a public profile's page: the app's page that also names the profile's
 *   own scripts, so the browser fetches them with the entry instead of after
 *   it; the server renders the profile into it, with the same renderer, and
 *   adds the answers to the page's first requests.
 * - the app's page itself (`index.html`), for every other address.
 * Each is in its language from `<html lang>` on, and names its language's
 * catalogue as a module preload, so the texts arrive with the entry rather
 * than after it.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LANGUAGE_INFO, LANGUAGES, type Language } from '@surcos/contracts/languages';
import type { Catalogue } from '@surcos/contracts/texts';
import type * as Renderer from '../src/render-visitor-page.tsx';
import { catalogueModule, entryKey, filesOf, keyOf, PROFILE_PAGE, type Manifest } from './bundle-budget.ts';

/**
 * The prerendered pages: file name, path (the server's list is in plugins/web.ts) and the page's own
 * module, whose scripts the page names so the browser fetches them beside the entry's, rather than
 * the app adding a link for each as it takes the page over.
 */
const PAGES = [
  { name: 'home', pathname: '/', module: 'src/app/pages/landing-page.tsx' },
  { name: 'login', pathname: '/login', module: 'src/app/pages/login-page.tsx' },
] as const;

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(webDir, 'dist');

function writePage(language: Language, name: string, page: string): void {
  const file = path.join(distDir, 'prerendered', language, `${name}.html`);
  writeFileSync(file, page);
  writeFileSync(`${file}.br`, brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(page, { level: 9 }));
}

/**
 * The page titled as the app titles it once running ('Iniciar sesión · Surcos', from the page's one
 * h1: components/ui/page-heading.tsx), so the tab, crawlers and a page without scripts read it too.
 */
function withTitle(page: string, content: string, catalogue: Catalogue): string {
  const heading = /<h1[^>]*>([^<]+)<\/h1>/.exec(content)?.[1];
  if (heading === undefined) throw new Error('a prerendered page has no h1 to title it');
  if (!/<title>[^<]*<\/title>/.test(page)) throw new Error('dist/index.html has no <title>');
  return page.replace(
    /<title>[^<]*<\/title>/,
    () => `<title>${catalogue.app.documentTitle(heading)}</title>`,
  );
}

/** The shell naming, as module preloads, the scripts of `modules` the entry does not load already. */
function withPreloads(shell: string, modules: readonly string[]): string {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entryFiles = new Set(filesOf(manifest, [entryKey(manifest)]));
  const links = filesOf(
    manifest,
    modules.map((module) => keyOf(manifest, module)),
  )
    .filter((file) => !entryFiles.has(file))
    .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`)
    .join('');
  if (!shell.includes('</head>')) throw new Error('dist/index.html has no </head>');
  return shell.replace('</head>', `${links}  </head>`);
}

const { renderVisitorPage } = (await import(
  pathToFileURL(path.join(distDir, 'server/render-visitor-page.js')).href
)) as typeof Renderer;
const spanishShell = readFileSync(path.join(distDir, 'index.html'), 'utf8');
const root = '<div id="root"></div>';
if (!spanishShell.includes(root)) throw new Error(`dist/index.html has no ${root}`);
const htmlTag = '<html lang="es">';
if (!spanishShell.includes(htmlTag)) throw new Error(`dist/index.html has no ${htmlTag}`);
for (const language of LANGUAGES) {
  const shell = spanishShell.replace(htmlTag, `<html lang="${language}">`);
  const catalogue = (await LANGUAGE_INFO[language].load()) as Catalogue;
  mkdirSync(path.join(distDir, 'prerendered', language), { recursive: true });
  for (const { name, pathname, module } of PAGES) {
    const content = await renderVisitorPage(pathname, {}, language);
    writePage(
      language,
      name,
      withTitle(
        withPreloads(shell, [module, catalogueModule(language)]).replace(
          root,
          `<div id="root" data-prerendered="">${content}</div>`,
        ),
        content,
        catalogue,
      ),
    );
  }
  writePage(language, 'profile', withPreloads(shell, [...PROFILE_PAGE, catalogueModule(language)]));
  writePage(language, 'index', withPreloads(shell, [catalogueModule(language)]));
}
