/**
 * Prerenders a visitor's `/` and `/login` (both the login form) into
 * `dist/prerendered/` after `vite build`, so they paint before any script
 * runs: the server sends them to requests without a session cookie
 * (server/src/plugins/web.ts). The browser then hydrates them: `main.tsx` sees
 * `data-prerendered` and starts from the same visitor session, so the first
 * render matches this HTML. Each path is rendered at its own address, so
 * the ids React generates match the browser's.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from 'react-router';
import { createAppQueryClient, startAsVisitor } from '../src/app/app.tsx';
import { AppProviders } from '../src/app/providers.tsx';
import { AppRoutes } from '../src/app/routes.tsx';

/** The prerendered pages: file name by path (the server's list is in plugins/web.ts). */
const PAGES = { home: '/', login: '/login' } as const;

async function renderAt(pathname: string): Promise<string> {
  const queryClient = createAppQueryClient({ retry: false });
  startAsVisitor(queryClient);
  const { prelude } = await prerenderToNodeStream(
    <MemoryRouter initialEntries={[pathname]} useTransitions={false}>
      <AppProviders queryClient={queryClient} createSocket={() => new Promise(() => undefined)}>
        <AppRoutes />
      </AppProviders>
    </MemoryRouter>,
  );
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve, reject) =>
    prelude
      .pipe(
        new Writable({
          write(chunk: Buffer, _encoding, done) {
            chunks.push(chunk);
            done();
          },
        }),
      )
      .on('finish', resolve)
      .on('error', reject),
  );
  queryClient.clear();
  return Buffer.concat(chunks).toString('utf8');
}

const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const shell = readFileSync(path.join(distDir, 'index.html'), 'utf8');
const root = '<div id="root"></div>';
if (!shell.includes(root)) throw new Error(`dist/index.html has no ${root}`);
mkdirSync(path.join(distDir, 'prerendered'), { recursive: true });
for (const [name, pathname] of Object.entries(PAGES)) {
  const page = shell.replace(root, `<div id="root" data-prerendered="">${await renderAt(pathname)}</div>`);
  const file = path.join(distDir, 'prerendered', `${name}.html`);
  writeFileSync(file, page);
  writeFileSync(`${file}.br`, brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(page, { level: 9 }));
}
