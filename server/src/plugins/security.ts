import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import helmet from 'helmet';
import { createHash } from 'node:crypto';
import { THEME_BOOT_SCRIPT } from '@surcos/contracts/theme';

/** The one inline script a page has: it applies the remembered theme before the first paint. */
const THEME_BOOT_HASH = `'sha256-${createHash('sha256').update(THEME_BOOT_SCRIPT).digest('base64')}'`;

export async function registerSecurity(app: FastifyInstance): Promise<void> {
  const isHttps = app.config.publicUrl.startsWith('https://');
  // Built once: the Fastify plugin built the middleware, CSP parsing included, anew for every request.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // 'wasm-unsafe-eval' lets the scan page compile its barcode reader's WebAssembly (from Surcos
        // itself); it allows no eval() of JavaScript.
        scriptSrc: ["'self'", THEME_BOOT_HASH, "'wasm-unsafe-eval'"],
        styleSrc: ["'self'"],
        // Covers come through Surcos (/covers): no page loads anything from the music database's hosts.
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        // The service worker (/sw.js) and the web app manifest, both from Surcos itself.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        mediaSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // Over plain HTTP (a LAN install) this directive would send the browser to https and blank the page.
        ...(isHttps ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: isHttps ? { maxAge: 15_552_000, includeSubDomains: false } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined)),
  );
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
}
