/**
 * `npm run bench:web`: Lighthouse's mobile preset (simulated slow 4G, 4× CPU
 * slowdown) on the visitor's page `/` and on a public profile, three runs
 * each, medians printed beside the targets. Builds the app, serves it from
 * the built server on a temporary SQLite database, and runs Lighthouse from
 * npm (pinned below, fetched by npx on first use) in Debian's Chromium.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const LIGHTHOUSE = 'lighthouse@13.5.0';
const PORT = Number(process.env.BENCH_WEB_PORT ?? 4390);
const ORIGIN = `http://localhost:${PORT}`;
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const ROOT = path.resolve(import.meta.dirname, '..');
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
].join(' ');

interface Figures {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
}

const TARGETS = { performance: 0.95, accessibility: 1, lcp: 2000, tbt: 150 };

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

async function waitForServer(): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${ORIGIN}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not start');
}

/** A member with two dozen albums from the bundled catalogue: the public profile Lighthouse visits. */
async function seedProfile(): Promise<string> {
  const headers = { 'content-type': 'application/json', origin: ORIGIN };
  const signUp = await fetch(`${ORIGIN}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: 'Ana Vinilos', email: 'ana@example.com', password: 'contraseña-larga' }),
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const cookie = signUp.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  for (let index = 1; index <= 24; index += 1) {
    const id = `sc-${String(index).padStart(4, '0')}`;
    // No body, so no JSON content type: the server refuses an empty JSON body.
    const added = await fetch(`${ORIGIN}/api/me/albums/${id}`, {
      method: 'PUT',
      headers: { origin: ORIGIN, cookie },
    });
    if (!added.ok) throw new Error(`adding ${id} failed: ${added.status} ${await added.text()}`);
  }
  const session = (await (await fetch(`${ORIGIN}/api/session`, { headers: { cookie } })).json()) as {
    user: { id: string };
  };
  return session.user.id;
}

function lighthouse(url: string): Figures {
  const result = spawnSync(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--quiet',
      '--output=json',
      '--output-path=stdout',
      '--only-categories=performance,accessibility',
      `--chrome-flags=${CHROME_FLAGS}`,
    ],
    {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    },
  );
  if (result.status !== 0) throw new Error(`lighthouse failed on ${url}: ${result.stderr}`);
  const report = JSON.parse(result.stdout) as {
    categories: Record<string, { score: number }>;
    audits: Record<string, { numericValue: number }>;
  };
  const audit = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: report.categories.performance?.score ?? Number.NaN,
    accessibility: report.categories.accessibility?.score ?? Number.NaN,
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bytes: audit('total-byte-weight'),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function medians(runs: Figures[]): Figures {
  const of = (key: keyof Figures) => median(runs.map((figures) => figures[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    fcp: of('fcp'),
    lcp: of('lcp'),
    tbt: of('tbt'),
    cls: of('cls'),
    bytes: of('bytes'),
  };
}

function line(name: string, figures: Figures): string {
  const meets =
    figures.performance >= TARGETS.performance &&
    figures.accessibility >= TARGETS.accessibility &&
    figures.lcp <= TARGETS.lcp &&
    figures.tbt <= TARGETS.tbt;
  return [
    name.padEnd(18),
    `performance ${figures.performance.toFixed(2)}`,
    `accessibility ${figures.accessibility.toFixed(2)}`,
    `FCP ${Math.round(figures.fcp)} ms`,
    `LCP ${Math.round(figures.lcp)} ms`,
    `TBT ${Math.round(figures.tbt)} ms`,
    `CLS ${figures.cls.toFixed(3)}`,
    `${Math.round(figures.bytes / 1024)} KiB`,
    meets ? 'meets the targets' : 'MISSES a target',
  ].join('  ');
}

async function main() {
  if (process.env.BENCH_WEB_SKIP_BUILD !== '1') run('npm', ['run', 'build']);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'surcos-bench-web-'));
  const server = spawn(process.execPath, [path.join(ROOT, 'server/dist/main.js')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: 'localhost',
      PUBLIC_URL: ORIGIN,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      DISCOGS_TOKEN: '',
      LOG_LEVEL: 'warn',
    },
  });
  try {
    await waitForServer();
    const userId = await seedProfile();
    const pages = [
      ['/ (visitor)', `${ORIGIN}/`],
      ['/user/{id}', `${ORIGIN}/user/${userId}`],
    ] as const;
    console.log(
      `Lighthouse ${LIGHTHOUSE.split('@')[1]}, mobile preset, median of ${RUNS} runs ` +
        `(targets: performance ≥ ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, ` +
        `LCP ≤ ${TARGETS.lcp} ms, TBT ≤ ${TARGETS.tbt} ms)`,
    );
    for (const [name, url] of pages) {
      const runs = Array.from({ length: RUNS }, () => lighthouse(url));
      console.log(line(name, medians(runs)));
    }
  } finally {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
