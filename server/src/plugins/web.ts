import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
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

  // The login form, prerendered at build time for a visitor's first paint (web/scripts/prerender-login.ts).
  const prerendered = new Map(
    Object.entries(PRERENDERED_PAGES).filter(
      ([, file]) => webDir !== null && existsSync(path.join(webDir, file)),
    ),
  );

  app.setNotFoundHandler((request, reply) => {
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
      const page = hasSessionCookie(request.headers.cookie) ? undefined : prerendered.get(request.url);
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'Cookie')
        .sendFile(page ?? 'index.html');
    }
    return reply.status(404).send(errorBody('NOT_FOUND'));
  });
}

/** Prerendered pages by their exact address (no query string, which could change what they show). */
const PRERENDERED_PAGES: Readonly<Record<string, string>> = {
  '/': 'prerendered/home.html',
  '/login': 'prerendered/login.html',
};

/** better-auth's session cookie, under any prefix it gives it (`__Secure-` on HTTPS). */
const hasSessionCookie = (header: string | undefined) => /(?:^|;\s*)[\w.-]*session_token=/.test(header ?? '');
