import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { INITIAL_RESPONSES_ID } from '@surcos/contracts/initial-responses';
import { errorBody } from '../lib/app-error.ts';

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
      index: false,
      // The build wrote .br and .gz beside each text asset: sent as they are, chosen by Accept-Encoding.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const isHashedAsset = filePath.startsWith(path.join(webDir, 'assets') + path.sep);
        void res.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  // The login form, prerendered at build time for a visitor's first paint (web/scripts/prerender.ts).
  const prerendered = new Map(
    Object.entries(PRERENDERED_PAGES).filter(
      ([, file]) => webDir !== null && existsSync(path.join(webDir, file)),
    ),
  );

  // A public profile's page, naming its own scripts (web/scripts/prerender.ts): a visitor gets it
  // with the answers to its first requests inside.
  const profileFile = webDir === null ? null : path.join(webDir, PROFILE_PAGE);
  const profileShell =
    profileFile !== null && existsSync(profileFile) ? readFileSync(profileFile, 'utf8') : null;

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    // A page is asked for by a browser (it accepts HTML) or by a path without a file
    // extension (`curl /`, a health probe); a missing `/assets/x.js` stays a 404.
    const wantsPage =
      webDir !== null &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      !pathname.startsWith('/covers/') &&
      ((request.headers.accept ?? '').includes('text/html') || path.posix.extname(pathname) === '');
    if (wantsPage) {
      // A signed-in browser must not see the login form first: the page depends on the cookie.
      const isVisitor = !hasSessionCookie(request.headers.cookie);
      void reply.header('cache-control', 'no-cache').header('vary', 'Cookie');
      const profileId = isVisitor && request.method === 'GET' ? publicProfileId(request.url) : null;
      if (profileShell !== null && profileId !== null) {
        const answers = await initialResponses(app, visitorProfileRequests(profileId), request.ip);
        return reply.type('text/html; charset=utf-8').send(withInitialResponses(profileShell, answers));
      }
      const page = isVisitor ? prerendered.get(request.url) : undefined;
      return reply.sendFile(page ?? 'index.html');
    }
    return reply.status(404).send(errorBody('NOT_FOUND'));
  });
}

/** Prerendered pages by their exact address (no query string, which could change what they show). */
const PRERENDERED_PAGES: Readonly<Record<string, string>> = {
  '/': 'prerendered/home.html',
  '/login': 'prerendered/login.html',
};

const PROFILE_PAGE = 'prerendered/profile.html';

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

/**
 * What a visitor's profile page asks for as it first renders, each path
 * exactly as the browser writes it (web/src/features/auth/api/get-session.ts,
 * users/api/get-user-profile.ts, get-user-albums.ts, get-user-collections.ts,
 * stats/api/get-user-stats.ts): a path written otherwise is only a missed
 * shortcut, the page then asks for it itself.
 */
function visitorProfileRequests(id: string): string[] {
  const user = `/api/users/${encodeURIComponent(id)}`;
  return ['/api/session', user, `${user}/albums?`, `${user}/collections?`, `${user}/stats`];
}

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

/** The page with the answers in a JSON script the browser never runs; `<` escaped, so no text can close it. */
function withInitialResponses(shell: string, answers: ReadonlyArray<[string, string]>): string {
  const json = `{${answers.map(([url, body]) => `${JSON.stringify(url)}:${body}`).join(',')}}`.replaceAll(
    '<',
    '\\u003c',
  );
  return shell.replace(
    '<div id="root">',
    `<script type="application/json" id="${INITIAL_RESPONSES_ID}">${json}</script><div id="root">`,
  );
}

/** better-auth's session cookie, under any prefix it gives it (`__Secure-` on HTTPS). */
const hasSessionCookie = (header: string | undefined) => /(?:^|;\s*)[\w.-]*session_token=/.test(header ?? '');
