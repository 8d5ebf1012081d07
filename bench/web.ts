/**
 * `npm run bench:web`: Lighthouse's mobile preset (simulated slow 4G, 4× CPU
 * slowdown), three runs of each page taken in turn, medians printed beside
 * the targets:
 * - for a visitor, `/` and a public profile (with the longest tasks of `/`);
 * - signed in, Explorar and My albums (grid and table) of a member whose
 *   4,000 copies came from a Discogs export imported through the app.
 * Builds the app, serves it from the built server on a temporary SQLite
 * database, and runs Lighthouse from npm (pinned below, fetched by npx on
 * first use) in Debian's Chromium.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launchMemberBrowser } from './member-browser.ts';
import { type Server, startServer } from './web-server.ts';

const LIGHTHOUSE = 'lighthouse@13.5.0';
const PORT = Number(process.env.BENCH_WEB_PORT ?? 4390);
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const COPIES = Number(process.env.BENCH_WEB_COPIES ?? 4000);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const ROOT = path.resolve(import.meta.dirname, '..');
/** Words of the pages' names, comma-separated: only those pages are measured (all when unset). */
const PAGE_FILTER = (process.env.BENCH_WEB_PAGES ?? '')
  .split(',')
  .map((word) => word.trim().toLowerCase())
  .filter(Boolean);
/** Another checkout, already built: its server is measured beside this one, the same page of each in turn. */
const COMPARE_ROOT = process.env.BENCH_WEB_COMPARE ? path.resolve(process.env.BENCH_WEB_COMPARE) : null;
/** A folder for every run's Lighthouse report (JSON), to read its diagnostics and trace figures. */
const REPORTS_DIR = process.env.BENCH_WEB_REPORTS ? path.resolve(process.env.BENCH_WEB_REPORTS) : null;
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** Where My albums keeps its view on a device (web/src/features/albums/lib/my-albums-view.ts). */
const MY_ALBUMS_VIEW_KEY = 'surcos.myAlbums.view';

interface Figures {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
}

/** A task of the main thread over 50 ms, as Lighthouse's `long-tasks` audit lists it. */
interface LongTask {
  url: string;
  /** Milliseconds as Lighthouse counts them: the trace's, times the preset's CPU slowdown. */
  duration: number;
  startTime: number;
}

interface Run {
  figures: Figures;
  longTasks: LongTask[];
}

const VISITOR_TARGETS = { performance: 0.95, accessibility: 1, lcp: 2000, tbt: 150 };
const MEMBER_TARGETS = { performance: 0.9, tbt: 200, cls: 0.05 };

function meetsVisitorTargets(figures: Figures): boolean {
  return (
    figures.performance >= VISITOR_TARGETS.performance &&
    figures.accessibility >= VISITOR_TARGETS.accessibility &&
    figures.lcp <= VISITOR_TARGETS.lcp &&
    figures.tbt <= VISITOR_TARGETS.tbt
  );
}

function meetsMemberTargets(figures: Figures): boolean {
  return (
    figures.performance >= MEMBER_TARGETS.performance &&
    figures.tbt <= MEMBER_TARGETS.tbt &&
    figures.cls <= MEMBER_TARGETS.cls
  );
}

interface Page {
  name: string;
  server: Server;
  url: string;
  meets: (figures: Figures) => boolean;
  /** Lighthouse's own browser, or a signed-in one with this local storage. */
  storage?: Record<string, string>;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

function lighthouse(url: string, browserArgs: string[], reportName: string): Run {
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
      ...browserArgs,
    ],
    {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      // A run takes about a minute on a busy machine; one that hangs fails the bench rather than stalling it.
      timeout: 5 * 60_000,
      env: { ...process.env, CHROME_PATH },
    },
  );
  if (result.status !== 0) throw new Error(`lighthouse failed on ${url}: ${result.stderr}`);
  if (REPORTS_DIR) {
    mkdirSync(REPORTS_DIR, { recursive: true });
    writeFileSync(path.join(REPORTS_DIR, `${reportName}.json`), result.stdout);
  }
  const report = JSON.parse(result.stdout) as {
    categories: Record<string, { score: number }>;
    audits: Record<string, { numericValue?: number; details?: { items?: LongTask[] } }>;
  };
  const audit = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    figures: {
      performance: report.categories.performance?.score ?? Number.NaN,
      accessibility: report.categories.accessibility?.score ?? Number.NaN,
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      bytes: audit('total-byte-weight'),
    },
    longTasks: report.audits['long-tasks']?.details?.items ?? [],
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

function line(page: Page, figures: Figures): string {
  return [
    page.name.padEnd(COMPARE_ROOT ? 32 : 20),
    `performance ${figures.performance.toFixed(2)}`,
    `accessibility ${figures.accessibility.toFixed(2)}`,
    `FCP ${Math.round(figures.fcp)} ms`,
    `LCP ${Math.round(figures.lcp)} ms`,
    `TBT ${Math.round(figures.tbt)} ms`,
    `CLS ${figures.cls.toFixed(3)}`,
    `${Math.round(figures.bytes / 1024)} KiB`,
    page.meets(figures) ? 'meets the targets' : 'MISSES a target',
  ].join('  ');
}

/** The longest tasks of the run whose TBT is the median: what blocked the page, by script. */
function longestTasks(runs: Run[], origin: string, count = 5): string[] {
  const tbt = median(runs.map((each) => each.figures.tbt));
  const chosen = runs.find((each) => each.figures.tbt === tbt) ?? runs[0];
  const tasks = [...(chosen?.longTasks ?? [])].sort((a, b) => b.duration - a.duration).slice(0, count);
  if (tasks.length === 0) return ['  no task over 50 ms'];
  return tasks.map(
    (task) =>
      `  ${String(Math.round(task.duration)).padStart(5)} ms at ${String(Math.round(task.startTime)).padStart(5)} ms  ` +
      task.url.replace(origin, ''),
  );
}

/** One Lighthouse run of `page`, in a signed-in browser when it has storage to set. */
async function runOnce(page: Page, reportName: string): Promise<Run> {
  if (!page.storage) {
    return lighthouse(page.url, [`--chrome-flags=${CHROME_FLAGS.join(' ')}`], reportName);
  }
  const browser = await launchMemberBrowser({
    chromePath: CHROME_PATH,
    flags: CHROME_FLAGS,
    origin: page.server.origin,
    cookie: page.server.collector,
    language: page.server.collectorLanguage,
    storage: page.storage,
  });
  try {
    return lighthouse(page.url, [`--port=${browser.port}`, '--disable-storage-reset'], reportName);
  } finally {
    await browser.close();
  }
}

/** A run of `page`, tried again (twice at most) when Lighthouse itself fails, as it now and then does on a busy machine. */
async function measure(page: Page, reportName: string): Promise<Run> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(page, reportName);
    } catch (error) {
      if (attempt === 3) throw error;
      console.error(`${page.name}: ${(error as Error).message.split('\n')[0]}; running it again`);
    }
  }
}

function pagesOf(server: Server): Page[] {
  const { origin } = server;
  const suffix = COMPARE_ROOT ? ` [${server.label}]` : '';
  const pages: Omit<Page, 'server'>[] = [
    { name: '/ (visitor)', url: `${origin}/`, meets: meetsVisitorTargets },
    { name: '/user/{id}', url: `${origin}/user/${server.userId}`, meets: meetsVisitorTargets },
    { name: 'Explorar', url: `${origin}/`, meets: meetsMemberTargets, storage: {} },
    { name: 'My albums (grid)', url: `${origin}/albums`, meets: meetsMemberTargets, storage: {} },
    {
      name: 'My albums (table)',
      url: `${origin}/albums`,
      meets: meetsMemberTargets,
      storage: { [MY_ALBUMS_VIEW_KEY]: 'table' },
    },
  ];
  return pages
    .filter(
      (page) =>
        PAGE_FILTER.length === 0 || PAGE_FILTER.some((word) => page.name.toLowerCase().includes(word)),
    )
    .map((page) => ({ ...page, name: page.name + suffix, server }));
}

async function main() {
  if (process.env.BENCH_WEB_SKIP_BUILD !== '1') run('npm', ['run', 'build']);
  const servers: Server[] = [];
  try {
    servers.push(await startServer(ROOT, PORT, 'this', COPIES));
    if (COMPARE_ROOT)
      servers.push(await startServer(COMPARE_ROOT, PORT + 1, path.basename(COMPARE_ROOT), COPIES));
    // Each page of every server side by side, so the same page is measured on both in the same minutes.
    const byPage = servers.map(pagesOf);
    const pages = (byPage[0] ?? []).flatMap((_, index) => byPage.map((each) => each[index] as Page));
    if (pages.length === 0) throw new Error(`no page matches BENCH_WEB_PAGES=${PAGE_FILTER.join(',')}`);
    console.log(
      `Lighthouse ${LIGHTHOUSE.split('@')[1]}, mobile preset, median of ${RUNS} runs, the pages in turn\n` +
        `  a visitor's pages: performance ≥ ${VISITOR_TARGETS.performance}, accessibility ${VISITOR_TARGETS.accessibility}, ` +
        `LCP ≤ ${VISITOR_TARGETS.lcp} ms, TBT ≤ ${VISITOR_TARGETS.tbt} ms\n` +
        `  signed in (a member with ${COPIES.toLocaleString('en')} copies): performance ≥ ${MEMBER_TARGETS.performance}, ` +
        `TBT ≤ ${MEMBER_TARGETS.tbt} ms, CLS ≤ ${MEMBER_TARGETS.cls}`,
    );
    // The pages in turn rather than one page's runs in a row, so a busy minute of the machine
    // weighs on every page alike.
    const runs = new Map<Page, Run[]>(pages.map((page) => [page, []]));
    for (let round = 0; round < RUNS; round += 1) {
      for (const [index, page] of pages.entries()) {
        const reportName = `${page.server.label}-${index}-${page.name.replace(/[^a-z]+/gi, '-')}-${round + 1}`;
        runs.get(page)?.push(await measure(page, reportName));
      }
    }
    for (const page of pages) {
      console.log(line(page, medians((runs.get(page) ?? []).map((each) => each.figures))));
    }
    for (const page of pages.filter((each) => each.name.startsWith('/ (visitor)'))) {
      console.log(
        `Longest tasks of ${page.name} (the run of median TBT; as Lighthouse counts them, 4× the trace):`,
      );
      for (const task of longestTasks(runs.get(page) ?? [], page.server.origin)) console.log(task);
    }
  } finally {
    for (const server of servers) server.stop();
  }
}

await main();
