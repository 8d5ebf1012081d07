// The runtime check CI runs on each supported Node.js: start the built server on an empty data
// folder, sign up, search, add an album, send 300 requests, then SIGTERM; the process must exit 0.
// A Node.js the native addons do not fit aborts somewhere on that path (at a statement's
// teardown, at exit), and this fails. Run after `npm run build`: node scripts/runtime-smoke.mjs
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const REQUESTS = 300;
const CONCURRENCY = 10;

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const fail = (message) => {
  throw new Error(message);
};

const port = await freePort();
const origin = `http://localhost:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'surcos-smoke-'));
const server = spawn(process.execPath, [path.join(root, 'server/dist/main.js')], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: origin, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
server.stdout.on('data', (chunk) => (output += chunk));
server.stderr.on('data', (chunk) => (output += chunk));
const exited = new Promise((resolve) => server.once('exit', (code, signal) => resolve({ code, signal })));

async function api(method, url, { cookie, body } = {}) {
  const response = await fetch(`${origin}${url}`, {
    method,
    headers: {
      origin,
      ...(cookie ? { cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) fail(`${method} ${url} answered ${response.status}: ${await response.text()}`);
  return response;
}

const started = Date.now();
try {
  // A deadline, not a racing 30 s timer: a pending timer would hold the process open after the check.
  const startBy = started + 30_000;
  while (!output.includes('Surcos is ready')) {
    if (server.exitCode !== null || server.signalCode !== null || Date.now() > startBy)
      fail('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  const signUp = await api('POST', '/api/auth/sign-up/email', {
    body: { name: 'Prueba Humo', email: 'humo@example.com', password: 'vinilo-secreto-1' },
  });
  const cookie = signUp.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');

  const search = await (await api('GET', '/api/music/search?q=coltrane', { cookie })).json();
  const first = search.results?.[0] ?? fail(`the search found nothing: ${JSON.stringify(search)}`);
  await api('PUT', `/api/me/albums/${first.id}`, { cookie });
  const mine = await (await api('GET', '/api/me/albums', { cookie })).json();
  if (!JSON.stringify(mine).includes(`"${first.id}"`)) fail('the added album is not in My albums');

  const urls = ['/api/me/albums', `/api/albums/${first.id}`, '/api/music/search?q=miles', '/healthz'];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        const url = urls[next++ % urls.length];
        await (await api('GET', url, { cookie })).arrayBuffer();
      }
    }),
  );
} catch (error) {
  server.kill('SIGKILL');
  await exited;
  console.error(output);
  console.error(`runtime smoke on Node.js ${process.versions.node}: ${error.message}`);
  process.exit(1);
}

server.kill('SIGTERM');
const { code, signal } = await exited;
rmSync(dataDir, { recursive: true, force: true });
if (code !== 0 || /Assertion failed|Segmentation fault|core dumped/i.test(output)) {
  console.error(output);
  console.error(`runtime smoke on Node.js ${process.versions.node}: exit code ${code}, signal ${signal}`);
  process.exit(1);
}
console.log(
  `runtime smoke on Node.js ${process.versions.node}: sign-up, search, add, ${REQUESTS} requests, SIGTERM → exit 0 (${Date.now() - started} ms)`,
);
