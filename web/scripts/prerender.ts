/**
 * Writes a visitor's pages into `dist/prerendered/` after `vite build`; the
 * server sends them to requests without a session cookie
 * (server/src/plugins/web.ts):
 * - `/` and `/login` (both the login form), rendered, so they paint before
 *   any script runs. The browser then hydrates them: `main.tsx` sees
 *   `data-prerendered` and starts from the same visitor session, so the first
 *   render matches this HTML.
 * - a public profile's page: the app's page that also names the profile's
 *   own scripts, so the browser fetches them with the entry instead of after
 *   it; the server adds the answers to the page's first requests.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createServer } from 'vite';
import { entryKey, filesOf, keyOf, PROFILE_PAGE, type Manifest } from './bundle-budget.ts';

/** The prerendered pages: file name by path (the server's list is in plugins/web.ts). */
const PAGES = { home: '/', login: '/login' } as const;

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(webDir, 'dist');

// The page's modules go through the app's own Vite configuration, so they render with the
// renderer and aliases the bundle has; the libraries that import `react` are bundled too, or
// Node would hand them React itself.
const vite = await createServer({
  root: webDir,
  configFile: path.join(webDir, 'vite.config.ts'),
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
  ssr: { noExternal: ['react-router', /^@tanstack\/react-/] },
});
function writePage(name: string, page: string): void {
  const file = path.join(distDir, 'prerendered', `${name}.html`);
  writeFileSync(file, page);
  writeFileSync(`${file}.br`, brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(page, { level: 9 }));
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

try {
  const { renderVisitorPage } = (await vite.ssrLoadModule('/scripts/prerender-page.tsx')) as {
    renderVisitorPage: (pathname: string) => Promise<string>;
  };
  const shell = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const root = '<div id="root"></div>';
  if (!shell.includes(root)) throw new Error(`dist/index.html has no ${root}`);
  mkdirSync(path.join(distDir, 'prerendered'), { recursive: true });
  for (const [name, pathname] of Object.entries(PAGES)) {
    writePage(
      name,
      shell.replace(root, `<div id="root" data-prerendered="">${await renderVisitorPage(pathname)}</div>`),
    );
  }
  writePage('profile', withPreloads(shell, PROFILE_PAGE));
} finally {
  await vite.close();
}
