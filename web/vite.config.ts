import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import preact from '@preact/preset-vite';
import tailwindcss from '@tailwindcss/vite';
import {
  defaultClientConditions,
  defaultServerConditions,
  defineConfig,
  type Plugin,
  type UserConfig,
} from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import * as spanish from '@surcos/contracts/texts/es';
import { THEME_BOOT_SCRIPT, THEME_COLORS } from '@surcos/contracts/theme';

const API_ORIGIN = 'http://localhost:3000';
/** The dark theme's background (web/src/styles/index.css): the installed app's title bar and splash. */

/**
 * The page's text needs the Latin subset of the two weights at once: the
 * browser would only find them after the stylesheet, so the page names them
 * first. Spanish fits in Latin (U+0000–00FF); the other subsets load only
 * where a text needs them.
 */
function preloadFonts(): Plugin {
  const wanted = /^assets\/atkinson-hyperlegible-next-latin-(400|700)-normal-[\w-]+\.woff2$/;
  return {
    name: 'surcos-preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) =>
        Object.keys(bundle ?? {})
          .filter((fileName) => wanted.test(fileName))
          .map((fileName) => ({
            tag: 'link',
            attrs: { rel: 'preload', href: `/${fileName}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head' as const,
          })),
    },
  };
}

/** The remembered theme, applied before anything paints (the server allows this script by its hash). */
function applyThemeFirst(): Plugin {
  return {
    name: 'surcos-theme-first',
    // Right after the charset, so it runs before the stylesheet is even requested.
    transformIndexHtml: (html) => {
      const charset = '<meta charset="UTF-8" />';
      if (!html.includes(charset)) throw new Error(`index.html has no ${charset}`);
      return html.replace(charset, `${charset}\n    <script>${THEME_BOOT_SCRIPT}</script>`);
    },
  };
}

/** Chunks the entry always loads (the renderer, the router, the shell, the runtime): never worth preloading again. */
const isEntryChunk = (file: string) =>
  /^assets\/(index|preact|router|shell|rolldown-runtime)-[\w-]+\.js$/.test(file);

const root = fileURLToPath(new URL('.', import.meta.url));
/** zod as configured for the browser (see the module), for the app and the contracts alike. */
const zodAlias = {
  find: /^zod$/,
  replacement: fileURLToPath(new URL('src/lib/zod-config.ts', import.meta.url)),
};
// Preact behind React's API (docs/decisions/029-preact.md): the preset aliases `react` and
// `react-dom` to `preact/compat` for the app and every library, in builds, dev and tests alike.
const preactBehindReact = () => preact({ prerender: { enabled: false } });

/**
 * The renderer of a visitor's pages (`vite build --ssr src/render-visitor-page.tsx`): modules in
 * dist/server/ with all they import, the libraries too, so the server loads them with none of the
 * web app's packages; the server never sends them to a browser (server/src/plugins/web.ts).
 */
const rendererConfig: UserConfig = {
  root,
  plugins: [preactBehindReact()],
  resolve: { alias: [zodAlias] },
  ssr: { noExternal: true, resolve: { conditions: ['source', ...defaultServerConditions] } },
  build: {
    outDir: 'dist/server',
    emptyOutDir: false,
    copyPublicDir: false,
  },
};

const appConfig: UserConfig = {
  root,
  plugins: [
    preactBehindReact(),
    tailwindcss(),
    applyThemeFirst(),
    preloadFonts(),
    // The manifest and the service worker (web/service-worker/sw.ts); the page registers it
    // itself, late and lazily (src/app/pwa/), so nothing is added to the first load.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'service-worker',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: spanish.app.name,
        short_name: spanish.app.name,
        description: spanish.offline.appDescription,
        lang: 'es',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: THEME_COLORS.dark,
        theme_color: THEME_COLORS.dark,
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        // The app shell: the page, every script and style, the fonts. Never the .br/.gz twins: the
        // browser asks for the plain name and the server picks the encoding. The icons are the
        // system's to fetch when installing.
        // The scan page's barcode reader (zxing-wasm) too, so a shop without signal still reads codes.
        globPatterns: ['**/*.{html,js,css,woff2,wasm,webmanifest}', 'favicon.svg'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
    // Every text asset also as .br (brotli at its highest quality) and .gz, made once at build
    // time, so the server sends files instead of compressing each response at a low level.
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      include: /\.(js|css|html|svg|json|webmanifest|txt|wasm)$/,
      // Small scripts too: a first load fetches a dozen of them.
      threshold: 0,
      skipIfLargerOrEqual: true,
      logLevel: 'silent',
    }),
  ],
  resolve: {
    // The contracts package exports its TypeScript sources under `source`, so the
    // web app needs no contracts build step and sees edits at once.
    conditions: ['source', ...defaultClientConditions],
    alias: [zodAlias],
  },
  server: {
    proxy: {
      '/api': API_ORIGIN,
      '/covers': API_ORIGIN,
      '/socket.io': { target: API_ORIGIN, ws: true },
    },
  },
  // The scan page's barcode reader runs in a module worker (features/scan/lib/zxing-detector.ts).
  worker: { format: 'es' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    modulePreload: {
      // Every browser Surcos supports preloads modules itself; the polyfill would only add bytes.
      polyfill: false,
      // A lazy page preloads its own chunks, not those the entry has loaded already: the lists
      // of file names ride in the entry, so each name left out is bytes off every first load.
      resolveDependencies: (_file, dependencies, { hostType }) =>
        hostType === 'js' ? dependencies.filter((dependency) => !isEntryChunk(dependency)) : dependencies,
    },
    // Which chunks each page needs, for the JavaScript budget (scripts/check-bundle-budget.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What the entry imports statically in three chunks (the renderer, the router, the rest)
          // rather than a dozen small ones, each paying its round trip and headers; three, not one,
          // so the browser compiles them side by side and keeps the first two across releases.
          groups: [
            { name: 'preact', test: /[\\/]node_modules[\\/]preact[\\/]/, priority: 20 },
            { name: 'router', test: /[\\/]node_modules[\\/]react-router[\\/]/, priority: 15 },
            { name: 'shell', tags: ['$initial'], priority: 10 },
            // The design system's components, which most pages share, and TanStack Query's paged
            // lists that the pages with a list use with them, in one chunk rather than one each.
            {
              name: 'ui',
              test: /[\\/]src[\\/]components[\\/]ui[\\/]|[\\/]node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/].*[Ii]nfinite/,
              priority: 5,
            },
          ],
        },
      },
    },
  },
};

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? rendererConfig : appConfig));
