import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { INITIAL_RESPONSES_ID } from '@surcos/contracts/initial-responses';
import { LANGUAGES, type Language } from '@surcos/contracts/languages';
import { languageOfHeaders } from '../lib/language.ts';
import { errorBody } from '../lib/app-error.ts';
import { collectionOpenGraph, profileOpenGraph, withOpenGraph } from './open-graph.ts';

/**
 * Serves the built web app. Unknown GET paths that are pages get index.html
 * (the router in the browser takes over); API paths and missing files get the
 * JSON 404.
 */
export async function registerWeb(app: FastifyInstance): Promise<void> {
  const webDir = app.config.webDir;
  if (webDir) {
    await app.register(fastifyStatic, {
      root: webDir,
      prefix: '/',
      wildcard: false,
      // The renderer of a visitor's pages is the server's to run, never a file to send.
      globIgnore: [`${RENDERER_DIR}/**`],
      index: false,
      // The build wrote .br and .gz beside each text asset: sent as they are, chosen by Accept-Encoding.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const isHashedAsset = filePath.startsWith(path.join(webDir, 'assets') + path.sep);
        void res.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  // Each page in each language (web/scripts/prerender.ts): the login form, prerendered for a
  // visitor's first paint; a public profile's page, naming its own scripts (a visitor gets it with the
  // profile rendered inside and the answers to its first requests); the app's page, into which a
  // shared public collection's preview tags are written for a visitor.
  const pageFile = (language: Language, name: string): string | null => {
    const file = `prerendered/${language}/${name}.html`;
    return webDir !== null && existsSync(path.join(webDir, file)) ? file : null;
  };
  const pageText = (language: Language, name: string): string | null => {
    const file = pageFile(language, name);
    return webDir !== null && file !== null ? readFileSync(path.join(webDir, file), 'utf8') : null;
  };
  const inEachLanguage = <T>(make: (language: Language) => T) =>
    Object.fromEntries(LANGUAGES.map((language) => [language, make(language)])) as Record<Language, T>;
  const prerendered = inEachLanguage(
    (language) =>
      new Map(
        Object.entries(PRERENDERED_PAGES).flatMap(([url, name]) => {
          const file = pageFile(language, name);
          return file === null ? [] : [[url, file] as const];
        }),
      ),
  );
  const profileShell = inEachLanguage((language) => pageText(language, 'profile'));
  const indexFile = inEachLanguage((language) => pageFile(language, 'index'));
  const indexShell = inEachLanguage((language) => pageText(language, 'index'));
  const renderPage = webDir === null ? null : await loadRenderer(webDir);
  const publicUrl = app.config.publicUrl;

  /** The app's page for this address, as a visitor or a signed-in browser gets it. */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    // A signed-in browser must not see the login form first: the page depends on the cookie.
    const isVisitor = !hasSessionCookie(request.headers.cookie);
    // The page is in the language the device chose, else the one its browser prefers.
    const language = languageOfHeaders(request.headers);
    void reply.header('cache-control', 'no-cache').header('vary', 'Cookie, Accept-Language');
    const profileId = isVisitor && request.method === 'GET' ? publicProfileId(request.url) : null;
    const profileShellHere = profileShell[language];
    if (profileShellHere !== null && profileId !== null) {
      const answers = await initialResponses(app, visitorProfileRequests(profileId), request.ip);
      // A missing profile has no answer to render from: the page asks for it, and says it is missing.
      const hasProfile = answers.some(([url]) => url === profilePath(profileId));
      const content =
        renderPage !== null && hasProfile
          ? await renderSafely(app, renderPage, request.url, answers, language)
          : null;
      const page = profilePage(profileShellHere, answers, content);
      return reply
        .type('text/html; charset=utf-8')
        .send(
          hasProfile
            ? withOpenGraph(
                page,
                profileOpenGraph(
                  publicUrl,
                  request.url,
                  answers.find(([url]) => url === profilePath(profileId))?.[1],
                  answers.find(([url]) => url === `${profilePath(profileId)}/albums?`)?.[1],
                ),
              )
            : page,
        );
    }
    // A shared collection's preview (title, description, a cover) for a visitor, crawlers included:
    // what the API answers a visitor, so a private collection has none.
    const collectionId = isVisitor && request.method === 'GET' ? publicCollectionId(request.url) : null;
    const indexShellHere = indexShell[language];
    if (indexShellHere !== null && collectionId !== null) {
      const [answer] = await initialResponses(app, [collectionPath(collectionId)], request.ip);
      if (answer !== undefined) {
        const tags = collectionOpenGraph(publicUrl, request.url, JSON.parse(answer[1]));
        return reply.type('text/html; charset=utf-8').send(withOpenGraph(indexShellHere, tags));
      }
    }
    const page = isVisitor ? prerendered[language].get(request.url) : undefined;
    // A build without prerendered pages (the web app's own tests) has its index.html only.
    return reply.sendFile(page ?? indexFile[language] ?? 'index.html');
  };

  // A profile's page is made for each visitor: as a route, it is compressed like any other answer
  // (the not-found handler is no route, and the files it sends were compressed by the build).
  if (webDir !== null) {
    app.get('/user/:userId', sendPage);
    app.get('/collection/:collectionId', sendPage);
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    // A page is asked for by a browser (it accepts HTML) or by a path without a file
    // extension (`curl /`, a health probe); a missing `/assets/x.js` stays a 404.
    const accept = request.headers.accept ?? '';
    const wantsPage =
      webDir !== null &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      !pathname.startsWith('/covers/') &&
      // Discovery (WebFinger, NodeInfo) and ActivityPub clients get a 404 they can read, never the app.
      !pathname.startsWith('/.well-known/') &&
      (accept.includes('text/html') || (path.posix.extname(pathname) === '' && !ACTIVITY_TYPES.test(accept)));
    if (wantsPage) return sendPage(request, reply);
    return reply.status(404).send(errorBody('NOT_FOUND'));
  });
}

/** An ActivityPub client's Accept (Mastodon sends both). */
const ACTIVITY_TYPES = /application\/(activity|ld)\+json/;

/** Prerendered pages by their exact address (no query string, which could change what they show). */
const PRERENDERED_PAGES: Readonly<Record<string, string>> = {
  '/': 'home',
  '/login': 'login',
};
/** Where the build puts the renderer of a visitor's pages (web/vite.config.ts). */
const RENDERER_DIR = 'server';

/** The user id of a public profile's address (`/user/{id}`, no query string), or null. */
function publicProfileId(url: string): string | null {
  const match = /^\/user\/([^/?#]+)$/.exec(url);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/** The collection id of a shared collection's address (`/collection/{id}`, no query string), or null. */
function publicCollectionId(url: string): string | null {
  const match = /^\/collection\/([^/?#]+)$/.exec(url);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

const collectionPath = (id: string) => `/api/collections/${encodeURIComponent(id)}`;

/**
 * What a visitor's profile page asks for as it first renders, each path
 * exactly as the browser writes it (web/src/features/auth/api/get-session.ts,
 * users/api/get-user-profile.ts, get-user-albums.ts, get-user-collections.ts,
 * stats/api/get-user-stats.ts): a path written otherwise is only a missed
 * shortcut, the page then asks for it itself.
 */
function visitorProfileRequests(id: string): string[] {
  const user = profilePath(id);
  return ['/api/session', user, `${user}/albums?`, `${user}/collections?`, `${user}/stats`];
}

const profilePath = (id: string) => `/api/users/${encodeURIComponent(id)}`;

/**
 * The API's own answers to a visitor's GETs, through the same routes, checks
 * and contracts as the browser's requests; only successful ones (a missing
 * profile is left for the page to ask about, and to show as missing).
 */
async function initialResponses(
  app: FastifyInstance,
  paths: readonly string[],
  remoteAddress: string,
): Promise<Array<[string, string]>> {
  const answers = await Promise.all(
    paths.map(async (url) => {
      const response = await app.inject({
        method: 'GET',
        url,
        headers: { accept: 'application/json' },
        remoteAddress,
      });
      return response.statusCode === 200 ? ([url, response.body] as [string, string]) : null;
    }),
  );
  return answers.filter((answer) => answer !== null);
}

/**
 * The profile's page: the answers in a JSON script the browser never runs (`<` escaped, so no text
 * can close it), and the page rendered from them in `#root`, which the app then hydrates (`main.tsx`
 * sees `data-prerendered`), or an empty `#root` for the app to render.
 */
function profilePage(
  shell: string,
  answers: ReadonlyArray<[string, string]>,
  content: string | null,
): string {
  const json = `{${answers.map(([url, body]) => `${JSON.stringify(url)}:${body}`).join(',')}}`.replaceAll(
    '<',
    '\\u003c',
  );
  const root = content === null ? '<div id="root">' : `<div id="root" data-prerendered="">${content}`;
  return shell.replace(
    '<div id="root">',
    `<script type="application/json" id="${INITIAL_RESPONSES_ID}">${json}</script>${root}`,
  );
}

/**
 * The web app's renderer of a visitor's pages (web/src/render-visitor-page.tsx): the HTML inside
 * `#root` for a path, from the answers to the page's first requests by path.
 */
type RenderVisitorPage = (
  pathname: string,
  answers: Readonly<Record<string, unknown>>,
  language: Language,
) => Promise<string>;

/** The build's renderer, or null when the build has none (the page is then rendered in the browser). */
async function loadRenderer(webDir: string): Promise<RenderVisitorPage | null> {
  const file = path.join(webDir, RENDERER_DIR, 'render-visitor-page.js');
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as { renderVisitorPage?: unknown };
  if (typeof module.renderVisitorPage !== 'function') throw new Error(`${file} exports no renderVisitorPage`);
  return module.renderVisitorPage as RenderVisitorPage;
}

/** The rendered page, or null if rendering failed: the browser then renders it itself, as it would anyway. */
async function renderSafely(
  app: FastifyInstance,
  render: RenderVisitorPage,
  pathname: string,
  answers: ReadonlyArray<[string, string]>,
  language: Language,
): Promise<string | null> {
  try {
    return await render(
      pathname,
      Object.fromEntries(answers.map(([url, body]) => [url, JSON.parse(body)])),
      language,
    );
  } catch (error) {
    app.log.error({ err: error, pathname }, 'rendering a visitor page failed');
    return null;
  }
}

/** better-auth's session cookie, under any prefix it gives it (`__Secure-` on HTTPS). */
const hasSessionCookie = (header: string | undefined) => /(?:^|;\s*)[\w.-]*session_token=/.test(header ?? '');
